// Every route module, registered in order by buildApp.
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/types.ts';
import { authRoutes } from './auth/auth.ts';
import { bookmarkRoutes } from './bookmarks/bookmarks.ts';
import { chatRoutes } from './chat/chat.ts';
import { destinationRoutes } from './destinations/destinations.ts';
import { exportRoutes } from './exports/exports.ts';
import { healthRoutes } from './health/health.ts';
import { itineraryRoutes } from './itineraries/itineraries.ts';
import { mapsRoutes } from './maps/maps.ts';
import { placesRoutes } from './places/places.ts';
import { planningRoutes } from './planning/planning.ts';
import { profileRoutes } from './profile/profile.ts';
import { recommendationRoutes } from './recommendations/recommendations.ts';
import { sendItineraryRoutes } from './send-itinerary/send-itinerary.ts';
import { shareRoutes } from './share/share.ts';
import { tipsRoutes } from './tips/tips.ts';

export const routeModules: ((app: App, deps: AppDeps) => void)[] = [
  healthRoutes,
  authRoutes,
  exportRoutes,
  sendItineraryRoutes,
  shareRoutes,
  itineraryRoutes,
  planningRoutes,
  tipsRoutes,
  destinationRoutes,
  chatRoutes,
  recommendationRoutes,
  bookmarkRoutes,
  profileRoutes,
  placesRoutes,
  mapsRoutes,
];
