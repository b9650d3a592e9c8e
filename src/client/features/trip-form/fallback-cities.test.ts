import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CITIES } from '../../../core/constants.ts';
import { matchFallbackCities } from './fallback-cities.ts';

describe('basic location search', () => {
  it('matches substrings in any case from 2 characters on', () => {
    expect(matchFallbackCities('p')).toEqual([]);
    expect(matchFallbackCities('PA')).toEqual(['Paris']);
    expect(matchFallbackCities(' ar ')).toEqual(['Paris', 'Barcelona']);
    expect(matchFallbackCities('town')).toEqual(['Cape Town']);
    expect(matchFallbackCities('rio de')).toEqual(['Rio de Janeiro']);
    expect(matchFallbackCities('atlantis')).toEqual([]);
  });

  it('shows at most 5, each containing the typed text, in the list order', () => {
    expect(matchFallbackCities('an')).toEqual(['Los Angeles', 'Bangkok', 'Istanbul', 'Rio de Janeiro']);
    expect(matchFallbackCities('ER')).toEqual(['Berlin', 'Amsterdam']);
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (text) => {
        const found = matchFallbackCities(text);
        expect(found.length).toBeLessThanOrEqual(5);
        for (const city of found) expect(city.toLowerCase()).toContain(text.trim().toLowerCase());
        const order = found.map((c) => FALLBACK_CITIES.indexOf(c as (typeof FALLBACK_CITIES)[number]));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });
});
