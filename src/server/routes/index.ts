// Every route module, registered in order by buildApp.
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/types.ts';
import { authRoutes } from './auth/auth.ts';
import { healthRoutes } from './health/health.ts';
import { mapsRoutes } from './maps/maps.ts';
import { placesRoutes } from './places/places.ts';

export const routeModules: ((app: App, deps: AppDeps) => void)[] = [
  healthRoutes,
  authRoutes,
  placesRoutes,
  mapsRoutes,
];
