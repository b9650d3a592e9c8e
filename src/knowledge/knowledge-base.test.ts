import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnowledgeBase, KnowledgeBaseError, loadKnowledgeFiles } from './knowledge-base.ts';
import { readKnowledgeDir } from './knowledge-files.ts';
import { makeFile, makePlace } from './test-fixtures.ts';

const paris = makeFile(
  { id: 'paris', name: 'Paris', regionsTowns: ['Montmartre', 'Le Marais'], popularityLevel: 'High' },
  [
    makePlace({
      id: 'eiffel-tower',
      name: 'Eiffel Tower',
      lat: 48.8584,
      lng: 2.2945,
      tags: ['architecture'],
    }),
    makePlace({
      id: 'louvre',
      name: 'Louvre',
      lat: 48.8606,
      lng: 2.3376,
      category: 'museum',
      tags: ['museums'],
    }),
    makePlace({
      id: 'cafe-de-flore',
      name: 'Café de Flore',
      lat: 48.8541,
      lng: 2.3326,
      category: 'cafe',
      tags: ['food'],
      description:
        'A historic Left Bank café a walk from the Louvre, once the haunt of writers, serving light lunches.',
      meals: ['breakfast', 'lunch'],
      dietary: ['vegetarian'],
      rating: 4.1,
    }),
  ],
);
const lyon = makeFile({ id: 'lyon', name: 'Lyon', geonameId: 2996944, lat: 45.7485, lng: 4.8467 }, [
  makePlace({
    id: 'fourviere',
    name: 'Fourvière Basilica',
    lat: 45.7623,
    lng: 4.8225,
    category: 'religious',
  }),
]);
const vienna = makeFile(
  {
    id: 'vienna',
    name: 'Vienna',
    geonameId: 2761369,
    country: 'Austria',
    countryCode: 'AT',
    lat: 48.2085,
    lng: 16.3721,
  },
  [makePlace({ id: 'stephansdom', name: 'St. Stephen’s Cathedral', lat: 48.2085, lng: 16.3731 })],
);
const antarctic = makeFile(
  {
    id: 'antarctic-peninsula',
    name: 'Antarctic Peninsula',
    geonameId: 2996944, // departs from "Lyon" in this fixture: shares the gateway's id
    gatewayName: 'Lyon',
    country: 'Antarctica',
    countryCode: 'AQ',
    continent: 'antarctica',
    lat: -64.7,
    lng: -62.9,
    radiusKm: 500,
  },
  [makePlace({ id: 'port-lockroy', name: 'Port Lockroy', lat: -64.8253, lng: -63.4942 })],
);

const kb = createKnowledgeBase(structuredClone([paris, lyon, vienna, antarctic]));

describe('knowledge base', () => {
  it('lists destinations by id and by continent', () => {
    expect(kb.destinations().map((d) => d.id)).toEqual(['antarctic-peninsula', 'lyon', 'paris', 'vienna']);
    expect(kb.destinationsOn('antarctica').map((d) => d.id)).toEqual(['antarctic-peninsula']);
    expect(kb.destinationsOn('africa')).toEqual([]);
    expect(kb.stats).toEqual({ destinations: 4, places: 6 });
  });

  it('finds destinations by id and GeoNames id, never an expedition by its gateway', () => {
    expect(kb.destination('paris')?.name).toBe('Paris');
    expect(kb.destination('nowhere')).toBeUndefined();
    expect(kb.destinationByGeonameId(2988507)?.id).toBe('paris');
    expect(kb.destinationByGeonameId('2988507')?.id).toBe('paris');
    expect(kb.destinationByGeonameId(2996944)?.id).toBe('lyon');
    expect(kb.destinationByGeonameId('2988507x')).toBeUndefined();
  });

  it('finds destinations by name, town, gazetteer name or country, ignoring accents and case', () => {
    expect(kb.destinationByName('PARIS')?.id).toBe('paris');
    expect(kb.destinationByName('Paris, France')?.id).toBe('paris');
    expect(kb.destinationByName('montmartre')?.id).toBe('paris');
    expect(kb.destinationByName('le marais')?.id).toBe('paris');
    expect(kb.destinationByName('antarctic-peninsula')?.id).toBe('antarctic-peninsula');
    expect(kb.destinationByName('Wien')?.id).toBe('vienna'); // an alternate name in the gazetteer
    expect(kb.destinationByName('france')?.id).toBe('paris'); // the most popular destination there
    expect(kb.destinationByName('antarctica')?.id).toBe('antarctic-peninsula');
    expect(kb.destinationByName('Atlantis')).toBeUndefined();
    expect(kb.destinationByName('')).toBeUndefined();
    expect(kb.destinationByName('!!!')).toBeUndefined();
  });

  it('finds places by global id and by destination', () => {
    const louvre = kb.place('paris/louvre');
    expect(louvre).toMatchObject({ name: 'Louvre', globalId: 'paris/louvre', destinationId: 'paris' });
    expect(kb.place('lyon/louvre')).toBeUndefined();
    expect(kb.place('louvre')).toBeUndefined();
    expect(kb.placesOf('paris').map((p) => p.id)).toEqual(['eiffel-tower', 'louvre', 'cafe-de-flore']);
    expect(kb.placesOf('nowhere')).toEqual([]);
  });

  it('finds the nearest places within a radius, nearest first, by category', () => {
    const near = kb.placesNear({ lat: 48.8606, lng: 2.3376 }, 5);
    expect(near.map((p) => p.id)).toEqual(['louvre', 'cafe-de-flore', 'eiffel-tower']);
    expect(near[0]?.distanceKm).toBeCloseTo(0, 3);
    expect(near.every((p, i) => i === 0 || p.distanceKm >= near[i - 1]!.distanceKm)).toBe(true);
    expect(kb.placesNear({ lat: 48.8606, lng: 2.3376 }, 1).map((p) => p.id)).toEqual([
      'louvre',
      'cafe-de-flore',
    ]);
    expect(
      kb.placesNear({ lat: 48.8606, lng: 2.3376 }, 50, { categories: ['cafe'] }).map((p) => p.id),
    ).toEqual(['cafe-de-flore']);
    expect(kb.placesNear({ lat: 48.8606, lng: 2.3376 }, 1000, { limit: 2 })).toHaveLength(2);
    expect(
      kb.placesNear({ lat: 48.8606, lng: 2.3376 }, 1000, { destinationId: 'lyon' }).map((p) => p.id),
    ).toEqual(['fourviere']);
    expect(kb.placesNear({ lat: Number.NaN, lng: 0 }, 10)).toEqual([]);
    expect(kb.placesNear({ lat: 0, lng: 0 }, -1)).toEqual([]);
  });

  it('searches place names, categories, tags and descriptions', () => {
    expect(kb.searchPlaces('eiffel').map((p) => p.id)).toEqual(['eiffel-tower']);
    expect(kb.searchPlaces('CAFÉ flore').map((p) => p.id)).toEqual(['cafe-de-flore']);
    expect(kb.searchPlaces('museum').map((p) => p.id)).toEqual(['louvre']);
    expect(kb.searchPlaces('writers').map((p) => p.id)).toEqual(['cafe-de-flore']);
    expect(kb.searchPlaces('food & cuisine').map((p) => p.id)).toEqual(['cafe-de-flore']);
    // A name hit ranks above a description hit.
    expect(kb.searchPlaces('louvre').map((p) => p.id)).toEqual(['louvre', 'cafe-de-flore']);
    expect(kb.searchPlaces('views', { destinationId: 'lyon' }).map((p) => p.id)).toEqual(['fourviere']);
    expect(kb.searchPlaces('views', { categories: ['museum'] }).map((p) => p.id)).toEqual(['louvre']);
    expect(kb.searchPlaces('views', { limit: 2 })).toHaveLength(2);
    expect(kb.searchPlaces('zebra')).toEqual([]);
    expect(kb.searchPlaces('')).toEqual([]);
    expect(kb.searchPlaces('x'.repeat(10_000))).toEqual([]);
  });

  it('hands out frozen objects', () => {
    const place = kb.place('paris/louvre')!;
    expect(Object.isFrozen(place)).toBe(true);
    expect(Object.isFrozen(place.hours.mon)).toBe(true);
    expect(Object.isFrozen(kb.destination('paris')!.tips)).toBe(true);
    expect(Object.isFrozen(kb.destinations())).toBe(true);
  });

  it('refuses duplicate destinations', () => {
    expect(() => createKnowledgeBase(structuredClone([paris, paris]))).toThrow(KnowledgeBaseError);
  });
});

describe('loading files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-kb-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every JSON file of a folder, validates them and builds the base', () => {
    writeFileSync(join(dir, 'paris.json'), JSON.stringify(paris));
    writeFileSync(join(dir, 'lyon.json'), JSON.stringify(lyon));
    writeFileSync(join(dir, 'notes.txt'), 'not a destination');
    const loaded = loadKnowledgeFiles(readKnowledgeDir(dir));
    expect(loaded.destinations().map((d) => d.id)).toEqual(['lyon', 'paris']);
  });

  it('reports every invalid file, with its name and the field at fault', () => {
    const broken = structuredClone(lyon);
    (broken.places[0] as { lat: number }).lat = 123;
    writeFileSync(join(dir, 'lyon.json'), JSON.stringify(broken));
    writeFileSync(join(dir, 'bad.json'), '{ not json');
    const error = (() => {
      try {
        loadKnowledgeFiles(readKnowledgeDir(dir));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(KnowledgeBaseError);
    const problems = (error as KnowledgeBaseError).problems;
    expect(problems.some((p) => p.startsWith('bad.json:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('lyon.json: places.0.lat'))).toBe(true);
  });

  it('treats a missing folder as an empty base', () => {
    expect(readKnowledgeDir(join(dir, 'missing'))).toEqual([]);
  });
});
