// The planner's public contract: what goes in (a trip and a pool of real places) and what comes out
// (days of activities with local clock times, ready to become SPEC.md activities).
import type { DietaryOption, TimeSegment } from '../../core/constants.ts';
import type { LatLng } from '../../core/geo.ts';
import type { MealTimes, OpeningRange, Place } from '../../core/knowledge.ts';
import type { Holidays } from '../../core/place-calendar.ts';
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
> &
  Partial<Pick<TripDetails, 'accommodation' | 'arrivalTime' | 'departureTime'>>;

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
  /** Global ids of the destination's must-sees: a trip of three days or more includes those open on its dates. */
  mustSee?: readonly string[];
  /** When lunch and dinner usually start at the destination. */
  mealTimes?: MealTimes;
  /**
   * The plan has no meals, for this reason, said in its notice (an expedition region where every meal is served
   * on board).
   */
  noMealsReason?: string;
  /** Diets the destination's guide documents it cannot serve, with the reason (said when a trip asks for one). */
  dietGaps?: Partial<Record<DietaryOption, string>>;
  /** Public holidays of the destination's country on (or around) the trip's dates. */
  holidays?: Holidays;
  /** The destination's IANA time zone, for sunset times. */
  timeZone?: string;
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
  /** Meals: which one, and the diets the place caters for. */
  meal?: MealKind;
  dietary?: DietaryOption[];
  /** What the plan had to compromise here, in words. */
  notice?: string;
}

/** The accommodation when the day leaves it or gets back: "HH:MM" local time. */
export interface DayEndpoint {
  name: string;
  lat: number;
  lng: number;
  time: string;
  /** The leg from the accommodation to the first activity (start), or from the last one back (end). */
  leg: Leg;
}

export interface PlannedDay {
  /** ISO date. */
  date: string;
  /** 1-based. */
  day: number;
  /** With an accommodation: when the traveller leaves it and when they are back. */
  start?: DayEndpoint;
  end?: DayEndpoint;
  activities: PlannedActivity[];
}

export interface PlannedTrip {
  days: PlannedDay[];
  /** What the plan could not do as asked, in words, for the plan's notice. */
  notices: string[];
}
