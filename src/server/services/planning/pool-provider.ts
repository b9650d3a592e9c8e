// What a networked place provider (open data, Google Places) gives the place pool: the places of a destination
// without a guide, and food places near a guide's places. Implementations cache, rate limit and fall back inside;
// a method throws ProviderError only when it has nothing at all to give.
import type { LatLng } from '../../../core/geo.ts';
import type { TripDetails } from '../../../core/trip.ts';
import type { PlannerPlace } from '../../../planner/itinerary/index.ts';

/** Credit for a place's description taken from elsewhere (Wikipedia's CC BY-SA text). */
export interface TextCredit {
  source: string;
  licence: string;
  url: string;
}

export type ProvidedPlace = PlannerPlace & { credit?: TextCredit };

export interface ProviderArea {
  /** "Lyon" */
  name: string;
  center: LatLng;
  countryCode?: string;
  population?: number;
}

export interface ProvidedPlaces {
  places: ProvidedPlace[];
  /** The credit the data requires wherever it is shown ("© OpenStreetMap contributors"). */
  attribution: string;
  /** The places come from an expired copy: the service failed. */
  stale?: boolean;
}

/** The provider is still gathering the places: they will serve a plan made a little later. */
export class StillFetchingError extends Error {
  constructor(readonly provider: string) {
    super(`${provider}: still gathering places`);
    this.name = 'StillFetchingError';
  }
}

export interface PoolProvider {
  readonly source: 'open-data' | 'google';
  /** A label for notices and logs ("OpenStreetMap"). */
  readonly label: string;
  /** Sights and food places of a destination. */
  destinationPlaces(area: ProviderArea, trip: TripDetails): Promise<ProvidedPlaces>;
  /** Food and drink places near the given points (a guide's places), for meals with more variety. */
  foodNear(area: ProviderArea, near: readonly LatLng[], trip: TripDetails): Promise<ProvidedPlaces>;
}
