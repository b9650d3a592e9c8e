// Wikidata museums and tourist attractions (data/wikidata/places.json, built by scripts/build-wikidata.ts):
// the planner's stand-in when a destination has no place pack, and the reference the knowledge tests check
// coordinates against.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { haversineKm } from '../core/geo.ts';

export const DEFAULT_WIKIDATA_FILE = fileURLToPath(
  new URL('../../data/wikidata/places.json', import.meta.url),
);

export interface WikidataPlace {
  qid: string;
  name: string;
  lat: number;
  lng: number;
  /** Annual visitors where Wikidata records them (2021 extract). */
  visitors: number | null;
  kind: 'museum' | 'tourist_attraction';
}

const FIELDS = ['qid', 'name', 'lat', 'lng', 'visitors', 'kind'];
type Row = [string, string, number, number, number | null, WikidataPlace['kind']];

export function readWikidataFile(file = DEFAULT_WIKIDATA_FILE): WikidataPlace[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { fields: string[]; places: Row[] };
  if (JSON.stringify(data.fields) !== JSON.stringify(FIELDS) || !Array.isArray(data.places)) {
    throw new Error(`${file}: unexpected layout; rebuild it with scripts/build-wikidata.ts`);
  }
  return data.places.map(([qid, name, lat, lng, visitors, kind]) =>
    Object.freeze({ qid, name, lat, lng, visitors, kind }),
  );
}

export const NOT_VISITABLE_FILE = fileURLToPath(
  new URL('../../data/wikidata/not-visitable.json', import.meta.url),
);

let notVisitable: ReadonlySet<string> | undefined;

/** Ids of the places a traveller cannot visit (demolished, closed for good): data/wikidata/not-visitable.json. */
export function notVisitableQids(): ReadonlySet<string> {
  if (!notVisitable) {
    const data = JSON.parse(readFileSync(NOT_VISITABLE_FILE, 'utf8')) as { places: { qid: string }[] };
    notVisitable = new Set(data.places.map((p) => p.qid));
  }
  return notVisitable;
}

let shared: WikidataPlace[] | undefined;

/** Every shipped Wikidata place, read on first use. */
export function wikidataPlaces(): readonly WikidataPlace[] {
  shared ??= readWikidataFile();
  return shared;
}

/** Places within `radiusKm` of a point, nearest first. */
export function wikidataPlacesNear(
  lat: number,
  lng: number,
  radiusKm: number,
): (WikidataPlace & { distanceKm: number })[] {
  if (![lat, lng, radiusKm].every(Number.isFinite) || radiusKm < 0) return [];
  const centre = { lat, lng };
  // A latitude band first: one degree of latitude is about 111 km everywhere.
  const band = radiusKm / 110;
  const near: (WikidataPlace & { distanceKm: number })[] = [];
  for (const place of wikidataPlaces()) {
    if (Math.abs(place.lat - lat) > band) continue;
    const distanceKm = haversineKm(centre, place);
    if (distanceKm <= radiusKm) near.push({ ...place, distanceKm });
  }
  return near.sort((a, b) => a.distanceKm - b.distanceKm || a.qid.localeCompare(b.qid));
}
