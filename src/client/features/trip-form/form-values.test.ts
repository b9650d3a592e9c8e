import { describe, expect, it } from 'vitest';
import { tripDetailsSchema } from '../../../core/trip.ts';
import { initialFormValues, unmatchedDestination } from './form-values.ts';

const stored = tripDetailsSchema.parse({
  destination: 'Lisbon, Lisbon, Portugal',
  destinationPlace: {
    id: '2267057',
    name: 'Lisbon',
    formatted: 'Lisbon, Lisbon, Portugal',
    lat: 38.72,
    lng: -9.13,
  },
  startDate: '2030-05-01',
  endDate: '2030-05-04',
  travelers: 3,
  travelStyle: 'outdoorsy',
  interests: ['hiking', 'food'],
  dietaryPreferences: ['vegan'],
  activityLimit: 7,
  activityPace: 'busy',
});

describe('trip form values', () => {
  it('starts a new trip with the defaults of SPEC.md', () => {
    expect(initialFormValues(null, '2030-01-01')).toEqual({
      destination: '',
      destinationPlace: undefined,
      startDate: '',
      endDate: '',
      travelers: 2,
      travelStyle: 'relaxed',
      interests: [],
      dietaryPreferences: [],
      activityLimit: 5,
      activityPace: 'moderate',
    });
  });

  it('shows the stored trip again, and drops dates that have passed', () => {
    expect(initialFormValues(stored, '2030-04-20')).toEqual(stored);
    expect(initialFormValues(stored, '2030-05-02')).toEqual({ ...stored, startDate: '', endDate: '' });
  });

  it('refuses typed text that was never matched to a place, except in the basic fallback', () => {
    const typedInSearch = { mode: 'search', typed: true } as const;
    expect(unmatchedDestination({ destination: 'Atlantis' }, typedInSearch)).toBe(true);
    expect(unmatchedDestination({ destination: 'Atlantis' }, { mode: 'fallback', typed: true })).toBe(false);
    expect(unmatchedDestination(stored, typedInSearch)).toBe(false);
    // A stored destination entered in the basic fallback stays acceptable until it is edited.
    expect(unmatchedDestination({ destination: 'Prague' }, { mode: 'search', typed: false })).toBe(false);
    // Empty text gets the schema's 'Destination is required.' instead.
    expect(unmatchedDestination({ destination: ' ' }, typedInSearch)).toBe(false);
  });
});
