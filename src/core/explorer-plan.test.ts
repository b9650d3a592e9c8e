import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, EXPLORER_STYLES, INTERESTS } from './constants.ts';
import { tripLength } from './dates.ts';
import { interestsForStyle, recommendationToTripDetails } from './explorer-plan.ts';
import { tripDetailsSchema } from './trip.ts';

const place = {
  id: '2988507',
  name: 'Paris',
  formatted: 'Paris, Île-de-France, France',
  lat: 48.85,
  lng: 2.35,
  timeZone: 'Europe/Paris',
  countryCode: 'FR',
};

describe('recommendationToTripDetails', () => {
  it('sets the trip exactly as SPEC.md says: in 7 days, clamped to 7 days, 2 travellers, limit 3, light pace', () => {
    const t = recommendationToTripDetails(
      place,
      { travelStyle: ['foodie', 'cultural'], interests: ['nightlife'] },
      '2026-03-30',
    );
    expect(t).toEqual({
      destination: 'Paris, Île-de-France, France',
      destinationPlace: place,
      startDate: '2026-04-06',
      endDate: '2026-04-12',
      travelers: 2,
      travelStyle: 'foodie',
      interests: ['history', 'museums', 'nightlife'],
      dietaryPreferences: [],
      activityLimit: 3,
      activityPace: 'light',
    });
    expect(tripLength(t.startDate, t.endDate)).toBe(7);
  });

  it('defaults the style to cultural and always has at least one interest', () => {
    const t = recommendationToTripDetails(place, { travelStyle: [] }, '2026-12-28');
    expect(t.travelStyle).toBe('cultural');
    expect(t.interests.length).toBeGreaterThan(0);
    expect(t.startDate).toBe('2027-01-04');
    expect(t.endDate).toBe('2027-01-10');
  });

  it("maps remaining styles to the destination's matching interests and keeps the profile's diet", () => {
    const t = recommendationToTripDetails(
      place,
      { travelStyle: ['cultural', 'relaxed'], interests: ['food'], dietaryPreferences: ['vegan'] },
      '2026-05-01',
      ['museums', 'food', 'local'],
    );
    expect(t.interests).toEqual(['local', 'food']);
    expect(t.dietaryPreferences).toEqual(['vegan']);
    expect(interestsForStyle('relaxed', ['history'])).toEqual(['beaches', 'nature']);
  });

  it('always gives details the trip schema accepts', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...EXPLORER_STYLES)),
        fc.uniqueArray(fc.constantFrom(...INTERESTS, ...EXPLORER_STYLES)),
        fc.uniqueArray(fc.constantFrom(...DIETARY_OPTIONS)),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (travelStyle, interests, dietaryPreferences, day) => {
          const today = day.toISOString().slice(0, 10);
          const t = recommendationToTripDetails(place, { travelStyle, interests, dietaryPreferences }, today);
          expect(tripDetailsSchema.safeParse(t).success).toBe(true);
          expect(t.travelStyle).toBe(travelStyle[0] ?? 'cultural');
          expect(new Set(t.interests).size).toBe(t.interests.length);
        },
      ),
    );
  });
});
