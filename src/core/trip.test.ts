import { describe, expect, it } from 'vitest';
import { TRAVEL_STYLES } from './constants.ts';
import { isDifferentTrip, type TripDetails, tripDetailsSchema } from './trip.ts';

const valid = {
  destination: 'Kyoto, Kyoto, Japan',
  destinationPlace: {
    id: '1857910',
    name: 'Kyoto',
    formatted: 'Kyoto, Kyoto, Japan',
    lat: 35.02,
    lng: 135.75,
    timeZone: 'Asia/Tokyo',
    countryCode: 'JP',
  },
  startDate: '2030-04-01',
  endDate: '2030-04-07',
  interests: ['history'],
};

/** path -> first message, as the form and the server's 400 show them. */
function messages(input: unknown): Record<string, string> {
  const r = tripDetailsSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('tripDetailsSchema', () => {
  it('gives every missing field the form message of SPEC.md', () => {
    expect(messages({})).toEqual({
      destination: 'Destination is required.',
      startDate: 'Choose your travel dates.',
      endDate: 'Choose an end date.',
      interests: 'Select at least one interest.',
    });
    expect(messages({ ...valid, destination: ' a ', startDate: '', endDate: '', interests: [] })).toEqual({
      destination: 'Destination is required.',
      startDate: 'Choose your travel dates.',
      endDate: 'Choose an end date.',
      interests: 'Select at least one interest.',
    });
  });

  it('needs at least one traveler, as a whole number', () => {
    expect(messages({ ...valid, travelers: 0 })).toEqual({ travelers: 'At least 1 traveler is required.' });
    expect(messages({ ...valid, travelers: Number.NaN })).toEqual({
      travelers: 'At least 1 traveler is required.',
    });
    expect(messages({ ...valid, travelers: 'two' })).toEqual({
      travelers: 'At least 1 traveler is required.',
    });
    expect(messages({ ...valid, travelers: 1.5 })).toEqual({
      travelers: 'Travelers must be a whole number.',
    });
  });

  it('keeps trips within 7 days, end on or after start, and real dates', () => {
    expect(messages({ ...valid, endDate: '2030-04-08' })).toEqual({
      endDate: 'Trips are limited to 7 days maximum.',
    });
    expect(messages({ ...valid, endDate: '2030-03-31' })).toEqual({
      endDate: 'The end date must be on or after the start date.',
    });
    expect(messages({ ...valid, startDate: '2030-02-30' })).toEqual({
      startDate: 'Use a date in the form YYYY-MM-DD.',
    });
  });

  it('takes all seven travel styles and fills the defaults', () => {
    for (const travelStyle of TRAVEL_STYLES) {
      expect(tripDetailsSchema.parse({ ...valid, travelStyle }).travelStyle).toBe(travelStyle);
    }
    expect(messages({ ...valid, travelStyle: 'party' })).toEqual({ travelStyle: 'Choose a travel style.' });
    expect(tripDetailsSchema.parse(valid)).toMatchObject({
      travelers: 2,
      travelStyle: 'relaxed',
      dietaryPreferences: [],
      activityLimit: 5,
      activityPace: 'moderate',
    });
  });

  it('bounds the daily activity limit to 1..10 and checks the chosen place', () => {
    expect(messages({ ...valid, activityLimit: 11 })).toEqual({
      activityLimit: 'The daily activity limit is 1 to 10.',
    });
    expect(messages({ ...valid, activityLimit: 0 })).toEqual({
      activityLimit: 'The daily activity limit is 1 to 10.',
    });
    expect(
      Object.keys(messages({ ...valid, destinationPlace: { ...valid.destinationPlace, lat: 91 } })),
    ).toEqual(['destinationPlace.lat']);
  });
});

describe('isDifferentTrip', () => {
  const base = tripDetailsSchema.parse(valid) as TripDetails;
  it('is a different trip when the destination or the dates change, not when preferences do', () => {
    expect(isDifferentTrip(null, base)).toBe(true);
    expect(isDifferentTrip(base, { ...base, travelers: 4, interests: ['food'] })).toBe(false);
    expect(isDifferentTrip(base, { ...base, endDate: '2030-04-05' })).toBe(true);
    expect(isDifferentTrip(base, { ...base, startDate: '2030-04-02' })).toBe(true);
    expect(
      isDifferentTrip(base, {
        ...base,
        destination: 'Tokyo, Tokyo, Japan',
        destinationPlace: { ...base.destinationPlace!, id: '1850147' },
      }),
    ).toBe(true);
    const textOnly = { ...base, destination: 'Paris', destinationPlace: undefined };
    expect(isDifferentTrip(textOnly, { ...textOnly, destination: 'paris ' })).toBe(false);
    expect(isDifferentTrip(textOnly, { ...textOnly, destination: 'Prague' })).toBe(true);
  });
});
