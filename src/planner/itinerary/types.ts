// The planner's public contract: what goes in (a trip and a pool of real places) and what comes out
// (days of activities with local clock times, ready to become SPEC.md activities).
import type { TimeSegment } from '../../core/constants.ts';
import type { LatLng } from '../../core/geo.ts';
import type { OpeningRange, Place } from '../../core/knowledge.ts';
import type { TripDetails } from '../../core/trip.ts';
import type { Leg, TravelModel } from '../travel.ts';

/** A place with its global id (`${destinationId}/${place.id}`, `osm/node/123`...). */
export type PlannerPlace = Place & {
  gid: string;
  /**
   * Opening ranges on given dates ("YYYY-MM-DD" -> ranges, closing past midnight as 24:00-29:59), when the
   * provider knows them per date (OpenStreetMap's opening_hours with holidays and seasons): they replace
   * `hours`, `seasons` and the closures on those dates.
   */
  datedHours?: Readonly<Record<string, readonly OpeningRange[]>>;
  /** The hours are a conservative guess for the category: the card says to check locally. */
  hoursUnknown?: boolean;
};

/** The trip fields the planner reads (a full TripDetails fits). */
export type PlannerTrip = Pick<
  TripDetails,
  | 'startDate'
  | 'endDate'
  | 'travelers'
  | 'travelStyle'
  | 'interests'
  | 'dietaryPreferences'
  | 'activityLimit'
  | 'activityPace'
>;

export type MealKind = 'lunch' | 'dinner';

export interface PlanTripInput {
  trip: PlannerTrip;
  /** Where each day starts (the city centre or the traveller's lodging). */
  center: LatLng;
  places: readonly PlannerPlace[];
  /** Same input and seed, same plan; another seed gives another good plan. */
  seed: number;
  /** Travel times between points; the embedded estimator by default. */
  travel?: TravelModel;
  /** Global ids that must not be used (regeneration, alternatives). */
  exclude?: readonly string[];
  /** The destination's signature activities ("Ride to the top of the Eiffel Tower"): places they name score more. */
  highlights?: readonly string[];
}

export interface PlannedActivity {
  /** The place's global id. */
  placeId: string;
  title: string;
  description: string;
  /** The segment the start time falls in. */
  timeSegment: TimeSegment;
  /** 0.. within the segment, in time order. */
  order: number;
  /** Local time at the destination, '9:00 AM'. */
  startTime: string;
  endTime: string;
  /** '1 hour 30 minutes', '2 hours', '45 minutes'. */
  duration: string;
  /** The address. */
  location: string;
  lat: number;
  lng: number;
  /** The place's category, or 'lunch' / 'dinner' for a meal. */
  type: string;
  tags: string[];
  cost: string;
  website?: string;
  /** The leg to the day's next activity (absent on the last one). */
  travelToNext?: Leg;
}

export interface PlannedDay {
  /** ISO date. */
  date: string;
  /** 1-based. */
  day: number;
  activities: PlannedActivity[];
}
