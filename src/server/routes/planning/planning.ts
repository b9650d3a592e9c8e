// POST /api/generate-itinerary and POST /api/generate-alternatives: plans and suggestions computed by the
// planner from real places (SPEC.md section 7, DESIGN.md section 6).

import { daySchema } from '../../../core/activity.ts';
import {
  alternativesRequestSchema,
  alternativesResponseSchema,
  generateItineraryRequestSchema,
  generateItineraryResponseSchema,
} from '../../../core/api/planning.ts';
import { suggestAlternatives } from '../../../planner/itinerary/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { enforceLimit } from '../../http/limits.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { resolveDestination } from '../../services/destinations/resolve.ts';
import { NoOfflineDataError, placePool } from '../../services/planning/place-pool.ts';
import { inProcessPlanRunner } from '../../services/planning/plan-runner.ts';
import { toActivity } from '../../services/planning/to-activities.ts';

export function planningRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const planner = deps.planner ?? inProcessPlanRunner();

  const poolFor = async (
    trip: Parameters<typeof resolveDestination>[1] & Parameters<typeof placePool>[1]['trip'],
    log: App['log'],
  ) => {
    const resolved = resolveDestination(deps.knowledge, trip);
    try {
      return { resolved, pool: await placePool(resolved, { kb: deps.knowledge, ai: deps.ai, trip, log }) };
    } catch (err) {
      if (err instanceof NoOfflineDataError) throw new HttpError(422, err.message);
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
      const days = await planner.plan({
        trip,
        center: pool.center,
        places: pool.places,
        seed,
        exclude,
        highlights: pool.highlights,
      });
      return {
        seed,
        source: pool.source,
        notice: pool.notice,
        days: days.map((d) =>
          daySchema.parse({
            date: d.date,
            day: d.day,
            activities: d.activities.map((a, i) =>
              toActivity(a, {
                id: `gen-${seed}-${d.day}-${i}`,
                day: d.day,
                source: pool.source,
                destinationName: resolved.name,
                dietary: trip.dietaryPreferences,
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
