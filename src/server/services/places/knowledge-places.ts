// Places from the embedded knowledge base: text search (with "place, city" and "place city" forms narrowed
// to the destination), details with opening hours at the destination's local time, and generated
// illustrations instead of photographs.
import { type PlaceDetails, type PlaceSearchResult, placePhotoUrl } from '../../../core/api/places.ts';
import type { LatLng } from '../../../core/geo.ts';
import { isOpenNow, weekdayText } from '../../../core/opening-hours.ts';
import type { KnowledgeBase, KnowledgePlace } from '../../../knowledge/index.ts';
import { placeIllustration, themeForPlace } from './illustration.ts';
import type { PlacesProvider } from './types.ts';

const SEARCH_LIMIT = 10;
/** With `near`, places farther than this are left out when closer ones match. */
const NEAR_KM = 100;

export interface KnowledgePlacesOptions {
  kb: () => KnowledgeBase;
  /** Cities by name (the gazetteer), for photos of a destination. */
  city?: (name: string) => { name: string; country: string } | undefined;
  now?: () => Date;
}

export function knowledgePlaces(opts: KnowledgePlacesOptions): PlacesProvider & {
  find(query: string, near?: LatLng): KnowledgePlace[];
} {
  const now = opts.now ?? (() => new Date());

  const formattedAddress = (p: KnowledgePlace) => {
    const d = opts.kb().destination(p.destinationId);
    return d && !p.address.endsWith(d.country) ? `${p.address}, ${d.country}` : p.address;
  };

  const toResult = (p: KnowledgePlace): PlaceSearchResult => ({
    place_id: p.globalId,
    name: p.name,
    formatted_address: formattedAddress(p),
    geometry: { location: { lat: p.lat, lng: p.lng } },
  });

  function find(query: string, near?: LatLng): KnowledgePlace[] {
    const kb = opts.kb();
    const attempts: { text: string; destinationId?: string }[] = [];
    const [head = '', ...rest] = query.split(',');
    if (rest.length) {
      const d = kb.destinationByName(rest.join(',').trim());
      if (d) attempts.push({ text: head, destinationId: d.id });
    }
    // "Louvre Paris": the last words may name the destination.
    const words = query.replace(/,/g, ' ').trim().split(/\s+/);
    for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
      const d = kb.destinationByName(words.slice(-k).join(' '));
      if (d) attempts.push({ text: words.slice(0, -k).join(' '), destinationId: d.id });
    }
    if (rest.length) attempts.push({ text: head });
    attempts.push({ text: query.replace(/,/g, ' ') });
    for (const attempt of attempts) {
      const options = { destinationId: attempt.destinationId, limit: SEARCH_LIMIT };
      // Near a point: the places around it when some match, else anywhere.
      const found = (near && kb.searchPlaces(attempt.text, { ...options, near, withinKm: NEAR_KM })) || [];
      const any = found.length ? found : kb.searchPlaces(attempt.text, options);
      if (any.length) return any;
    }
    return [];
  }

  return {
    source: 'knowledge',
    find,

    async search(query, near) {
      return find(query, near).map(toResult);
    },

    async details(placeId): Promise<PlaceDetails | undefined> {
      const kb = opts.kb();
      const p = kb.place(placeId);
      if (!p) return undefined;
      const d = kb.destination(p.destinationId);
      return {
        place_id: p.globalId,
        name: p.name,
        ...(p.rating !== undefined ? { rating: p.rating } : {}),
        formatted_address: formattedAddress(p),
        opening_hours: {
          ...(d ? { open_now: isOpenNow(p.hours, d.timeZone, now()) } : {}),
          weekday_text: weekdayText(p.hours),
        },
        ...(p.website ? { website: p.website } : {}),
        geometry: { location: { lat: p.lat, lng: p.lng } },
        photos: [{ url: placePhotoUrl(d ? `${p.name}, ${d.name}` : p.name), kind: 'illustration' }],
        category: p.category,
        source: 'knowledge',
      };
    },

    async photo(query, _ref, shape = 'wide') {
      const place = find(query)[0];
      if (place) {
        const countryCode = opts.kb().destination(place.destinationId)?.countryCode;
        return {
          contentType: 'image/svg+xml',
          body: placeIllustration(place.name, themeForPlace({ ...place, countryCode }), shape),
        };
      }
      const name = query.split(',')[0]!.trim();
      const destination = opts.kb().destinationByName(name);
      const city = destination ? { name: destination.name } : opts.city?.(name);
      const theme = city ? 'city' : 'generic';
      return { contentType: 'image/svg+xml', body: placeIllustration(city?.name ?? name, theme, shape) };
    },
  };
}
