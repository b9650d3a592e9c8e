// Pages behind sign-in, loaded on demand so the landing page stays small.
import { type ComponentType, lazy } from 'react';

const DebugMapPage = lazy(() =>
  import('../pages/DebugMapPage.tsx').then((m) => ({ default: m.DebugMapPage })),
);

export const protectedPages: { path: string; Page: ComponentType }[] = [
  {
    path: '/trip-details',
    Page: lazy(() => import('../pages/TripDetailsPage.tsx').then((m) => ({ default: m.TripDetailsPage }))),
  },
  {
    path: '/destination-explorer',
    Page: lazy(() =>
      import('../pages/DestinationExplorerPage.tsx').then((m) => ({ default: m.DestinationExplorerPage })),
    ),
  },
  {
    path: '/profile',
    Page: lazy(() => import('../pages/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage }))),
  },
  { path: '/debug-map', Page: DebugMapPage },
];
