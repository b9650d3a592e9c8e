// Saved plans (SPEC.md section 7): list, read, save, save again (update in place) and delete, each scoped to the
// signed-in user. Another user's plan answers 404 exactly like a plan that does not exist.
import negotiate from '@fastify/accept-negotiator';
import {
  deletePlanResponseSchema,
  planIdParamsSchema,
  type SavedPlan,
  savedPlanListSchema,
  savedPlanSchema,
  savePlanSchema,
} from '../../../core/api/itineraries.ts';
import type { AppDeps } from '../../deps.ts';
import { COMPRESSION_THRESHOLD } from '../../http/compression.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { gzippedList, PlanListCache } from './list-cache.ts';
import { createPlan, deletePlan, findPlan, listPlansJson, updatePlan } from './repository.ts';

const NOT_FOUND = 'Saved plan not found.';

export function itineraryRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const lists = new PlanListCache(deps.config.planListCacheBytes);

  app.get(
    '/api/itineraries',
    { preHandler: requireUser, schema: { response: { 200: savedPlanListSchema } } },
    // JSON text built around the stored plans: Fastify sends bytes as they are (the schema documents the shape and
    // the tests hold the text to it), hence the cast.
    async (req, reply) => {
      const user = currentUser(req);
      const list = await lists.list(user.id, user.plansVersion, () => listPlansJson(db, user.id));
      reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
      // Gzipped as other JSON answers are (http/compression.ts), but once per list, from the cache.
      const gzip =
        list.body.length >= COMPRESSION_THRESHOLD &&
        negotiate(req.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';
      if (!gzip) return reply.send(list.body as unknown as SavedPlan[]);
      return reply.header('Content-Encoding', 'gzip').send(gzippedList(list) as unknown as SavedPlan[]);
    },
  );

  app.get(
    '/api/itineraries/:id',
    { preHandler: requireUser, schema: { params: planIdParamsSchema, response: { 200: savedPlanSchema } } },
    async (req) => {
      const plan = await findPlan(db, currentUser(req).id, req.params.id);
      if (!plan) throw notFound(NOT_FOUND);
      return plan;
    },
  );

  app.post(
    '/api/itineraries',
    { preHandler: requireUser, schema: { body: savePlanSchema, response: { 201: savedPlanSchema } } },
    async (req, reply) => {
      const plan = await createPlan(db, currentUser(req).id, req.body);
      return reply.code(201).send(plan);
    },
  );

  app.put(
    '/api/itineraries/:id',
    {
      preHandler: requireUser,
      schema: { params: planIdParamsSchema, body: savePlanSchema, response: { 200: savedPlanSchema } },
    },
    async (req) => {
      const plan = await updatePlan(db, currentUser(req).id, req.params.id, req.body);
      if (!plan) throw notFound(NOT_FOUND);
      return plan;
    },
  );

  // SPEC.md's path: the id may be the saved plan's (itinerary) id or its trip id.
  app.delete(
    '/api/trips/:id',
    {
      preHandler: requireUser,
      schema: { params: planIdParamsSchema, response: { 200: deletePlanResponseSchema } },
    },
    async (req) => {
      const deleted = await deletePlan(db, currentUser(req).id, req.params.id);
      if (!deleted) throw notFound(NOT_FOUND);
      return { ok: true as const, name: deleted.name };
    },
  );
}
