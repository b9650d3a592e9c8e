// POST /api/generate-itinerary and POST /api/generate-alternatives: plans and suggestions computed by the
// planner from real places (SPEC.md section 7, DESIGN.md section 6).

import { daySchema } from '../../../core/activity.ts';
import {
  alternativesRequestSchema,
  alternativesResponseSchema,
  generateItineraryRequestSchema,
  generateItineraryResponseSchema,
} from '../../../core/api/planning.ts';
import { addDays, tripLength } from '../../../core/dates.ts';
import { haversineKm } from '../../../core/geo.ts';
import type { TripDetails } from '../../../core/trip.ts';
import {
  activityTiming,
  type DayEndpoint,
  type MealKind,
  mealWindowsOf,
  type PlannerPlace,
  suggestAlternatives,
} from '../../../planner/itinerary/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { enforceLimit } from '../../http/limits.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { type ResolvedDestination, resolveDestination } from '../../services/destinations/resolve.ts';
import { publicHolidays } from '../../services/holidays/holidays.ts';
import { GooglePoolProvider } from '../../services/places/google-pool.ts';
import { NoOfflineDataError, placePool } from '../../services/planning/place-pool.ts';
import { inProcessPlanRunner } from '../../services/planning/plan-runner.ts';
import type { PoolProvider } from '../../services/planning/pool-provider.ts';
import { toActivity } from '../../services/planning/to-activities.ts';

/** Places a trip may be planned from lie this far from the destination's centre unless it says otherwise. */
const DEFAULT_AREA_KM = 40;

/** The accommodation must lie in the destination's area: a hotel in another city cannot start its days. */
function checkAccommodation(trip: TripDetails, resolved: ResolvedDestination) {
  const acc = trip.accommodation;
  if (!acc || resolved.kind === 'unknown') return;
  const radius =
    resolved.kind === 'knowledge' ? (resolved.destination.radiusKm ?? DEFAULT_AREA_KM) : DEFAULT_AREA_KM;
  const km = haversineKm(acc, resolved.center);
  if (km <= radius) return;
  const message = `The accommodation is ${Math.round(km)} km from ${resolved.name.split(',')[0]}: choose a place to stay within ${radius} km of the destination.`;
  throw new HttpError(400, `tripDetails.accommodation: ${message}`, {
    issues: [{ path: 'tripDetails.accommodation', message }],
  });
}

/** The trip's dates and the day before (late hours spill over midnight). */
function tripDates(trip: TripDetails): string[] {
  const n = tripLength(trip.startDate, trip.endDate);
  return Array.from({ length: n + 1 }, (_, i) => addDays(trip.startDate, i - 1));
}

/** Each activity's timing on the trip's dates (open ranges, meal window, shows, dusk), for re-timing edits. */
function timingFor(
  trip: TripDetails,
  pool: {
    places: readonly PlannerPlace[];
    mealTimes?: Parameters<typeof mealWindowsOf>[0];
  },
  holidays: Record<string, string>,
  timeZone: string | undefined,
) {
  const dates = Array.from({ length: tripLength(trip.startDate, trip.endDate) }, (_, i) =>
    addDays(trip.startDate, i),
  );
  const byId = new Map(pool.places.map((p) => [p.gid, p]));
  const mealWindows = mealWindowsOf(pool.mealTimes);
  return (placeId: string | undefined, type: string | undefined) => {
    const place = placeId ? byId.get(placeId) : undefined;
    if (!place) return undefined;
    const meal: MealKind | undefined = type === 'lunch' || type === 'dinner' ? type : undefined;
    return activityTiming(place, { dates, holidays, meal, mealWindows, timeZone });
  };
}

export function planningRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const planner = deps.planner ?? inProcessPlanRunner();
  const providers = poolProviders(deps);
  if (!providers.length && !deps.ai) {
    // Advice for the operator, never for travellers: their message only says what they can do.
    app.log.info(
      'Destinations without a guide are planned from the offline Wikidata list only: set OPEN_DATA=on (the default) ' +
        'or point OVERPASS_URL at a reachable Overpass server, or configure AI_BASE_URL and AI_MODEL (docs/operations.md).',
    );
  }

  const poolFor = async (trip: TripDetails, log: App['log']) => {
    const resolved = resolveDestination(deps.knowledge, trip);
    checkAccommodation(trip, resolved);
    try {
      return {
        resolved,
        pool: await placePool(resolved, { kb: deps.knowledge, ai: deps.ai, trip, log, providers }),
      };
    } catch (err) {
      if (err instanceof NoOfflineDataError) {
        log.warn(
          { destination: resolved.name },
          'no plan possible: no provider could serve this destination',
        );
        throw new HttpError(422, err.message);
      }
      throw err;
    }
  };

  app.post(
    '/api/generate-itinerary',
    {
      preHandler: requireUser,
      schema: { body: generateItineraryRequestSchema, response: { 200: generateItineraryResponseSchema } },
    },
    async (req) => {
      const user = currentUser(req);
      await enforceLimit(db, `generate:${user.id}`, deps.limits.generationPerUser, 'itinerary requests');
      const { tripDetails: trip, exclude } = req.body;
      const seed = req.body.seed ?? 1;
      const { resolved, pool } = await poolFor(trip, req.log);
      const countryCode =
        resolved.kind === 'knowledge'
          ? resolved.destination.countryCode
          : resolved.kind === 'place'
            ? resolved.countryCode
            : undefined;
      const holidays = publicHolidays(countryCode, tripDates(trip));
      const plan = await planner.plan({
        trip,
        center: pool.center,
        places: pool.places,
        seed,
        exclude,
        highlights: pool.highlights,
        mustSee: pool.mustSee,
        mealTimes: pool.mealTimes,
        ...(pool.noMealsReason ? { noMealsReason: pool.noMealsReason } : {}),
        ...(pool.dietGaps ? { dietGaps: pool.dietGaps } : {}),
        holidays,
        timeZone: resolved.kind === 'unknown' ? undefined : resolved.timeZone,
      });
      const notice = [pool.notice, ...plan.notices].filter(Boolean).join(' ');
      // A guide's plan that took none of the extra open-data places is the guide's alone.
      const mixedButUnused =
        pool.source === 'mixed' &&
        !plan.days.some((d) => d.activities.some((a) => !pool.guideGids?.has(a.placeId)));
      const source = mixedButUnused ? 'knowledge-base' : pool.source;
      const timing = timingFor(
        trip,
        pool,
        holidays,
        resolved.kind === 'unknown' ? undefined : resolved.timeZone,
      );
      return {
        seed,
        source,
        ...(notice ? { notice } : {}),
        ...(pool.attribution && !mixedButUnused ? { attribution: pool.attribution } : {}),
        holidays: Object.entries(holidays)
          .filter(([date]) => date >= trip.startDate && date <= trip.endDate)
          .map(([date, name]) => ({ date, name })),
        days: plan.days.map((d) =>
          daySchema.parse({
            date: d.date,
            day: d.day,
            ...(d.start ? { start: endpointOf(d.start) } : {}),
            ...(d.end ? { end: endpointOf(d.end) } : {}),
            activities: d.activities.map((a, i) =>
              toActivity(a, {
                id: `gen-${seed}-${d.day}-${i}`,
                day: d.day,
                source,
                destinationName: resolved.name,
                dietary: trip.dietaryPreferences,
                credit: pool.credits?.get(a.placeId),
                timing: timing(a.placeId, a.meal),
              }),
            ),
          }),
        ),
      };
    },
  );

  app.post(
    '/api/generate-alternatives',
    {
      preHandler: requireUser,
      schema: { body: alternativesRequestSchema, response: { 200: alternativesResponseSchema } },
    },
    async (req) => {
      const user = currentUser(req);
      await enforceLimit(db, `generate:${user.id}`, deps.limits.generationPerUser, 'itinerary requests');
      const { tripDetails: trip, currentActivities, promptId } = req.body;
      const day = req.body.day ?? currentActivities[0]?.day ?? 1;
      const { resolved, pool } = await poolFor(trip, req.log);
      const date = new Date(Date.parse(`${trip.startDate}T00:00:00Z`) + (day - 1) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const countryCode =
        resolved.kind === 'knowledge'
          ? resolved.destination.countryCode
          : resolved.kind === 'place'
            ? resolved.countryCode
            : undefined;
      const timing = timingFor(
        trip,
        pool,
        publicHolidays(countryCode, tripDates(trip)),
        resolved.kind === 'unknown' ? undefined : resolved.timeZone,
      );
      const suggestions = suggestAlternatives({
        trip,
        prompt: promptId,
        places: pool.places,
        dayActivities: currentActivities.filter((a) => a.day === day),
        exclude: currentActivities.flatMap((a) => (a.placeId ? [a.placeId] : [])),
        date,
        limit: 6,
      });
      return {
        source: pool.source,
        notice: pool.notice,
        alternatives: suggestions.map((s, i) => ({
          ...toActivity(s, {
            id: `alt-${promptId}-${day}-${i}`,
            day,
            order: i,
            source: pool.source,
            destinationName: resolved.name,
            dietary: trip.dietaryPreferences,
            credit: pool.credits?.get(s.placeId),
            timing: timing(s.placeId, s.type),
          }),
          id: `alt-${promptId}-${day}-${i}`,
          isCustom: false,
          isVegetarian: false,
          isSelected: false,
        })),
      };
    },
  );
}

/** The networked place providers, in the order they are tried: Google Places when configured, then open data. */
function poolProviders(deps: AppDeps): PoolProvider[] {
  const list: PoolProvider[] = [];
  const google = deps.config.googleMapsApiKey;
  if (google) {
    list.push(
      new GooglePoolProvider({
        apiKey: google,
        baseUrl: deps.config.googlePlacesBaseUrl,
        timeoutMs: deps.config.mapsProviderTimeoutMs,
      }),
    );
  }
  if (deps.openData) list.push(deps.openData.pool);
  return list;
}

function endpointOf(e: DayEndpoint) {
  return { name: e.name, lat: e.lat, lng: e.lng, time: e.time, travel: e.leg };
}
