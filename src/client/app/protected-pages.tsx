// Pages behind sign-in, loaded on demand so the landing page stays small.
import { type ComponentType, lazy } from 'react';

const DestinationExplorerPage = lazy(() =>
  import('../pages/DestinationExplorerPage.tsx').then((m) => ({ default: m.DestinationExplorerPage })),
);
const ProfilePage = lazy(() => import('../pages/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));

export const protectedPages: { path: string; Page: ComponentType }[] = [
  { path: '/destination-explorer', Page: DestinationExplorerPage },
  { path: '/profile', Page: ProfilePage },
];
