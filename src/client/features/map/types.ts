// What the map feature needs of an activity: one day's activities as the builder holds them.
import type { ActivityTiming } from '../../../core/activity.ts';
import type { TimeSegment } from '../../../core/constants.ts';

export interface MapActivity {
  id: string | number;
  title: string;
  description?: string;
  timeSegment: TimeSegment;
  order: number;
  startTime?: string;
  endTime?: string;
  /** Free-text location, used to find the place when lat/lng are missing. */
  location?: string;
  /** Knowledge-base place id ("destination/place"), when known. */
  placeId?: string;
  lat?: number;
  lng?: number;
  /** A day trip's way from town (the guide's access), as the schedule counts it. */
  timing?: Pick<ActivityTiming, 'accessMinutes' | 'accessMode'>;
}

export type RouteCriterion = 'time' | 'distance';

export const CRITERION_LABELS: Record<RouteCriterion, string> = {
  time: 'Fastest Time',
  distance: 'Shortest Distance',
};

/** An activity placed on the map, numbered in day order. */
export interface MapStop {
  id: string;
  activity: MapActivity;
  number: number;
  lat: number;
  lng: number;
}
