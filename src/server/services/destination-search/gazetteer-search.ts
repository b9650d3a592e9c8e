// The embedded destination search: the guides' destinations and GeoNames cities from data/gazetteer, in memory.
// Exact names first (a guide named so before any city: "Petra" is Petra, Jordan), the common short forms ("NYC",
// "LA", "SF", "DC"), typing slips, a country or region after a comma; each suggestion says whether a full guide
// serves it. When the gazetteer finds too little (fewer than three places, or none in the country named), an
// online geocoder is asked, once per query (cached, one request a second, see open-data/geocoder.ts).
import type { DestinationSuggestion } from '../../../core/api/places.ts';
import { haversineKm } from '../../../core/geo.ts';
import type { Destination } from '../../../core/knowledge.ts';
import {
  type GazetteerPlace,
  getPlaceById,
  type KnowledgeBase,
  normalizeText,
  searchPlaces,
} from '../../../knowledge/index.ts';
import type { Geocoder } from '../open-data/geocoder.ts';
import type { DestinationSearch } from './destination-search.ts';

/** What travellers type for a few cities, as the gazetteer names them. */
const SHORT_FORMS: Record<string, string> = {
  nyc: 'New York City',
  ny: 'New York City',
  la: 'Los Angeles',
  sf: 'San Francisco',
  dc: 'Washington, District of Columbia',
  kl: 'Kuala Lumpur',
  hk: 'Hong Kong',
  cdmx: 'Mexico City',
  bkk: 'Bangkok',
  rio: 'Rio de Janeiro',
  vegas: 'Las Vegas',
};

/** Fewer gazetteer places than this, and the geocoder is asked. */
const TOO_FEW = 3;
/** The geocoder is asked only for queries this long (a whole name, not the first letters). */
const GEOCODER_MIN_LENGTH = 4;
/** A geocoder result this close to a listed place with the same name is that place. */
const SAME_PLACE_KM = 5;

export interface GazetteerSearchOptions {
  /** The knowledge base, for the guides' destinations and the guide marks. */
  kb?: KnowledgeBase;
  geocoder?: Geocoder;
  /** Told when the geocoder fails (the answer then comes from the gazetteer alone). */
  onGeocoderError?: (err: unknown) => void;
}

export class GazetteerDestinationSearch implements DestinationSearch {
  constructor(private readonly opts: GazetteerSearchOptions = {}) {}

  async search(query: string, limit: number): Promise<DestinationSuggestion[]> {
    if (typeof query !== 'string') return [];
    const [head = '', ...rest] = query.split(',');
    const key = normalizeText(head);
    const qualifiers = rest.map(normalizeText).filter(Boolean);
    const expansion = SHORT_FORMS[key];
    const found: DestinationSuggestion[] = [];
    const add = (s: DestinationSuggestion) => {
      if (found.length < limit && !found.some((f) => f.id === s.id)) found.push(s);
    };

    for (const guide of this.guidesNamed(key, qualifiers)) add(guide);
    if (expansion)
      for (const p of searchPlaces([expansion, ...rest].join(','), 2)) add(this.fromGazetteer(p));
    const places = searchPlaces(query, limit);
    const inQualified = !qualifiers.length || places.some((p) => qualifiers.every((q) => inPlace(p, q)));
    // "Queenstown, New Zealand" never suggests another country's Queenstown: when none of the gazetteer's places
    // is in the country or region named, only the geocoder may answer.
    if (inQualified) for (const p of places) add(this.fromGazetteer(p));

    if (this.opts.geocoder && key.length >= GEOCODER_MIN_LENGTH && (found.length < TOO_FEW || !inQualified)) {
      try {
        const online = (await this.opts.geocoder.search(query)).filter(
          (g) =>
            !found.some(
              (f) => normalizeText(f.name) === normalizeText(g.name) && haversineKm(f, g) < SAME_PLACE_KM,
            ),
        );
        // The country asked for was not among the gazetteer's places: the geocoder's come first.
        if (!inQualified) return [...online, ...found].slice(0, limit);
        for (const g of online) add(g);
      } catch (err) {
        this.opts.onGeocoderError?.(err);
      }
    }
    return found;
  }

  /** Guides whose destination is named exactly so (and in the country or region asked for). */
  private guidesNamed(key: string, qualifiers: string[]): DestinationSuggestion[] {
    const kb = this.opts.kb;
    if (!kb || key.length < 2) return [];
    return kb
      .destinations()
      .filter((d) => normalizeText(d.name) === key || d.id.replaceAll('-', ' ') === key)
      .filter((d) =>
        qualifiers.every((q) => normalizeText(d.country).startsWith(q) || d.countryCode.toLowerCase() === q),
      )
      .map((d) => this.fromGuide(d));
  }

  private fromGuide(d: Destination): DestinationSuggestion {
    const city = getPlaceById(d.geonameId);
    // The gazetteer's city when it is the guide's (same name), so every search of it gives one id.
    if (city && normalizeText(city.name) === normalizeText(d.name)) return this.fromGazetteer(city);
    return {
      id: d.id,
      name: d.name,
      formatted: `${d.name}, ${d.country}`,
      lat: d.lat,
      lng: d.lng,
      timeZone: d.timeZone,
      countryCode: d.countryCode,
      guide: true,
    };
  }

  private fromGazetteer(p: GazetteerPlace): DestinationSuggestion {
    const guide = this.opts.kb?.destinationByGeonameId(p.id);
    return {
      id: p.id,
      name: p.name,
      formatted: p.formatted,
      lat: p.lat,
      lng: p.lng,
      timeZone: p.timeZone,
      countryCode: p.countryCode,
      ...(guide ? { guide: true } : {}),
    };
  }
}

function inPlace(p: GazetteerPlace, qualifier: string): boolean {
  return (
    normalizeText(p.country).startsWith(qualifier) ||
    normalizeText(p.region).startsWith(qualifier) ||
    p.countryCode.toLowerCase() === qualifier
  );
}
