// Small valid destination files for tests that must not depend on the shipped knowledge base.
import type { Destination, DestinationFile, OpeningHours, Place } from '../core/knowledge.ts';

const TEXT = 'A well-known spot that visitors like for its views, its history and the food stalls around it.';

export const alwaysOpen = (): OpeningHours => ({
  mon: [['00:00', '24:00']],
  tue: [['00:00', '24:00']],
  wed: [['00:00', '24:00']],
  thu: [['00:00', '24:00']],
  fri: [['00:00', '24:00']],
  sat: [['00:00', '24:00']],
  sun: [['00:00', '24:00']],
});

export function makePlace(overrides: Partial<Place> & Pick<Place, 'id'>): Place {
  return {
    name: overrides.id.replaceAll('-', ' '),
    lat: 48.8566,
    lng: 2.3522,
    address: '1 Example Street',
    category: 'landmark',
    tags: ['history'],
    description: TEXT,
    durationMinutes: 60,
    hours: alwaysOpen(),
    priceLevel: 0,
    cost: 'Free',
    segments: ['morning', 'afternoon', 'evening'],
    ...overrides,
  };
}

export function makeDestination(overrides: Partial<Destination> & Pick<Destination, 'id'>): Destination {
  return {
    geonameId: 2988507,
    name: overrides.id.replaceAll('-', ' '),
    country: 'France',
    countryCode: 'FR',
    continent: 'europe',
    lat: 48.8534,
    lng: 2.3488,
    timeZone: 'Europe/Paris',
    regionsTowns: ['Old Town'],
    popularityLevel: 'Medium',
    popularityContext: 'Busy in summer, quiet in winter.',
    travelStyles: ['cultural'],
    interests: ['history'],
    activities: ['Walk the old town', 'Eat at the market', 'Climb the hill'],
    description: `${TEXT} ${TEXT}`,
    localTip: 'Go early in the morning, before the tour groups arrive.',
    bestMonths: [5, 6, 9],
    tips: {
      travelSmart: { bestTimeToVisit: 'Spring.', packingTips: 'Good shoes.', languageTips: 'Say hello.' },
      transportCards: {
        publicTransport: 'Metro.',
        touristPasses: 'City pass.',
        purchaseInfo: 'At stations.',
      },
      insiderTips: {
        localMarkets: 'Saturday market.',
        diningRecommendation: 'Bistros.',
        hiddenSpots: 'Courtyards.',
      },
    },
    ...overrides,
  };
}

export function makeFile(
  destination: Partial<Destination> & Pick<Destination, 'id'>,
  places: Place[],
): DestinationFile {
  return { destination: makeDestination(destination), places };
}
