// Pages behind sign-in, loaded on demand so the landing page stays small.
import { type ComponentType, lazy } from 'react';

export const protectedPages: { path: string; Page: ComponentType }[] = [
  {
    path: '/trip-details',
    Page: lazy(() => import('../pages/TripDetailsPage.tsx').then((m) => ({ default: m.TripDetailsPage }))),
  },
  {
    path: '/itinerary-builder',
    Page: lazy(() =>
      import('../pages/ItineraryBuilderPage.tsx').then((m) => ({ default: m.ItineraryBuilderPage })),
    ),
  },
];
