import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../core/geo.ts';
import { getKnowledgeBase } from './index.ts';
import { makePlace } from './test-fixtures.ts';
import { type WikidataPlace, wikidataPlaces, wikidataPlacesNear } from './wikidata.ts';
import { AGREEMENT_KM, matchWikidata, type WikidataMatch } from './wikidata-matches.ts';

describe('wikidataPlacesNear', () => {
  it('finds the places around a point, nearest first, within the radius', () => {
    const near = wikidataPlacesNear(48.8584, 2.2945, 3);
    expect(near[0]).toMatchObject({ qid: 'Q243', name: 'Eiffel Tower', kind: 'tourist_attraction' });
    expect(near.length).toBeGreaterThan(5);
    expect(near.every((p) => p.distanceKm <= 3)).toBe(true);
    expect(near.every((p, i) => i === 0 || p.distanceKm >= near[i - 1]!.distanceKm)).toBe(true);
  });

  it('returns nothing in the empty ocean or for impossible input', () => {
    expect(wikidataPlacesNear(-40, -120, 50)).toEqual([]);
    expect(wikidataPlacesNear(Number.NaN, 0, 50)).toEqual([]);
    expect(wikidataPlacesNear(0, 0, -1)).toEqual([]);
  });

  it('ships named places with plausible visitor counts and one entry per Wikidata id', () => {
    const places = wikidataPlaces();
    expect(places.length).toBeGreaterThan(5000);
    expect(places.every((p) => p.name.trim().length > 0)).toBe(true);
    expect(new Set(places.map((p) => p.qid)).size).toBe(places.length);
    expect(places.every((p) => p.visitors === null || (p.visitors > 0 && p.visitors <= 100_000_000))).toBe(
      true,
    );
  });
});

describe('matchWikidata', () => {
  const wiki = (qid: string, name: string, lat: number, lng: number): WikidataPlace => ({
    qid,
    name,
    lat,
    lng,
    visitors: null,
    kind: 'museum',
  });
  const known = (id: string, name: string, wikidataId?: string) => ({
    ...makePlace({ id, name, lat: 48.8606, lng: 2.3376, ...(wikidataId ? { wikidataId } : {}) }),
    globalId: `paris/${id}`,
    destinationId: 'paris',
  });

  it('pairs places by Wikidata id or by name, within 50 km only', () => {
    const matches = matchWikidata(
      [known('louvre', 'The Louvre', 'Q19675'), known('orsay', 'Musée d’Orsay'), known('far', 'Town Hall')],
      [
        wiki('Q19675', 'Louvre', 48.8611, 2.3364),
        wiki('Q23402', "Musee d'Orsay", 48.86, 2.3266),
        wiki('Q1', 'Town Hall', 51.5, -0.12),
      ],
    );
    expect(matches.map((m) => `${m.placeId}=${m.qid}`)).toEqual(['louvre=Q19675', 'orsay=Q23402']);
  });
});

describe('knowledge places agree with Wikidata', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('../../tests/fixtures/wikidata-matches.json', import.meta.url), 'utf8'),
  ) as WikidataMatch[];

  it('has a fixture to check (scripts/build-wikidata-fixture.ts)', () => {
    expect(fixture.length).toBeGreaterThan(0);
  });

  it.each(fixture.map((m) => [`${m.destinationId}/${m.placeId}`, m] as const))(
    '%s still exists and lies within 1 km of Wikidata',
    (globalId, match) => {
      const place = getKnowledgeBase().place(globalId);
      expect(place, `${globalId} is gone; re-run scripts/build-wikidata-fixture.ts`).toBeDefined();
      expect(haversineKm(place!, match)).toBeLessThanOrEqual(AGREEMENT_KM);
    },
  );
});
