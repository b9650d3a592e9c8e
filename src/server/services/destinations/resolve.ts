// Which destination a trip means: a knowledge-base destination (with its place pack), a real place from the
// gazetteer without a pack, or nothing we can locate.
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

export type ResolvedDestination =
  | { kind: 'knowledge'; destination: Destination; name: string; center: LatLng; timeZone: string }
  | { kind: 'place'; name: string; center: LatLng; timeZone?: string; countryCode?: string }
  | { kind: 'unknown'; name: string };

/** A place this close to a knowledge-base destination's centre is that destination (a suburb, a district). */
const SAME_PLACE_KM = 25;

function fromKnowledge(destination: Destination): ResolvedDestination {
  return {
    kind: 'knowledge',
    destination,
    name: `${destination.name}, ${destination.country}`,
    center: { lat: destination.lat, lng: destination.lng },
    timeZone: destination.timeZone,
  };
}

function nearestDestination(kb: KnowledgeBase, point: LatLng): Destination | undefined {
  let best: Destination | undefined;
  let bestKm = SAME_PLACE_KM;
  for (const d of kb.destinations()) {
    if (d.gatewayName) continue;
    const km = haversineKm(point, d);
    if (km <= bestKm) {
      best = d;
      bestKm = km;
    }
  }
  return best;
}

function fromPoint(
  kb: KnowledgeBase,
  name: string,
  point: LatLng,
  extra: { id?: string; timeZone?: string; countryCode?: string },
): ResolvedDestination {
  const known = (extra.id && kb.destinationByGeonameId(extra.id)) || nearestDestination(kb, point);
  if (known) return fromKnowledge(known);
  return { kind: 'place', name, center: point, timeZone: extra.timeZone, countryCode: extra.countryCode };
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
  const match =
    candidates.find(
      (c) => country && (normalizeText(c.country) === country || normalizeText(c.region) === country),
    ) ?? candidates[0];
  if (match) {
    const full = getPlaceById(match.id) ?? match;
    return fromPoint(kb, full.formatted, full, full);
  }
  const byName = kb.destinationByName(trip.destination);
  const wanted = normalizeText(cityPart);
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
