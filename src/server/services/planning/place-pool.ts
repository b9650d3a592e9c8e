// The places a plan is built from: the knowledge base's pack for a known destination; otherwise real places an AI
// proposes (validated), or nearby Wikidata places; never invented ones.
import { z } from 'zod';
import type { PlanSource } from '../../../core/api/planning.ts';
import { DIETARY_OPTIONS, INTERESTS, TIME_SEGMENTS } from '../../../core/constants.ts';
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import {
  MEALS,
  type MealTimes,
  openingHours,
  PLACE_CATEGORIES,
  placeSchema,
  WEEKDAYS,
} from '../../../core/knowledge.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { type KnowledgeBase, normalizeText, wikidataPlacesNear } from '../../../knowledge/index.ts';
import type { PlannerPlace } from '../../../planner/itinerary/index.ts';
import type { AiService } from '../ai/ai.ts';
import type { ResolvedDestination } from '../destinations/resolve.ts';

export type PoolSource = PlanSource;

export interface PlacePool {
  source: PoolSource;
  places: PlannerPlace[];
  center: LatLng;
  /** The destination's signature activities, when known. */
  highlights?: readonly string[];
  /** Global ids of the destination's must-sees. */
  mustSee?: readonly string[];
  /** When lunch and dinner usually start there. */
  mealTimes?: MealTimes;
  /** Why a plan there has no meals (an expedition region: every meal is served on board). */
  noMealsReason?: string;
  notice?: string;
}

export class NoOfflineDataError extends Error {}

/** Fewer located places than this cannot make a plan worth showing. */
export const MIN_POOL = 8;
const WIKIDATA_RADIUS_KM = 25;
const AI_RADIUS_KM = 40;

const ALWAYS_OPEN = Object.fromEntries(
  WEEKDAYS.map((d) => [d, [['00:00', '24:00']]]),
) as PlannerPlace['hours'];

function wikidataPool(center: LatLng, name: string): PlannerPlace[] {
  return wikidataPlacesNear(center.lat, center.lng, WIKIDATA_RADIUS_KM)
    .slice(0, 60)
    .map((w) => {
      const museum = w.kind === 'museum';
      const visitors = w.visitors ? `, about ${w.visitors.toLocaleString('en-US')} visitors a year` : '';
      return {
        id: `wd-${w.qid.toLowerCase()}`,
        gid: `wikidata/${w.qid}`,
        name: w.name,
        lat: w.lat,
        lng: w.lng,
        address: `${w.name}, ${name}`,
        category: museum ? 'museum' : 'attraction',
        tags: museum ? ['museums', 'history'] : ['history', 'photography'],
        description: `${w.name}: a ${museum ? 'museum' : 'sight'} in ${name} listed in Wikidata${visitors}. Opening hours are not known offline; check them before you go.`,
        durationMinutes: museum ? 90 : 60,
        // Hours are unknown; the plan's notice says so rather than pretending to know them.
        hours: ALWAYS_OPEN,
        priceLevel: museum ? 2 : 0,
        cost: 'Check locally',
        segments: ['morning', 'afternoon'],
        rating: w.visitors ? Math.min(5, 3.5 + Math.log10(Math.max(w.visitors, 1)) / 6) : undefined,
        wikidataId: w.qid,
      } satisfies PlannerPlace;
    });
}

const aiPlaceSchema = z.object({
  name: z.string().min(2).max(120),
  lat: z.number(),
  lng: z.number(),
  address: z.string().min(3).max(200),
  category: z.enum(PLACE_CATEGORIES),
  tags: z.array(z.enum(INTERESTS)).min(1).max(4),
  description: z.string().min(40).max(600),
  durationMinutes: z.number().int().min(15).max(480),
  hours: openingHours,
  priceLevel: z.number().int().min(0).max(4),
  cost: z.string().min(1).max(60),
  segments: z.array(z.enum(TIME_SEGMENTS)).min(1),
  meals: z.array(z.enum(MEALS)).optional(),
  dietary: z.array(z.enum(DIETARY_OPTIONS)).optional(),
});
const aiPoolSchema = z.object({ places: z.array(aiPlaceSchema).min(1).max(40) });

const AI_SYSTEM =
  'You are a meticulous local guide. Propose only real, well-known, currently operating places with accurate ' +
  'coordinates and usual opening hours (24-hour "HH:MM" ranges per weekday mon..sun; [] when closed; closing after ' +
  'midnight as 24:00-29:59). Never invent a place. Include restaurants and cafes with the meals they serve and the ' +
  'diets they cater for.';

/** Asks the AI for candidate places, then keeps only valid ones inside the destination, without duplicates. */
export async function aiPool(
  ai: AiService,
  name: string,
  center: LatLng,
  trip: TripDetails,
): Promise<PlannerPlace[]> {
  const { places } = await ai.object({
    schema: aiPoolSchema,
    name: 'places',
    system: AI_SYSTEM,
    prompt:
      `Destination: ${name} (centre ${center.lat.toFixed(4)}, ${center.lng.toFixed(4)}). Traveller: ${trip.travelStyle} ` +
      `style; interests ${trip.interests.join(', ')}; diet ${trip.dietaryPreferences.join(', ') || 'no restrictions'}. ` +
      'Propose 25 to 35 places within 30 km of the centre: sights, museums, parks, viewpoints, markets, ' +
      'neighbourhoods, evening places, and at least 8 restaurants or cafes for lunch and dinner.',
  });
  const seen = new Set<string>();
  const out: PlannerPlace[] = [];
  places.forEach((p, i) => {
    const key = normalizeText(p.name);
    if (seen.has(key) || haversineKm(center, p) > AI_RADIUS_KM) return;
    seen.add(key);
    const id = `ai-${i}-${
      key
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'place'
    }`;
    const parsed = placeSchema.safeParse({ ...p, id });
    if (parsed.success) out.push({ ...parsed.data, gid: `ai/${id}` });
  });
  return out;
}

export interface PoolOptions {
  kb: KnowledgeBase;
  ai?: AiService;
  trip: TripDetails;
  log?: { warn: (obj: object, msg: string) => void };
}

/** The place pool for a resolved destination, or NoOfflineDataError with a message naming the destination. */
export async function placePool(resolved: ResolvedDestination, opts: PoolOptions): Promise<PlacePool> {
  if (resolved.kind === 'knowledge') {
    return {
      source: 'knowledge-base',
      center: resolved.center,
      highlights: resolved.destination.activities,
      mustSee: (resolved.destination.highlights ?? []).map((id) => `${resolved.destination.id}/${id}`),
      mealTimes: resolved.destination.mealTimes,
      ...(resolved.destination.remoteReason ? { noMealsReason: resolved.destination.remoteReason } : {}),
      places: opts.kb.placesOf(resolved.destination.id).map((p) => ({ ...p, gid: p.globalId })),
    };
  }
  const name = resolved.name;
  let aiFailed = false;
  if (resolved.kind === 'place' && opts.ai) {
    try {
      const places = await aiPool(opts.ai, name, resolved.center, opts.trip);
      if (places.length >= MIN_POOL) return { source: 'ai', center: resolved.center, places };
      aiFailed = true;
    } catch (err) {
      opts.log?.warn({ err }, 'AI place proposal failed');
      aiFailed = true;
    }
  }
  if (resolved.kind === 'place') {
    const places = wikidataPool(resolved.center, name.split(',')[0]!);
    if (places.length >= MIN_POOL) {
      return {
        source: 'wikidata',
        center: resolved.center,
        places,
        notice:
          (aiFailed ? 'The AI provider did not answer, so this plan uses offline data. ' : '') +
          `${name} has no detailed offline guide: this plan uses museums and sights listed in Wikidata, without meals or opening hours. Check times locally.`,
      };
    }
  }
  throw new NoOfflineDataError(
    `Offline data for ${name} is missing, so no plan can be made without inventing places.` +
      (opts.ai
        ? ' The AI provider did not answer; please try again later.'
        : ' Choose one of the destinations with offline guides, or ask the operator of this server to enable an AI provider (AI_BASE_URL and AI_MODEL).'),
  );
}
