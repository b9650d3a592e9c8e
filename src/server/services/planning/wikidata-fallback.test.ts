// The offline Wikidata stand-in, cleaned: no place a traveller cannot visit, one building one place, and museums
// not assumed open on Mondays, their cards saying the hours are not known.
import { describe, expect, it } from 'vitest';
import { wikidataFallbackPlaces } from './wikidata-fallback.ts';

describe('offline Wikidata places', () => {
  // Cambridge and Boston, Massachusetts: the Harvard museums share one building; the Boston Museum, a theatre, was
  // demolished in 1903.
  const places = wikidataFallbackPlaces({ lat: 42.3601, lng: -71.0589 }, 'Boston');

  it('leaves out places that no longer exist', () => {
    expect(places.map((p) => p.name)).not.toContain('Boston Museum');
  });

  it('makes one place of the museums in one building, naming the others in it', () => {
    const harvard = places.filter((p) => /Harvard|Fogg|Busch/.test(p.name));
    expect(harvard).toHaveLength(1);
    expect(harvard[0]!.name).toBe('Harvard Art Museums');
    expect(harvard[0]!.description).toMatch(/also houses .*Fogg Museum/);
    expect(harvard[0]!.description).toMatch(/Busch/);
  });

  it('keeps museums closed on Mondays and says the hours are not known', () => {
    const museum = places.find((p) => p.category === 'museum')!;
    expect(museum.hours.mon).toEqual([]);
    expect(museum.hours.tue.length).toBeGreaterThan(0);
    expect(places.every((p) => p.hoursUnknown)).toBe(true);
  });
});
