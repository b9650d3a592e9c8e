// The open-data provider behind the place pool: an area's places from the cache or the services, as the
// planner's places for the trip's dates and diets.

import { setTimeout as sleep } from 'node:timers/promises';
import { tripLength } from '../../../core/dates.ts';
import type { LatLng } from '../../../core/geo.ts';
import type { TripDetails } from '../../../core/trip.ts';
import {
  type PoolProvider,
  type ProvidedPlaces,
  type ProviderArea,
  StillFetchingError,
} from '../planning/pool-provider.ts';
import { datesOfTrip } from './hours.ts';
import { limitsFor, plannerPlaces } from './planner-places.ts';
import { type OpenDataProvider, OSM_ATTRIBUTION } from './provider.ts';

/** Food places added to a guide destination's pool at most (the guide's stay first). */
const GUIDE_FOOD = 120;

/** Overpass answering one request for this long: travellers do not wait for it (their requests queue behind). */
const STALLED_MS = 2500;
const CACHE_READ_MS = 500;

export class OpenDataPoolProvider implements PoolProvider {
  readonly source = 'open-data' as const;
  readonly label = 'OpenStreetMap';

  constructor(private readonly provider: OpenDataProvider) {}

  /**
   * The area when it comes within `waitMs`; otherwise StillFetchingError, and the fetch goes on (and is cached) for
   * the next plan, which joins it while it runs. While Overpass is stalled on an earlier request, only the cache is
   * waited for.
   */
  private within<T>(fetching: Promise<T>, waitMs: number): Promise<T> {
    fetching.catch(() => {});
    // Stalled: only long enough to read what the table already holds.
    const wait =
      this.provider.services.overpass.stalledMs() > STALLED_MS ? Math.min(waitMs, CACHE_READ_MS) : waitMs;
    return Promise.race([
      fetching,
      sleep(wait, undefined, { ref: false }).then(() => {
        throw new StillFetchingError(this.label);
      }),
    ]);
  }

  async destinationPlaces(area: ProviderArea, trip: TripDetails): Promise<ProvidedPlaces> {
    const fetching = this.provider.area({
      center: area.center,
      population: area.population,
      countryCode: area.countryCode,
    });
    const answer = await this.within(fetching, this.provider.config.timeoutMs);
    return {
      places: plannerPlaces(
        answer.area.places,
        {
          areaName: area.name,
          countryCode: area.countryCode,
          dates: datesOfTrip(trip.startDate, trip.endDate),
          dietary: trip.dietaryPreferences,
          interests: trip.interests,
        },
        limitsFor(tripLength(trip.startDate, trip.endDate), trip.activityLimit),
      ),
      attribution: OSM_ATTRIBUTION,
      ...(answer.state === 'stale' ? { stale: true } : {}),
    };
  }

  async foodNear(area: ProviderArea, near: readonly LatLng[], trip: TripDetails): Promise<ProvidedPlaces> {
    const fetching = this.provider.area({
      center: area.center,
      population: area.population,
      countryCode: area.countryCode,
      foodOnly: true,
    });
    const answer = await this.within(fetching, this.provider.config.timeoutMs);
    return {
      places: plannerPlaces(
        answer.area.places,
        {
          areaName: area.name,
          countryCode: area.countryCode,
          dates: datesOfTrip(trip.startDate, trip.endDate),
          dietary: trip.dietaryPreferences,
        },
        { sights: 0, food: GUIDE_FOOD, near },
      ),
      attribution: OSM_ATTRIBUTION,
      ...(answer.state === 'stale' ? { stale: true } : {}),
    };
  }
}
