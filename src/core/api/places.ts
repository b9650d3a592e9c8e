// Request and response schemas of the places API: destination search (autocomplete), text search, details,
// nearby places and photos. Place fields follow the shape SPEC.md section 3 gives (Google's place fields), so
// either provider fits.
import { z } from 'zod';
import { resolvedPlaceSchema } from '../trip.ts';

/** At most this many places in one answer. */
export const DESTINATION_RESULTS_LIMIT = 8;
/** Queries shorter than this (after trimming) answer no places rather than an error. */
export const DESTINATION_QUERY_MIN = 2;
export const DESTINATION_QUERY_MAX = 200;

export const destinationQuerySchema = z.object({
  q: z
    .string({ error: 'Type the name of a place to search for.' })
    .max(DESTINATION_QUERY_MAX, `Search for at most ${DESTINATION_QUERY_MAX} characters.`),
});
export type DestinationQuery = z.infer<typeof destinationQuerySchema>;

/**
 * One place: id, name, 'City, Region, Country', coordinates, time zone and country code; `guide` when a full guide
 * (the knowledge base) serves it.
 */
export const destinationSuggestionSchema = resolvedPlaceSchema.extend({ guide: z.boolean().optional() });
export type DestinationSuggestion = z.infer<typeof destinationSuggestionSchema>;

export const destinationResultsSchema = z.object({
  results: z.array(destinationSuggestionSchema).max(DESTINATION_RESULTS_LIMIT),
});
export type DestinationResults = z.infer<typeof destinationResultsSchema>;

// Text search, details, nearby places and photos (the map and the place popover).

export const latLngSchema = z.object({
  lat: z
    .number({ error: 'lat must be a number.' })
    .min(-90, 'lat must be -90 to 90.')
    .max(90, 'lat must be -90 to 90.'),
  lng: z
    .number({ error: 'lng must be a number.' })
    .min(-180, 'lng must be -180 to 180.')
    .max(180, 'lng must be -180 to 180.'),
});
export type LatLngValue = z.infer<typeof latLngSchema>;

/** Where an answer came from: the embedded knowledge base or Google Places. */
export const PLACE_SOURCES = ['knowledge', 'google'] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

export const placeSearchRequestSchema = z.object({
  query: z
    .string({ error: 'Query is required.' })
    .trim()
    .min(2, 'Query must be at least 2 characters.')
    .max(200, 'Query must be at most 200 characters.'),
  near: latLngSchema.optional(),
});
export type PlaceSearchRequest = z.infer<typeof placeSearchRequestSchema>;

const geometry = z.object({ location: latLngSchema });

export const placeSearchResultSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  geometry,
});
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

export const placeSearchResponseSchema = z.object({
  results: z.array(placeSearchResultSchema),
  source: z.enum(PLACE_SOURCES),
  /** Set when the configured provider failed and the knowledge base answered instead. */
  notice: z.string().optional(),
});
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

export const placeReviewSchema = z.object({
  text: z.string(),
  author_name: z.string(),
  rating: z.number().optional(),
});
export type PlaceReview = z.infer<typeof placeReviewSchema>;

export const placePhotoSchema = z.object({
  /** Same-origin image address (the photos endpoint). */
  url: z.string(),
  /** 'illustration' for the generated offline pictures, which are not photographs. */
  kind: z.enum(['photo', 'illustration']),
  attribution: z.string().optional(),
});
export type PlacePhoto = z.infer<typeof placePhotoSchema>;

export const placeDetailsSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  rating: z.number().optional(),
  formatted_address: z.string(),
  opening_hours: z
    .object({
      /** Absent when the provider does not know. */
      open_now: z.boolean().optional(),
      /** "Monday: 9:00 AM – 6:00 PM", Monday first. */
      weekday_text: z.array(z.string()),
    })
    .optional(),
  reviews: z.array(placeReviewSchema).optional(),
  website: z.string().optional(),
  geometry,
  photos: z.array(placePhotoSchema),
  category: z.string().optional(),
  source: z.enum(PLACE_SOURCES),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const placeDetailsResponseSchema = z.object({ result: placeDetailsSchema });
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponseSchema>;

export const placeIdParamsSchema = z.object({
  placeId: z.string().trim().min(1, 'Place id is required.').max(300, 'Place id is too long.'),
});

const queryNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number.` })
    .refine(Number.isFinite, `${field} must be a number.`)
    .pipe(
      z
        .number()
        .min(min, `${field} must be ${min} to ${max}.`)
        .max(max, `${field} must be ${min} to ${max}.`),
    );

export const NEARBY_MAX_RADIUS_KM = 25;
export const NEARBY_MAX_LIMIT = 100;

export const nearbyQuerySchema = z.object({
  lat: queryNumber('lat', -90, 90),
  lng: queryNumber('lng', -180, 180),
  radiusKm: queryNumber('radiusKm', 0.1, NEARBY_MAX_RADIUS_KM).default(3),
  limit: queryNumber('limit', 1, NEARBY_MAX_LIMIT)
    .pipe(z.number().int('limit must be a whole number.'))
    .default(40),
});
export type NearbyQuery = z.input<typeof nearbyQuerySchema>;

export const nearbyPlaceSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  category: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number(),
  rating: z.number().optional(),
});
export type NearbyPlaceItem = z.infer<typeof nearbyPlaceSchema>;
export const nearbyResponseSchema = z.object({ places: z.array(nearbyPlaceSchema) });
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

export const photoQuerySchema = z.object({
  query: z
    .string({ error: 'query is required.' })
    .trim()
    .min(2, 'query must be at least 2 characters.')
    .max(200, 'query must be at most 200 characters.'),
  /** Generated illustrations only: square for card thumbnails, wide (8:5) by default, banner (2:1). */
  shape: z
    .enum(['square', 'wide', 'banner'], { error: 'shape must be square, wide or banner.' })
    .default('wide'),
});

/** The photos endpoint's address for a place, or a place name and country. */
export function placePhotoUrl(query: string): string {
  return `/api/places/photos?query=${encodeURIComponent(query)}`;
}

/** The details endpoint's address; knowledge-base ids contain a slash, so the id is encoded. */
export function placeDetailsUrl(placeId: string): string {
  return `/api/places/${encodeURIComponent(placeId)}`;
}

/** How many places one Open Now request may ask about (a day holds at most a few dozen activities). */
export const OPEN_NOW_MAX_IDS = 50;

/** GET /api/places/open-now?ids=a,b,c: whether each place is open now, in one request for a day's cards. */
export const openNowQuerySchema = z.object({
  ids: z
    .string({ error: 'Give the place ids, separated by commas.' })
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().max(300, 'Place id is too long.'))
        .min(1, 'Give at least one place id.')
        .max(OPEN_NOW_MAX_IDS, `Give at most ${OPEN_NOW_MAX_IDS} place ids.`),
    ),
});

/** Each asked id: open now, closed now, or null when unknown (no hours, an unknown place, a failed provider). */
export const openNowResponseSchema = z.object({ openNow: z.record(z.string(), z.boolean().nullable()) });
export type OpenNowResponse = z.infer<typeof openNowResponseSchema>;

export function openNowUrl(placeIds: readonly string[]): string {
  return `/api/places/open-now?ids=${placeIds.map(encodeURIComponent).join(',')}`;
}

/** Photograph widths the server asks Wikimedia Commons for: card thumbnails, popovers, explorer cards (2x). */
export const PICTURE_WIDTHS = [160, 320, 640] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** GET /api/places/pictures?ids=a,b&width=160: each place's photograph, or null (the illustration stays). */
export const picturesQuerySchema = openNowQuerySchema.extend({
  width: z.coerce
    .number({ error: 'width must be a number.' })
    .pipe(
      z.union(
        PICTURE_WIDTHS.map((w) => z.literal(w)),
        { error: `width must be one of ${PICTURE_WIDTHS.join(', ')}.` },
      ),
    )
    .default(320),
});

/** A Wikimedia Commons photograph of a place (its Wikidata image, P18), sized for its slot. */
export const placePictureSchema = z.object({
  /** The thumbnail's address (Wikimedia's image server). */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The author as Commons credits them (plain text). */
  author: z.string(),
  /** The licence's short name, e.g. "CC BY-SA 4.0" or "Public domain". */
  license: z.string(),
  licenseUrl: z.string().optional(),
  /** The file's page on Commons: the full credit and terms. */
  fileUrl: z.string(),
  /** What the photograph shows, when it is not the place itself (a destination shown by its best-known sight). */
  subject: z.string().optional(),
});
export type PlacePicture = z.infer<typeof placePictureSchema>;

export const picturesResponseSchema = z.object({
  pictures: z.record(z.string(), placePictureSchema.nullable()),
  /** Set when Wikimedia could not be reached and nothing was cached: the illustrations stay. */
  notice: z.string().optional(),
});
export type PicturesResponse = z.infer<typeof picturesResponseSchema>;

export function picturesUrl(
  placeIds: readonly string[],
  width: PictureWidth,
  base = '/api/places/pictures',
): string {
  return `${base}?ids=${placeIds.map(encodeURIComponent).join(',')}&width=${width}`;
}
