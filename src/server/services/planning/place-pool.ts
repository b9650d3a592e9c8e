// The places a plan is built from, never invented ones: a guide destination's places (with food places from open
// data near them, when they come in time); for any other place, a networked provider's (Google Places when
// configured, OpenStreetMap), else the nearby guide's (saying so), else real places an AI proposes (validated),
// else the cleaned offline Wikidata places; when none can serve, plain words and nearby guide destinations.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { PlanSource } from '../../../core/api/planning.ts';
import { DIETARY_OPTIONS, INTERESTS, TIME_SEGMENTS } from '../../../core/constants.ts';
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import type { Destination } from '../../../core/knowledge.ts';
import {
  MEALS,
  type MealTimes,
  openingHours,
  PLACE_CATEGORIES,
  placeSchema,
} from '../../../core/knowledge.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { type KnowledgeBase, normalizeText } from '../../../knowledge/index.ts';
import type { PlannerPlace, PlanTripInput } from '../../../planner/itinerary/index.ts';
import type { AiService } from '../ai/ai.ts';
import { guidesNear, type ResolvedDestination } from '../destinations/resolve.ts';
import {
  type PoolProvider,
  type ProvidedPlace,
  type ProviderArea,
  StillFetchingError,
  type TextCredit,
} from './pool-provider.ts';
import { wikidataFallbackPlaces } from './wikidata-fallback.ts';

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
  /** Diets the guide documents it cannot serve there, with the reason. */
  dietGaps?: PlanTripInput['dietGaps'];
  notice?: string;
  /** The credit the data requires, shown with the plan ("© OpenStreetMap contributors"). */
  attribution?: string;
  /** Credits of descriptions taken from elsewhere, by place gid. */
  credits?: ReadonlyMap<string, TextCredit>;
  /** In a mixed pool, the global ids of the guide's own places. */
  guideGids?: ReadonlySet<string>;
}

/** No plan can be made: the message says why and what the traveller can do instead. */
export class NoOfflineDataError extends Error {}

/** Fewer located places than this cannot make a plan worth showing. */
export const MIN_POOL = 8;
/**
 * A provider's own places around the destination make a plan from this many (a village has few): real places
 * there beat museums 20 km away from the offline list.
 */
export const MIN_PROVIDER_POOL = 4;
const AI_RADIUS_KM = 40;

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
  /** Networked place providers, tried in order (Google Places when configured, then open data). */
  providers?: readonly PoolProvider[];
  /** How long a guide destination's plan waits for open-data food places; the fetch goes on for later plans. */
  guideFoodWaitMs?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

/** A guide's plan waits this long for extra food places at most (it is complete without them). */
export const GUIDE_FOOD_WAIT_MS = 2500;
/** Guide destinations named when no plan can be made, at most this far away. */
const SUGGEST_GUIDES_KM = 600;

const shortName = (name: string) => name.split(',')[0]!.trim();

/** The place pool for a resolved destination, or NoOfflineDataError with a message naming the destination. */
export async function placePool(resolved: ResolvedDestination, opts: PoolOptions): Promise<PlacePool> {
  if (resolved.kind === 'knowledge') return guidePool(resolved.destination, opts);
  const name = resolved.name;
  const failed: string[] = [];
  /** Said at the end of a fallback plan's notice when a provider is still gathering the places. */
  let comingSoon = '';
  if (resolved.kind === 'place') {
    const area: ProviderArea = {
      name: shortName(name),
      center: resolved.center,
      countryCode: resolved.countryCode,
      population: resolved.population,
    };
    for (const provider of opts.providers ?? []) {
      try {
        const got = await provider.destinationPlaces(area, opts.trip);
        if (got.places.length >= MIN_PROVIDER_POOL) {
          return {
            source: provider.source,
            center: resolved.center,
            places: got.places,
            attribution: got.attribution,
            credits: creditsOf(got.places),
            ...(got.stale
              ? {
                  notice: `${provider.label} did not answer just now: this plan uses the places it listed for ${area.name} when last asked.`,
                }
              : {}),
          };
        }
        opts.log?.warn({ provider: provider.label, places: got.places.length }, 'too few places for a plan');
      } catch (err) {
        opts.log?.warn({ err, provider: provider.label }, 'place provider failed');
        failed.push(provider.label);
        if (err instanceof StillFetchingError && !comingSoon) {
          comingSoon = ` ${provider.label} is still being asked for ${area.name}'s places: plan again in a minute to use them if it answers.`;
        }
      }
    }
    const unreachable = failed.length ? `${failed.join(' and ')} did not answer, so ` : '';

    if (resolved.nearGuide) {
      const { destination, km } = resolved.nearGuide;
      const pool = await guidePool(destination, { ...opts, providers: [] });
      return {
        ...pool,
        notice: `${capitalise(unreachable)}${unreachable ? 'this' : 'This'} plan uses ${destination.name}'s guide: ${area.name} has no guide of its own, and ${destination.name} is ${Math.round(km)} km away.${comingSoon}`,
      };
    }

    if (opts.ai) {
      try {
        const places = await aiPool(opts.ai, name, resolved.center, opts.trip);
        if (places.length >= MIN_POOL) {
          return {
            source: 'ai',
            center: resolved.center,
            places,
            ...(unreachable
              ? { notice: `${capitalise(unreachable)}this plan uses places an AI proposed.${comingSoon}` }
              : {}),
          };
        }
      } catch (err) {
        opts.log?.warn({ err }, 'AI place proposal failed');
        failed.push('The AI provider');
      }
    }

    const places = wikidataFallbackPlaces(resolved.center, area.name);
    if (places.length >= MIN_POOL) {
      return {
        source: 'wikidata',
        center: resolved.center,
        places,
        notice:
          `${area.name} has no guide${failed.length ? `, and ${failed.join(' and ')} did not answer` : ''}: ` +
          `this plan uses museums and sights listed in Wikidata, without meals, and their hours are not known. Check times locally.${comingSoon}`,
      };
    }
  }
  throw new NoOfflineDataError(noPlanMessage(resolved, opts.kb, failed) + comingSoon);
}

/** A guide destination's pool, with food places from a provider near its places when they come in time. */
async function guidePool(destination: Destination, opts: PoolOptions): Promise<PlacePool> {
  const places: ProvidedPlace[] = opts.kb.placesOf(destination.id).map((p) => ({ ...p, gid: p.globalId }));
  const center = { lat: destination.lat, lng: destination.lng };
  const base: PlacePool = {
    source: 'knowledge-base',
    center,
    highlights: destination.activities,
    mustSee: (destination.highlights ?? []).map((id) => `${destination.id}/${id}`),
    mealTimes: destination.mealTimes,
    ...(destination.remoteReason ? { noMealsReason: destination.remoteReason } : {}),
    ...(destination.dietGaps ? { dietGaps: destination.dietGaps } : {}),
    places,
  };
  const provider = opts.providers?.[0];
  // Expedition regions plan from their ship and landing sites: no restaurants to add.
  if (!provider || destination.gatewayName || destination.remoteReason) return base;
  const near = places.filter((p) => !p.dayTrip).map((p) => ({ lat: p.lat, lng: p.lng }));
  const area: ProviderArea = {
    name: destination.name,
    center,
    countryCode: destination.countryCode,
    population: Number.POSITIVE_INFINITY,
  };
  const fetching = provider.foodNear(area, near, opts.trip);
  // The fetch goes on after the wait (filling the cache for the next plan); its failure is only logged.
  fetching.catch((err) =>
    opts.log?.warn({ err, provider: provider.label }, 'food places for a guide failed'),
  );
  const extra = await Promise.race([
    fetching.catch(() => undefined),
    sleep(opts.guideFoodWaitMs ?? GUIDE_FOOD_WAIT_MS, undefined, { ref: false }),
  ]);
  if (!extra?.places.length) return base;
  // A place the guide has (same name, close by) is the guide's.
  const known = places.map((p) => ({ key: normalizeText(p.name), lat: p.lat, lng: p.lng }));
  const added = extra.places.filter(
    (p) => !known.some((k) => k.key === normalizeText(p.name) && haversineKm(k, p) < 0.2),
  );
  if (!added.length) return base;
  return {
    ...base,
    source: 'mixed',
    places: [...places, ...added],
    guideGids: new Set(places.map((p) => p.gid)),
    attribution: extra.attribution,
    credits: creditsOf(added),
  };
}

function creditsOf(places: readonly ProvidedPlace[]): ReadonlyMap<string, TextCredit> | undefined {
  const credits = new Map<string, TextCredit>();
  for (const p of places) if (p.credit) credits.set(p.gid, p.credit);
  return credits.size ? credits : undefined;
}

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** Plain words for the traveller: what is missing, and guide destinations nearby to plan instead. */
function noPlanMessage(resolved: ResolvedDestination, kb: KnowledgeBase, failed: readonly string[]): string {
  const name = shortName(resolved.name);
  if (resolved.kind === 'unknown') {
    return `We could not find "${name}" on the map. Choose the destination from the suggestions as you type.`;
  }
  const why = failed.length
    ? `${failed.join(' and ')} did not answer, and we have no places for ${name} offline.`
    : `We have no places for ${name} offline.`;
  const nearby = guidesNear(kb, resolved.center, SUGGEST_GUIDES_KM)
    .slice(0, 3)
    .map((g) => `${g.destination.name} (about ${roundKm(g.km)} km)`);
  const forward = nearby.length
    ? ` Nearby destinations with a guide: ${nearby.join(', ')}.`
    : ' Choose a destination with a guide.';
  return `${why}${forward}${failed.length ? ' Or try again later.' : ''}`;
}

function roundKm(km: number): number {
  return km < 50 ? Math.round(km) : Math.round(km / 10) * 10;
}
