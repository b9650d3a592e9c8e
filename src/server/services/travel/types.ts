// The travel capability: matrices of distances and durations, and road geometry between stops.
import type { MatrixElement, TravelModeName, TravelSource } from '../../../core/api/maps.ts';
import type { LatLng } from '../../../core/geo.ts';

/** One end of a leg: its coordinates when known, and the caller's text when it gave text. */
export interface Endpoint {
  point?: LatLng;
  text?: string;
}

export interface RouteGeometry {
  /** [lng, lat] pairs. */
  coordinates: [number, number][];
  distanceMeters: number;
  durationSeconds: number;
}

/** A networked provider; it throws ProviderError when it cannot answer, and the service falls back. */
export interface TravelProvider {
  readonly source: Exclude<TravelSource, 'estimate'>;
  readonly label: string;
  /** Modes it answers for; others go to the estimator. */
  supports(mode: TravelModeName): boolean;
  matrix(origins: Endpoint[], destinations: Endpoint[], mode: TravelModeName): Promise<MatrixElement[][]>;
  route?(points: LatLng[], mode: TravelModeName): Promise<RouteGeometry>;
}
