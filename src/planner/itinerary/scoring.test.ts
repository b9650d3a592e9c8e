import { describe, expect, it } from 'vitest';
import { TRAVEL_STYLES } from '../../core/constants.ts';
import {
  canBeSight,
  canServeMeal,
  fitsDiet,
  HIGHLIGHT_BONUS,
  interestMatches,
  mealScore,
  sightScore,
} from './scoring.ts';
import { makePlace } from './test-fixtures.ts';
import type { PlannerTrip } from './types.ts';

const trip = (over: Partial<PlannerTrip> = {}): PlannerTrip => ({
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  travelers: 2,
  travelStyle: 'relaxed',
  interests: ['history'],
  dietaryPreferences: [],
  activityLimit: 5,
  activityPace: 'moderate',
  ...over,
});

describe('scoring', () => {
  it('counts interest matches', () => {
    expect(
      interestMatches(makePlace({ id: 'a', tags: ['history', 'food'] }), ['food', 'history', 'local']),
    ).toBe(2);
    expect(interestMatches(makePlace({ id: 'b', tags: ['nature'] }), ['food'])).toBe(0);
  });

  it('lets one matching interest outweigh every style bonus (same rating, no highlight)', () => {
    for (const travelStyle of TRAVEL_STYLES) {
      const t = trip({ travelStyle, interests: ['history'] });
      const base = { rating: 4.5, durationMinutes: 90, segments: ['evening' as const], priceLevel: 0 };
      const match = makePlace({ id: 'match', category: 'landmark', tags: ['history'], ...base });
      const styleOnly = [
        'park',
        'museum',
        'market',
        'viewpoint',
        'nature',
        'shopping',
        'experience',
        'cafe',
      ].map((c) =>
        makePlace({
          id: `s-${c}`,
          category: c as never,
          tags: ['photography', 'nature', 'hiking', 'local'].slice(0, 3) as never,
          ...base,
          priceLevel: 4,
        }),
      );
      for (const other of styleOnly) {
        expect(sightScore(match, t), `${travelStyle} ${other.id}`).toBeGreaterThan(sightScore(other, t));
      }
    }
  });

  it('follows the travel style among equally interesting places', () => {
    const museum = makePlace({ id: 'm', category: 'museum', tags: ['history'] });
    const park = makePlace({ id: 'p', category: 'park', tags: ['history'] });
    const market = makePlace({ id: 'k', category: 'market', tags: ['history'] });
    expect(sightScore(museum, trip({ travelStyle: 'cultural' }))).toBeGreaterThan(
      sightScore(park, trip({ travelStyle: 'cultural' })),
    );
    expect(sightScore(park, trip({ travelStyle: 'outdoorsy' }))).toBeGreaterThan(
      sightScore(museum, trip({ travelStyle: 'outdoorsy' })),
    );
    expect(sightScore(market, trip({ travelStyle: 'foodie' }))).toBeGreaterThan(
      sightScore(museum, trip({ travelStyle: 'foodie' })),
    );
    const pricey = makePlace({ id: 'x', tags: ['history'], priceLevel: 4 });
    const free = makePlace({ id: 'y', tags: ['history'], priceLevel: 0 });
    expect(sightScore(pricey, trip({ travelStyle: 'luxury' }))).toBeGreaterThan(
      sightScore(free, trip({ travelStyle: 'luxury' })),
    );
    const long = makePlace({ id: 'l', tags: ['history'], durationMinutes: 120 });
    const quick = makePlace({ id: 'q', tags: ['history'], durationMinutes: 30 });
    expect(sightScore(long, trip({ travelStyle: 'relaxed' }))).toBeGreaterThan(
      sightScore(quick, trip({ travelStyle: 'relaxed' })),
    );
    const evening = makePlace({ id: 'e', tags: ['history'], segments: ['evening'] });
    const day = makePlace({ id: 'd', tags: ['history'], segments: ['morning'] });
    expect(sightScore(evening, trip({ travelStyle: 'romantic' }))).toBeGreaterThan(
      sightScore(day, trip({ travelStyle: 'romantic' })),
    );
  });

  it('prefers better rated places and the destination highlights', () => {
    const t = trip();
    expect(sightScore(makePlace({ id: 'a', rating: 4.8 }), t)).toBeGreaterThan(
      sightScore(makePlace({ id: 'b', rating: 4.1 }), t),
    );
    const p = makePlace({ id: 'c' });
    expect(sightScore(p, t, true) - sightScore(p, t)).toBe(HIGHLIGHT_BONUS);
  });

  it('requires every dietary preference', () => {
    const place = makePlace({
      id: 'r',
      category: 'restaurant',
      meals: ['lunch'],
      dietary: ['vegetarian', 'vegan'],
    });
    expect(fitsDiet(place, [])).toBe(true);
    expect(fitsDiet(place, ['vegan'])).toBe(true);
    expect(fitsDiet(place, ['vegan', 'glutenFree'])).toBe(false);
    expect(fitsDiet(makePlace({ id: 's' }), ['vegan'])).toBe(false);
  });

  it('plans restaurants as meals only, cafes as visits only for food lovers and when they suit the diet', () => {
    const t = trip({ dietaryPreferences: ['vegan'] });
    const restaurant = makePlace({
      id: 'r',
      category: 'restaurant',
      meals: ['lunch', 'dinner'],
      dietary: ['vegan'],
    });
    const cafe = makePlace({ id: 'c', category: 'cafe', meals: ['breakfast'], dietary: ['vegetarian'] });
    const market = makePlace({ id: 'm', category: 'market', meals: ['lunch'], dietary: [] });
    expect(canBeSight(restaurant, t)).toBe(false);
    expect(canBeSight(cafe, t)).toBe(false);
    expect(canBeSight(cafe, trip({ interests: ['history'] }))).toBe(false);
    expect(canBeSight(cafe, trip({ interests: ['food'] }))).toBe(true);
    expect(canBeSight(cafe, trip({ interests: ['local'] }))).toBe(true);
    expect(canBeSight(market, t)).toBe(true);
    expect(canServeMeal(restaurant, 'dinner', t)).toBe(true);
    expect(canServeMeal(market, 'lunch', t)).toBe(false);
    expect(canServeMeal(cafe, 'lunch', trip())).toBe(false);
  });

  it('plans bars only for nightlife or as a highlight, and nothing tagged for nightlife on a family trip', () => {
    const bar = makePlace({ id: 'b', category: 'landmark', bar: true, tags: ['history'] });
    const club = makePlace({ id: 'n', category: 'nightlife', tags: ['nightlife'] });
    const fado = makePlace({ id: 'f', category: 'experience', tags: ['nightlife', 'local'] });
    const square = makePlace({ id: 's', category: 'landmark', tags: ['nightlife', 'family'] });
    expect(canBeSight(bar, trip())).toBe(false);
    expect(canBeSight(club, trip())).toBe(false);
    expect(canBeSight(bar, trip({ interests: ['nightlife'] }))).toBe(true);
    expect(canBeSight(club, trip({ interests: ['nightlife'] }))).toBe(true);
    expect(canBeSight(fado, trip())).toBe(true);
    expect(canBeSight(fado, trip({ interests: ['family', 'nightlife'] }))).toBe(false);
    expect(canBeSight(bar, trip({ interests: ['family', 'nightlife'] }))).toBe(false);
    // Anything tagged for nightlife stays out of a family plan, even if it is tagged for families too.
    expect(canBeSight(square, trip({ interests: ['family'] }))).toBe(false);
    expect(canBeSight(square, trip())).toBe(true);
    // A highlight that is a nightlife district is planned whatever the interests, but never for a family.
    expect(canBeSight(club, trip(), true)).toBe(true);
    expect(canBeSight(club, trip({ interests: ['family'] }), true)).toBe(false);
  });

  it('scores meal places by rating, interests and budget', () => {
    const t = trip({ interests: ['local'] });
    const good = makePlace({
      id: 'g',
      category: 'restaurant',
      tags: ['food', 'local'],
      rating: 4.7,
      priceLevel: 2,
    });
    const dear = makePlace({
      id: 'd',
      category: 'restaurant',
      tags: ['food', 'local'],
      rating: 4.7,
      priceLevel: 4,
    });
    expect(mealScore(good, t)).toBeGreaterThan(mealScore(dear, t));
    expect(mealScore(dear, trip({ travelStyle: 'luxury' }))).toBeGreaterThan(
      mealScore(good, trip({ travelStyle: 'luxury' })),
    );
  });
});
