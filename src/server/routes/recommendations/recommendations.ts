// POST /api/destination-recommendations: the explorer's ranked destinations for a travel profile, from the
// embedded knowledge base, each with the gazetteer place the planner will use.
import { recommendationsResponseSchema, suggestionRequestSchema } from '../../../core/api/recommendations.ts';
import type { Destination } from '../../../core/knowledge.ts';
import type { ResolvedPlace } from '../../../core/trip.ts';
import { findPlacesNamed, getKnowledgeBase, getPlaceById } from '../../../knowledge/index.ts';
import { recommendDestinations } from '../../../planner/recommend.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';

/** The destination's city in the gazetteer, as the trip form would have resolved it. */
export function gazetteerPlace(d: Destination): ResolvedPlace | undefined {
  const p = getPlaceById(d.geonameId);
  if (!p) return undefined;
  return {
    id: p.id,
    name: p.name,
    formatted: p.formatted,
    lat: p.lat,
    lng: p.lng,
    timeZone: p.timeZone,
    countryCode: p.countryCode,
  };
}

const citiesNamed = (name: string) => findPlacesNamed(name).map((p) => Number(p.id));

export function recommendationRoutes(app: App, _deps: AppDeps) {
  app.post(
    '/api/destination-recommendations',
    {
      preHandler: requireUser,
      schema: { body: suggestionRequestSchema, response: { 200: recommendationsResponseSchema } },
    },
    async (req) =>
      recommendDestinations(req.body, getKnowledgeBase().destinations(), {
        placeOf: gazetteerPlace,
        citiesNamed,
        placesOf: (d) => getKnowledgeBase().placesOf(d.id),
      }),
  );
}
