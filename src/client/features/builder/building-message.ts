// The playful line on the 'Building Your Perfect Itinerary' screen (SPEC.md '/itinerary-builder'): one message
// per travel style (relaxed, foodie, adventure, romantic, cultural, or a default) plus a suffix from the first
// interest the traveller chose.
import type { Interest, TravelStyle } from '../../../core/constants.ts';

const STYLE_MESSAGES: Partial<Record<TravelStyle, string>> & { default: string } = {
  relaxed: 'Slowing the clock down: saving you lazy mornings, long lunches and time to simply wander',
  foodie: 'Following our nose to the best tables, bakeries and markets in town',
  adventure: 'Lacing up the boots and plotting trails, viewpoints and the paths less travelled',
  romantic: 'Lining up golden-hour views and cosy corners for two',
  cultural: 'Dusting off the guidebooks for museums, monuments and the stories behind them',
  default: 'Fitting the best of your destination into days that flow',
};

const INTEREST_SUFFIXES: Record<Interest, string> = {
  architecture: 'with an eye on every facade worth craning your neck for',
  beaches: 'with sand between your toes whenever we can manage it',
  history: 'with a few centuries of history along the way',
  food: 'with a snack stop never too far away',
  nature: 'with plenty of green spaces to breathe in',
  shopping: 'with room left in the suitcase for a find or two',
  museums: 'with the galleries you would hate to miss',
  nightlife: 'with the evenings kept lively',
  local: 'with the neighbourhoods locals actually love',
  hiking: 'with a trail or two for your legs',
  photography: 'with the best light for your photos',
  family: 'with something fun for every age',
};

export function buildingMessage(trip: { travelStyle: TravelStyle; interests: readonly Interest[] }): string {
  const base = STYLE_MESSAGES[trip.travelStyle] ?? STYLE_MESSAGES.default;
  const first = trip.interests[0];
  return first ? `${base}, ${INTEREST_SUFFIXES[first]}...` : `${base}...`;
}
