// The map feature's public face. MapPanel is lazy: importing this module does not load MapLibre.
import { lazy } from 'react';

export const MapPanel = lazy(() => import('./MapPanel.tsx'));
export { useMapsConfig, usePrefetchMapsConfig } from './api.ts';
export { useLocatedActivities } from './locate.ts';
export type { MapPanelProps } from './MapPanel.tsx';
export { type DayOptimization, optimizeStops } from './optimize.ts';
export { DETAILS_FAILED, NO_DETAILS, PlaceDetailsPopover } from './PlaceDetailsPopover.tsx';
export { useMapPreferences } from './preferences.ts';
export { applyRouteOrder } from './route-order.ts';
export { dayOrder, toStops } from './stops.ts';
export {
  FALLBACK_DISTANCE,
  FALLBACK_DURATION,
  fetchTravelLegs,
  MODE_LABELS,
  requestDistanceMatrix,
  type TravelLeg,
  useTravelTimes,
} from './travel.ts';
export { CRITERION_LABELS, type MapActivity, type MapStop, type RouteCriterion } from './types.ts';
/** A map to drop a pin on (lazy: MapLibre loads when it is first shown). */
export const PinPicker = lazy(() => import('./PinPicker.tsx'));
export { type DayOptimizationOutcome, optimizeDayInWindows } from './optimize-day.ts';
export type { PinPickerProps } from './PinPicker.tsx';
