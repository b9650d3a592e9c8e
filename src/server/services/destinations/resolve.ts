// Which destination a trip means: a knowledge-base destination (with its guide), a real place without a guide (from
// the gazetteer or the geocoder; it may lie near a guide city, which can serve it when nothing else can), or
// nothing we can locate.
import type { LatLng } from '../../../core/geo.ts';
import { haversineKm } from '../../../core/geo.ts';
import type { Destination } from '../../../core/knowledge.ts';
import type { TripDetails } from '../../../core/trip.ts';
import {
  findPlacesNamed,
  getPlaceById,
  type KnowledgeBase,
  normalizeText,
} from '../../../knowledge/index.ts';

/** A guide city within reach of a place without a guide of its own. */
export interface NearbyGuide {
  destination: Destination;
  km: number;
}

export type ResolvedDestination =
  | { kind: 'knowledge'; destination: Destination; name: string; center: LatLng; timeZone: string }
  | {
      kind: 'place';
      name: string;
      center: LatLng;
      timeZone?: string;
      countryCode?: string;
      /** People living there (gazetteer), for the size of its area; unknown for geocoder results. */
      population?: number;
      /** A guide close enough to plan from when no place of its own can be had (Sintra: Lisbon). */
      nearGuide?: NearbyGuide;
    }
  | { kind: 'unknown'; name: string };

/** A guide city's core: a place this close to its centre is a district of it, planned from the guide. */
function coreKm(population: number): number {
  return population >= 5_000_000 ? 10 : population >= 1_000_000 ? 6 : 3.5;
}
/** A guide this close can plan a trip to a town without one (with a word saying so). */
const NEAR_GUIDE_KM = 80;
/** A town a guide names among its regions and day trips may be that far (Toledo from Madrid). */
const NAMED_TOWN_KM = 200;

function fromKnowledge(destination: Destination): ResolvedDestination {
  return {
    kind: 'knowledge',
    destination,
    name: `${destination.name}, ${destination.country}`,
    center: { lat: destination.lat, lng: destination.lng },
    timeZone: destination.timeZone,
  };
}

/** Guide cities (not expedition gateways) by distance from a point, nearest first, within `maxKm`. */
export function guidesNear(kb: KnowledgeBase, point: LatLng, maxKm: number): NearbyGuide[] {
  const out: NearbyGuide[] = [];
  for (const d of kb.destinations()) {
    if (d.gatewayName) continue;
    const km = haversineKm(point, d);
    if (km <= maxKm) out.push({ destination: d, km });
  }
  return out.sort((a, b) => a.km - b.km);
}

function guidePopulation(d: Destination): number {
  return getPlaceById(d.geonameId)?.population ?? 0;
}

function fromPoint(
  kb: KnowledgeBase,
  name: string,
  point: LatLng,
  extra: { id?: string; timeZone?: string; countryCode?: string },
): ResolvedDestination {
  const byId = extra.id ? kb.destinationByGeonameId(extra.id) : undefined;
  if (byId) return fromKnowledge(byId);
  const guides = guidesNear(kb, point, NAMED_TOWN_KM);
  const closest = guides[0];
  if (closest && closest.km <= coreKm(guidePopulation(closest.destination))) {
    return fromKnowledge(closest.destination);
  }
  const town = normalizeText(name.split(',')[0] ?? '');
  const nearGuide =
    (closest && closest.km <= NEAR_GUIDE_KM ? closest : undefined) ??
    guides.find((g) => g.destination.regionsTowns.some((t) => normalizeText(t) === town));
  const gazetteer = extra.id ? getPlaceById(extra.id) : undefined;
  return {
    kind: 'place',
    name,
    center: point,
    timeZone: extra.timeZone,
    countryCode: extra.countryCode,
    ...(gazetteer ? { population: gazetteer.population } : {}),
    ...(nearGuide ? { nearGuide } : {}),
  };
}

export function resolveDestination(
  kb: KnowledgeBase,
  trip: Pick<TripDetails, 'destination' | 'destinationPlace'>,
): ResolvedDestination {
  const place = trip.destinationPlace;
  if (place) {
    // An explorer pick of an expedition region carries the region's own id.
    const byId = kb.destination(place.id);
    if (byId) return fromKnowledge(byId);
    return fromPoint(kb, place.formatted, place, place);
  }

  // Text only (an older saved plan, a script): the gazetteer first, so "Lyon, France" is Lyon and never Paris.
  const [cityPart = '', ...rest] = trip.destination.split(',');
  const country = normalizeText(rest.at(-1) ?? '');
  const candidates = findPlacesNamed(cityPart.trim());
  // "Queenstown, New Zealand" is never another country's Queenstown: a named country or region must match.
  const match = country
    ? candidates.find(
        (c) =>
          normalizeText(c.country).startsWith(country) ||
          normalizeText(c.region).startsWith(country) ||
          c.countryCode.toLowerCase() === country,
      )
    : candidates[0];
  if (match) {
    const full = getPlaceById(match.id) ?? match;
    return fromPoint(kb, full.formatted, full, full);
  }
  const byName = kb.destinationByName(trip.destination);
  const wanted = normalizeText(cityPart);
  // A district the guide names ("Alfama") that the gazetteer does not know is the guide's city.
  if (
    byName &&
    [byName.name, byName.id, ...byName.regionsTowns].some(
      (n) => normalizeText(n.replaceAll('-', ' ')) === wanted,
    )
  ) {
    return fromKnowledge(byName);
  }
  return { kind: 'unknown', name: trip.destination };
}
