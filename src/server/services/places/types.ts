// The places capability: text search, details and photos, from the knowledge base or Google Places.
import type { PlaceDetails, PlaceSearchResult } from '../../../core/api/places.ts';
import type { LatLng } from '../../../core/geo.ts';
import type { IllustrationShape } from './illustration.ts';

export interface PlaceImage {
  contentType: string;
  body: Buffer | string;
  /** Who must be credited (Google photos). */
  attribution?: string;
}

export interface PlacesProvider {
  readonly source: 'knowledge' | 'google';
  search(query: string, near?: LatLng): Promise<PlaceSearchResult[]>;
  /** Undefined when the provider does not know the id. */
  details(placeId: string): Promise<PlaceDetails | undefined>;
  /** A picture for a place (or "name, country"); `ref` is a provider photo reference from details. */
  /** `shape` shapes a generated illustration (a provider's photograph is what it is). */
  photo(query: string, ref?: string, shape?: IllustrationShape): Promise<PlaceImage | undefined>;
}
