// Realistic saved plans for the load benchmark: five days of real places from the knowledge base (names,
// descriptions, addresses, coordinates), as the builder saves them, so the JSON stored and listed has a true size.
import type { ActivityInput } from '../src/core/activity.ts';
import type { SavePlanRequest } from '../src/core/api/itineraries.ts';
import type { TimeSegment } from '../src/core/constants.ts';
import { addDays, formatDateRange } from '../src/core/dates.ts';
import type { TripDetailsInput } from '../src/core/trip.ts';
import { getKnowledgeBase, type KnowledgePlace } from '../src/knowledge/index.ts';

const DAYS = 5;
/** Two in the morning, two in the afternoon, one in the evening. */
const SLOTS: TimeSegment[] = ['morning', 'morning', 'afternoon', 'afternoon', 'evening'];

function activity(
  place: KnowledgePlace,
  day: number,
  timeSegment: TimeSegment,
  order: number,
): ActivityInput {
  return {
    id: `${place.globalId}#${day}`,
    title: place.name,
    description: place.description,
    day,
    timeSegment,
    order,
    duration: place.durationMinutes >= 60 ? `${Math.round(place.durationMinutes / 60)} hours` : '45 minutes',
    location: place.address,
    // Some guide entries' prices run past what a saved activity accepts (100 characters): cut, as the bench's
    // plans are about size, not prices.
    cost: place.cost.slice(0, 100),
    type: place.category,
    tags: [...place.tags],
    placeId: place.globalId,
    lat: place.lat,
    lng: place.lng,
    isCustom: false,
    isVegetarian: place.dietary?.includes('vegetarian') ?? false,
    isSelected: false,
  };
}

/** Destinations with enough places for five full days. */
function destinations() {
  const kb = getKnowledgeBase();
  return kb
    .destinations()
    .map((d) => ({ destination: d, places: kb.placesOf(d.id) }))
    .filter((d) => d.places.length >= DAYS * SLOTS.length);
}

let cache: ReturnType<typeof destinations> | undefined;

/** The n-th realistic plan: destinations in turn, places chosen for their time of day. */
export function realisticPlan(n: number): SavePlanRequest {
  cache ??= destinations();
  const { destination, places } = cache[n % cache.length]!;
  const startDate = addDays('2026-06-01', n % 90);
  const endDate = addDays(startDate, DAYS - 1);
  const unused = [...places];
  const pick = (segment: TimeSegment) => {
    const i = unused.findIndex((p) => p.segments.includes(segment));
    return unused.splice(Math.max(i, 0), 1)[0]!;
  };
  const tripDetails: TripDetailsInput = {
    destination: `${destination.name}, ${destination.country}`,
    startDate,
    endDate,
    travelers: 2,
    travelStyle: destination.travelStyles[0] ?? 'cultural',
    interests: destination.interests.slice(0, 3),
    dietaryPreferences: [],
    activityLimit: SLOTS.length,
    activityPace: 'moderate',
  };
  return {
    name: `Trip to ${tripDetails.destination}`,
    destination: tripDetails.destination,
    date: formatDateRange(startDate, endDate),
    tripDetails,
    days: Array.from({ length: DAYS }, (_, d) => ({
      day: d + 1,
      date: addDays(startDate, d),
      activities: SLOTS.map((segment, i) =>
        activity(pick(segment), d + 1, segment, SLOTS.slice(0, i).filter((s) => s === segment).length),
      ),
    })),
  };
}
