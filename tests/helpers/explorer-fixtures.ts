// A destination recommendation as the explorer's API answers it, for bookmark and account tests.
import type { DestinationRecommendation } from '../../src/core/api/recommendations.ts';

export const recommendation = (name: string): DestinationRecommendation => ({
  destinationId: name.toLowerCase(),
  name,
  country: 'Portugal',
  description: `${name} climbs its hills above the river.`,
  whyMatch: 'Matches your cultural style; an iconic destination for a curious traveller.',
  regionsTowns: ['Alfama', 'Belém', 'Sintra', 'Cascais'],
  activities: ['Ride tram 28', 'Eat pastéis de nata', 'Hear fado'],
  popularityLevel: 'High',
  popularityContext: 'One of the most visited capitals in Europe.',
  localTip: 'Buy a rechargeable transport card at the first metro station.',
  imageUrl: `/api/places/photos?query=${encodeURIComponent(`${name}, Portugal`)}`,
  place: {
    id: '2267057',
    name,
    formatted: `${name}, Portugal`,
    lat: 38.72,
    lng: -9.14,
    timeZone: 'Europe/Lisbon',
    countryCode: 'PT',
  },
});
