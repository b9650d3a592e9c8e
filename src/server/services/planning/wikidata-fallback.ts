// The offline stand-in for a destination without a guide when no provider answers: museums and sights listed in
// Wikidata (data/wikidata), cleaned: places a traveller cannot visit are left out, one building is one place
// (entries a few metres apart, or an institution's "Museums" and the museums in its building), and hours are the
// conservative ones of the category (museums closed on Mondays, as most are), said to be unknown on each card.
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import { notVisitableQids, type WikidataPlace, wikidataPlacesNear } from '../../../knowledge/index.ts';
import type { PlannerPlace } from '../../../planner/itinerary/index.ts';
import { conservativeHours } from '../open-data/hours.ts';

const RADIUS_KM = 25;
const MAX_PLACES = 60;
/** Entries this close are one building. */
const SAME_BUILDING_KM = 0.05;
/** An institution named in the plural ("Harvard Art Museums") holds the museums this close to it. */
const INSTITUTION_KM = 0.2;

type Near = WikidataPlace & { distanceKm: number };

/** The cleaned Wikidata places around a point, best known first, as the planner's places. */
export function wikidataFallbackPlaces(center: LatLng, areaName: string): PlannerPlace[] {
  const excluded = notVisitableQids();
  const candidates = wikidataPlacesNear(center.lat, center.lng, RADIUS_KM).filter(
    (w) => !excluded.has(w.qid),
  );
  return mergeBuildings(candidates)
    .slice(0, MAX_PLACES)
    .map(({ place, also }) => toPlannerPlace(place, also, areaName));
}

/** One entry per building: the institution or the best-known entry keeps its name; the others are named in it. */
export function mergeBuildings(places: readonly Near[]): { place: Near; also: string[] }[] {
  const institution = (p: Near) => p.kind === 'museum' && /\bMuseums\b/.test(p.name);
  const order = [...places].sort(
    (a, b) =>
      Number(institution(b)) - Number(institution(a)) ||
      (b.visitors ?? 0) - (a.visitors ?? 0) ||
      a.distanceKm - b.distanceKm,
  );
  const kept: { place: Near; also: string[] }[] = [];
  for (const p of order) {
    const host = kept.find(
      (k) =>
        haversineKm(k.place, p) <= SAME_BUILDING_KM ||
        (institution(k.place) && p.kind === 'museum' && haversineKm(k.place, p) <= INSTITUTION_KM),
    );
    if (host) host.also.push(p.name);
    else kept.push({ place: p, also: [] });
  }
  // Nearest first again, as the pool is read.
  return kept.sort((a, b) => a.place.distanceKm - b.place.distanceKm);
}

function toPlannerPlace(w: Near, also: string[], areaName: string): PlannerPlace {
  const museum = w.kind === 'museum';
  const visitors = w.visitors ? `, about ${w.visitors.toLocaleString('en-US')} visitors a year` : '';
  const holds = also.length ? ` It also houses ${also.join(' and ')}.` : '';
  return {
    id: `wd-${w.qid.toLowerCase()}`,
    gid: `wikidata/${w.qid}`,
    name: w.name,
    lat: w.lat,
    lng: w.lng,
    address: `${w.name}, ${areaName}`,
    category: museum ? 'museum' : 'attraction',
    tags: museum ? ['museums', 'history'] : ['history', 'photography'],
    description: `${w.name}: a ${museum ? 'museum' : 'sight'} in ${areaName} listed in Wikidata${visitors}.${holds}`,
    durationMinutes: museum ? 90 : 60,
    // Not known offline: hours most of its kind keep (museums not on Mondays), and the card says to check.
    hours: conservativeHours(museum ? 'museum' : 'attraction'),
    hoursUnknown: true,
    priceLevel: museum ? 2 : 0,
    cost: 'Check locally',
    segments: ['morning', 'afternoon'],
    rating: w.visitors ? Math.min(5, 3.5 + Math.log10(Math.max(w.visitors, 1)) / 6) : undefined,
    wikidataId: w.qid,
  };
}
