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

export class OpenDataPoolProvider implements PoolProvider {
  readonly source = 'open-data' as const;
  readonly label = 'OpenStreetMap';

  constructor(private readonly provider: OpenDataProvider) {}

  async destinationPlaces(area: ProviderArea, trip: TripDetails): Promise<ProvidedPlaces> {
    const fetching = this.provider.area({
      center: area.center,
      population: area.population,
      countryCode: area.countryCode,
    });
    // A traveller waits OPEN_DATA_TIMEOUT_MS at most; a slower area goes on being fetched (and cached) for the next
    // plan, which joins the same fetch while it runs.
    fetching.catch(() => {});
    const answer = await Promise.race([
      fetching,
      sleep(this.provider.config.timeoutMs, undefined, { ref: false }).then(() => {
        throw new StillFetchingError(this.label);
      }),
    ]);
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
    const answer = await this.provider.area({
      center: area.center,
      population: area.population,
      countryCode: area.countryCode,
      foodOnly: true,
    });
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
