// The embedded destination search: GeoNames cities from data/gazetteer, in memory, no network.
import type { DestinationSuggestion } from '../../../core/api/places.ts';
import { searchPlaces } from '../../../knowledge/gazetteer.ts';
import type { DestinationSearch } from './destination-search.ts';

export class GazetteerDestinationSearch implements DestinationSearch {
  async search(query: string, limit: number): Promise<DestinationSuggestion[]> {
    return searchPlaces(query, limit).map((p) => ({
      id: p.id,
      name: p.name,
      formatted: p.formatted,
      lat: p.lat,
      lng: p.lng,
      timeZone: p.timeZone,
      countryCode: p.countryCode,
    }));
  }
}
