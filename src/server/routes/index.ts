// Every route module, registered in order by buildApp.
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/types.ts';
import { authRoutes } from './auth/auth.ts';
import { destinationRoutes } from './destinations/destinations.ts';
import { healthRoutes } from './health/health.ts';
import { itineraryRoutes } from './itineraries/itineraries.ts';
import { mapsRoutes } from './maps/maps.ts';
import { placesRoutes } from './places/places.ts';
import { tipsRoutes } from './tips/tips.ts';

export const routeModules: ((app: App, deps: AppDeps) => void)[] = [
  healthRoutes,
  authRoutes,
  itineraryRoutes,
  tipsRoutes,
  destinationRoutes,
  placesRoutes,
  mapsRoutes,
];
