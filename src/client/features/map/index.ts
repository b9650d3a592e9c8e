// The map feature's public face. MapPanel is lazy: importing this module does not load MapLibre.
import { lazy } from 'react';

export const MapPanel = lazy(() => import('./MapPanel.tsx'));
export type { MapPanelProps } from './MapPanel.tsx';
export { applyRouteOrder } from './route-order.ts';
export { optimizeStops, type DayOptimization } from './optimize.ts';
export { toStops, dayOrder } from './stops.ts';
export { PlaceDetailsPopover, NO_DETAILS, DETAILS_FAILED } from './PlaceDetailsPopover.tsx';
export {
  FALLBACK_DISTANCE,
  FALLBACK_DURATION,
  fetchTravelLegs,
  MODE_LABELS,
  requestDistanceMatrix,
  type TravelLeg,
  useTravelTimes,
} from './travel.ts';
export { useMapsConfig } from './api.ts';
export { CRITERION_LABELS, type MapActivity, type MapStop, type RouteCriterion } from './types.ts';
export { useMapPreferences } from './preferences.ts';
