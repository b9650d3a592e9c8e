// Destination search for the trip form's combobox: GET /api/places/autocomplete?q=...
import {
  DESTINATION_RESULTS_LIMIT,
  destinationQuerySchema,
  destinationResultsSchema,
} from '../../../core/api/places.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { createDestinationSearch } from '../../services/destination-search/destination-search.ts';

export function destinationRoutes(app: App, deps: AppDeps) {
  const search =
    deps.destinationSearch ??
    createDestinationSearch(
      deps.config,
      (err) => app.log.warn({ err }, 'Google Places search failed; answered from the gazetteer'),
      {
        kb: deps.knowledge,
        geocoder: deps.openData?.geocoder,
        onGeocoderError: (err) => app.log.warn({ err }, 'geocoder failed; answered from the gazetteer alone'),
      },
    );

  app.get(
    '/api/places/autocomplete',
    {
      preHandler: requireUser,
      schema: { querystring: destinationQuerySchema, response: { 200: destinationResultsSchema } },
    },
    async (req) => ({ results: await search.search(req.query.q, DESTINATION_RESULTS_LIMIT) }),
  );
}
