// Request and response schemas of the maps API: the map configuration, the base-map style, the distance
// matrix (Google's response shape, which SPEC.md section 7 names) and road geometry for route lines.
import { z } from 'zod';
import { latLngSchema } from './places.ts';

export const MAP_PROVIDERS = ['offline', 'google', 'style'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

/** Where travel times come from: the embedded estimator, OSRM or Google. */
export const TRAVEL_SOURCES = ['estimate', 'osrm', 'google'] as const;
export type TravelSource = (typeof TRAVEL_SOURCES)[number];

export const mapsConfigSchema = z.object({
  /** SPEC.md: the maps key, or an empty string when none is configured. */
  googleMapsApiKey: z.string(),
  /** The MapLibre style to load: this server's offline or generated style, or MAP_STYLE_URL itself. */
  styleUrl: z.string(),
  attribution: z.string().optional(),
  provider: z.enum(MAP_PROVIDERS),
  /** A traffic overlay exists (MAP_TRAFFIC_URL); never offline. */
  traffic: z.boolean(),
  /** XYZ raster template of the traffic overlay, when `traffic`. */
  trafficTiles: z.string().optional(),
  /** Road geometry and travel times: 'osrm' or 'google' when configured, else 'estimate'. */
  routing: z.enum(TRAVEL_SOURCES),
});
export type MapsConfig = z.infer<typeof mapsConfigSchema>;

export const TRAVEL_MODES = ['driving', 'walking', 'bicycling', 'transit'] as const;
export type TravelModeName = (typeof TRAVEL_MODES)[number];

/** A point: {lat, lng}, or text (an address, a place name, or "lat,lng"). */
export const waypointSchema = z.union([
  latLngSchema,
  z.string().trim().min(1, 'a place must not be empty.').max(300, 'a place must be at most 300 characters.'),
]);
export type Waypoint = z.infer<typeof waypointSchema>;

/** Google's per-request limit: at most 25 origins, 25 destinations and 100 elements. */
export const MATRIX_MAX_SIDE = 25;
export const MATRIX_MAX_ELEMENTS = 100;

export const distanceMatrixRequestSchema = z
  .object({
    origins: z
      .array(waypointSchema, { error: 'origins must be a list of places.' })
      .min(1, 'origins must list at least one place.')
      .max(MATRIX_MAX_SIDE, `origins may list at most ${MATRIX_MAX_SIDE} places.`),
    destinations: z
      .array(waypointSchema, { error: 'destinations must be a list of places.' })
      .min(1, 'destinations must list at least one place.')
      .max(MATRIX_MAX_SIDE, `destinations may list at most ${MATRIX_MAX_SIDE} places.`),
    mode: z
      .enum(TRAVEL_MODES, { error: 'mode must be driving, walking, bicycling or transit.' })
      .default('driving'),
  })
  .refine((r) => r.origins.length * r.destinations.length <= MATRIX_MAX_ELEMENTS, {
    message: `origins x destinations may be at most ${MATRIX_MAX_ELEMENTS} pairs.`,
    path: ['destinations'],
  });
export type DistanceMatrixRequest = z.input<typeof distanceMatrixRequestSchema>;

const textValue = z.object({ text: z.string(), value: z.number() });

export const matrixElementSchema = z.object({
  /** 'OK', 'NOT_FOUND' (a place could not be located), 'ZERO_RESULTS' (no route), or a provider's own. */
  status: z.string(),
  distance: textValue.optional(),
  duration: textValue.optional(),
  /** The mode this element was estimated for (the estimator walks short legs whatever was asked). */
  mode: z.enum(TRAVEL_MODES).optional(),
});
export type MatrixElement = z.infer<typeof matrixElementSchema>;

export const distanceMatrixResponseSchema = z.object({
  status: z.string(),
  origin_addresses: z.array(z.string()).optional(),
  destination_addresses: z.array(z.string()).optional(),
  rows: z.array(z.object({ elements: z.array(matrixElementSchema) })),
  error_message: z.string().optional(),
  source: z.enum(TRAVEL_SOURCES).optional(),
  /** Why the answer is an estimate when a provider is configured. */
  notice: z.string().optional(),
});
export type DistanceMatrixResponse = z.infer<typeof distanceMatrixResponseSchema>;

/** SPEC.md section 8: the message when the travel time could not be calculated. */
export const TRAVEL_TIME_FAILED = 'Failed to calculate travel time';

export const ROUTE_MAX_POINTS = 25;

export const routeRequestSchema = z.object({
  points: z
    .array(latLngSchema, { error: 'points must be a list of {lat, lng}.' })
    .min(2, 'points must list at least 2 places.')
    .max(ROUTE_MAX_POINTS, `points may list at most ${ROUTE_MAX_POINTS} places.`),
  mode: z
    .enum(TRAVEL_MODES, { error: 'mode must be driving, walking, bicycling or transit.' })
    .default('driving'),
});
export type RouteRequest = z.input<typeof routeRequestSchema>;

export const routeResponseSchema = z.object({
  /** [lng, lat] pairs, GeoJSON order. */
  coordinates: z.array(z.tuple([z.number(), z.number()])),
  distanceMeters: z.number(),
  durationSeconds: z.number(),
  /** 'estimate' means straight segments between the stops. */
  source: z.enum(TRAVEL_SOURCES),
  notice: z.string().optional(),
});
export type RouteResponse = z.infer<typeof routeResponseSchema>;
