// From the planner's output to SPEC.md activities (the shape the client stores and saves).
import type { ActivityInput, ActivityTiming } from '../../../core/activity.ts';
import type { PlannedActivity, SuggestedActivity } from '../../../planner/itinerary/index.ts';
import type { PoolSource } from './place-pool.ts';
import type { TextCredit } from './pool-provider.ts';

const SOURCE_LABELS: Record<PoolSource, string> = {
  'knowledge-base': 'Wayfarer guide',
  'open-data': 'OpenStreetMap',
  mixed: 'Wayfarer guide and OpenStreetMap',
  google: 'Google Places',
  wikidata: 'Wikidata',
  ai: 'AI suggestion',
};

/** Where this place came from: a plan of mixed sources names each place's own. */
function sourceLabel(placeId: string, source: PoolSource): string {
  if (placeId.startsWith('osm/')) return SOURCE_LABELS['open-data'];
  if (source === 'mixed') return SOURCE_LABELS['knowledge-base'];
  return SOURCE_LABELS[source];
}

export function photoUrl(title: string, destinationName: string): string {
  return `/api/places/photos?query=${encodeURIComponent(`${title}, ${destinationName.split(',')[0]}`)}`;
}

function osmLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=17/${lat.toFixed(5)}/${lng.toFixed(5)}`;
}

type Planned = Omit<PlannedActivity, 'order' | 'startTime' | 'endTime' | 'travelToNext'> &
  Partial<Pick<PlannedActivity, 'order' | 'startTime' | 'endTime'>>;

export function toActivity(
  a: Planned | SuggestedActivity,
  ctx: {
    id: string;
    day: number;
    order?: number;
    source: PoolSource;
    destinationName: string;
    dietary: string[];
    /** Credit for a description taken from elsewhere. */
    credit?: TextCredit;
    /** When the place can be visited on the trip's dates, for re-timing in the builder. */
    timing?: ActivityTiming;
  },
): ActivityInput {
  const meal = a.type === 'lunch' || a.type === 'dinner';
  // The photo shows the place; a meal's title is "Lunch at X".
  const placeName = meal ? a.title.replace(/^(Lunch|Dinner) at /, '') : a.title;
  return {
    id: ctx.id,
    title: a.title,
    description: a.description,
    day: ctx.day,
    timeSegment: a.timeSegment,
    order: ctx.order ?? ('order' in a && typeof a.order === 'number' ? a.order : 0),
    startTime: 'startTime' in a ? a.startTime : undefined,
    endTime: 'endTime' in a ? a.endTime : undefined,
    duration: a.duration,
    location: a.location,
    lat: a.lat,
    lng: a.lng,
    ...('meal' in a && a.meal
      ? { meal: a.meal, dietary: a.dietary ?? [] }
      : a.dietary
        ? { dietary: a.dietary }
        : {}),
    ...('notice' in a && a.notice ? { notice: a.notice } : {}),
    placeId: a.placeId,
    ...(ctx.timing ? { timing: ctx.timing } : {}),
    type: a.type,
    tags: a.tags,
    cost: a.cost,
    mapLink: osmLink(a.lat, a.lng),
    imageUrl: photoUrl(placeName, ctx.destinationName),
    sourceLabel: sourceLabel(a.placeId, ctx.source),
    ...(ctx.credit ? { descriptionCredit: ctx.credit } : {}),
    sourceLink: a.website,
    isVegetarian: meal && ctx.dietary.includes('vegetarian'),
    isCustom: false,
    isSelected: false,
  };
}
