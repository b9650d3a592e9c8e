// Destination search behind one interface: the embedded gazetteer (with the guides, and the online geocoder when
// it finds too little) by default, Google Places when a key is configured, falling back to the gazetteer whenever
// Google fails (routes never know which one answered).
import type { DestinationSuggestion } from '../../../core/api/places.ts';
import type { Config } from '../../config.ts';
import { GazetteerDestinationSearch, type GazetteerSearchOptions } from './gazetteer-search.ts';
import { GooglePlacesDestinationSearch } from './google-places-search.ts';

export interface DestinationSearch {
  /** Places matching what the traveller typed, best first, at most `limit`. Throws when the provider fails. */
  search(query: string, limit: number): Promise<DestinationSuggestion[]>;
}

/** Tries `primary`; when it throws, reports the error and answers from `fallback` instead. */
export class FallbackDestinationSearch implements DestinationSearch {
  constructor(
    private readonly primary: DestinationSearch,
    private readonly fallback: DestinationSearch,
    private readonly onFallback: (err: unknown) => void = () => {},
  ) {}

  async search(query: string, limit: number): Promise<DestinationSuggestion[]> {
    try {
      return await this.primary.search(query, limit);
    } catch (err) {
      this.onFallback(err);
      return this.fallback.search(query, limit);
    }
  }
}

export function createDestinationSearch(
  config: Pick<Config, 'googleMapsApiKey'>,
  onFallback?: (err: unknown) => void,
  embedded: GazetteerSearchOptions = {},
): DestinationSearch {
  const gazetteer = new GazetteerDestinationSearch(embedded);
  if (!config.googleMapsApiKey) return gazetteer;
  return new FallbackDestinationSearch(
    new GooglePlacesDestinationSearch({ apiKey: config.googleMapsApiKey }),
    gazetteer,
    onFallback,
  );
}
