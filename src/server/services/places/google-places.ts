// Google Places API (New): Text Search (places:searchText), Place Details (places/{id}) and Place Photos
// (places/{id}/photos/{ref}/media). Field masks ask only for what the details popover shows.
import { type PlaceDetails, type PlaceSearchResult, placePhotoUrl } from '../../../core/api/places.ts';
import { ProviderError, providerFetch, providerJson } from '../provider-http.ts';
import type { PlacesProvider } from './types.ts';

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';

const LABEL = 'Google Places';
const SEARCH_FIELDS = 'places.id,places.displayName,places.formattedAddress,places.location';
const DETAILS_FIELDS =
  'id,displayName,formattedAddress,location,rating,regularOpeningHours,currentOpeningHours,reviews,websiteUri,photos';
const BIAS_RADIUS_M = 50_000;
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Photo references as details returns them: places/{placeId}/photos/{reference}. */
export const PHOTO_REF = /^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/;
/** Google place ids are URL-safe base64-like tokens. */
const GOOGLE_ID = /^[A-Za-z0-9_-]{10,300}$/;

interface GPlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  rating?: number;
  regularOpeningHours?: { openNow?: boolean; weekdayDescriptions?: string[] };
  currentOpeningHours?: { openNow?: boolean; weekdayDescriptions?: string[] };
  reviews?: {
    rating?: number;
    text?: { text?: string };
    originalText?: { text?: string };
    authorAttribution?: { displayName?: string };
  }[];
  websiteUri?: string;
  photos?: { name?: string; authorAttributions?: { displayName?: string }[] }[];
}

const hasLocation = (p: GPlace) =>
  typeof p.location?.latitude === 'number' && typeof p.location?.longitude === 'number';

export function googlePlaces(opts: { apiKey: string; baseUrl?: string; timeoutMs?: number }): PlacesProvider {
  const base = (opts.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/$/, '');
  const headers = (fieldMask: string) => ({ 'X-Goog-Api-Key': opts.apiKey, 'X-Goog-FieldMask': fieldMask });

  async function searchRaw(query: string, fieldMask: string, near?: { lat: number; lng: number }) {
    const body = {
      textQuery: query,
      pageSize: 10,
      ...(near
        ? {
            locationBias: {
              circle: { center: { latitude: near.lat, longitude: near.lng }, radius: BIAS_RADIUS_M },
            },
          }
        : {}),
    };
    const res = await providerJson<{ places?: GPlace[] }>(LABEL, `${base}/v1/places:searchText`, {
      method: 'POST',
      headers: { ...headers(fieldMask), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: opts.timeoutMs,
    });
    return Array.isArray(res?.places) ? res.places : [];
  }

  return {
    source: 'google',

    async search(query, near): Promise<PlaceSearchResult[]> {
      const places = await searchRaw(query, SEARCH_FIELDS, near);
      return places
        .filter((p) => p.id && hasLocation(p))
        .map((p) => ({
          place_id: p.id!,
          name: p.displayName?.text ?? query,
          formatted_address: p.formattedAddress ?? '',
          geometry: { location: { lat: p.location!.latitude!, lng: p.location!.longitude! } },
        }));
    },

    async details(placeId): Promise<PlaceDetails | undefined> {
      if (!GOOGLE_ID.test(placeId)) return undefined;
      let p: GPlace;
      try {
        p = await providerJson<GPlace>(LABEL, `${base}/v1/places/${encodeURIComponent(placeId)}`, {
          headers: headers(DETAILS_FIELDS),
          timeoutMs: opts.timeoutMs,
        });
      } catch (err) {
        // Google answers 404 for an unknown id and 400 for one it cannot read: both mean "no such place".
        if (err instanceof ProviderError && (err.status === 404 || err.status === 400)) return undefined;
        throw err;
      }
      if (!p || !hasLocation(p)) throw new ProviderError(LABEL, 'answered a place without a location');
      const hours = p.currentOpeningHours ?? p.regularOpeningHours;
      const name = p.displayName?.text ?? '';
      const weekdays = p.regularOpeningHours?.weekdayDescriptions ?? hours?.weekdayDescriptions;
      return {
        place_id: p.id ?? placeId,
        name,
        ...(typeof p.rating === 'number' ? { rating: p.rating } : {}),
        formatted_address: p.formattedAddress ?? '',
        ...(hours
          ? {
              opening_hours: {
                ...(typeof hours.openNow === 'boolean' ? { open_now: hours.openNow } : {}),
                weekday_text: weekdays ?? [],
              },
            }
          : {}),
        ...(p.reviews?.length
          ? {
              reviews: p.reviews
                .map((r) => ({
                  text: r.text?.text ?? r.originalText?.text ?? '',
                  author_name: r.authorAttribution?.displayName ?? 'A Google user',
                  ...(typeof r.rating === 'number' ? { rating: r.rating } : {}),
                }))
                .filter((r) => r.text),
            }
          : {}),
        ...(p.websiteUri ? { website: p.websiteUri } : {}),
        geometry: { location: { lat: p.location!.latitude!, lng: p.location!.longitude! } },
        photos: (p.photos ?? [])
          .filter((ph) => ph.name && PHOTO_REF.test(ph.name))
          .slice(0, 5)
          .map((ph) => {
            const credit = ph.authorAttributions
              ?.map((a) => a.displayName)
              .filter(Boolean)
              .join(', ');
            return {
              url: `${placePhotoUrl(name || placeId)}&ref=${encodeURIComponent(ph.name!)}`,
              kind: 'photo' as const,
              ...(credit ? { attribution: credit } : {}),
            };
          }),
        source: 'google',
      };
    },

    async photo(query, ref) {
      let photo: { name?: string; authorAttributions?: { displayName?: string }[] } | undefined;
      if (ref && PHOTO_REF.test(ref)) photo = { name: ref };
      else {
        const [first] = await searchRaw(query, 'places.id,places.photos');
        photo = first?.photos?.find((ph) => ph.name && PHOTO_REF.test(ph.name));
      }
      if (!photo?.name) return undefined;
      const params = new URLSearchParams({ maxWidthPx: '800', skipHttpRedirect: 'true', key: opts.apiKey });
      const media = await providerJson<{ photoUri?: string }>(
        LABEL,
        `${base}/v1/${photo.name}/media?${params}`,
        {
          timeoutMs: opts.timeoutMs,
        },
      );
      if (!media?.photoUri || !/^https?:\/\//.test(media.photoUri)) {
        throw new ProviderError(LABEL, 'answered no photo address');
      }
      const res = await providerFetch(LABEL, media.photoUri, { timeoutMs: opts.timeoutMs });
      const contentType = res.headers.get('content-type') ?? '';
      if (!res.ok || !/^image\/(jpeg|png|webp|gif)/.test(contentType)) {
        throw new ProviderError(
          LABEL,
          `photo download failed (HTTP ${res.status}, ${contentType || 'no type'})`,
          res.status,
        );
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > PHOTO_MAX_BYTES) throw new ProviderError(LABEL, 'photo is too large');
      const credit = photo.authorAttributions
        ?.map((a) => a.displayName)
        .filter(Boolean)
        .join(', ');
      return { contentType, body: bytes, ...(credit ? { attribution: credit } : {}) };
    },
  };
}
