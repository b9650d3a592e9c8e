// Pairs knowledge-base places with Wikidata places (same Wikidata id, or the same normalised name, within
// MATCH_RADIUS_KM), for the coordinate-agreement fixture (tests/fixtures/wikidata-matches.json).
import { haversineKm } from '../core/geo.ts';
import type { KnowledgePlace } from './knowledge-base.ts';
import { normalizeText } from './normalize.ts';
import type { WikidataPlace } from './wikidata.ts';

export const MATCH_RADIUS_KM = 50;
/** The tests require a matched place to lie this close to its Wikidata coordinates. */
export const AGREEMENT_KM = 1;

export interface WikidataMatch {
  destinationId: string;
  placeId: string;
  qid: string;
  /** Wikidata's name and coordinates. */
  name: string;
  lat: number;
  lng: number;
}

export function matchWikidata(
  places: readonly KnowledgePlace[],
  wikidata: readonly WikidataPlace[],
): WikidataMatch[] {
  const byQid = new Map(wikidata.map((w) => [w.qid, w]));
  const byName = new Map<string, WikidataPlace[]>();
  for (const w of wikidata) {
    const key = normalizeText(w.name);
    byName.set(key, [...(byName.get(key) ?? []), w]);
  }
  const matches: WikidataMatch[] = [];
  for (const place of places) {
    const sameId = place.wikidataId ? byQid.get(place.wikidataId) : undefined;
    const candidates = [...(sameId ? [sameId] : []), ...(byName.get(normalizeText(place.name)) ?? [])]
      .map((w) => ({ w, km: haversineKm(place, w) }))
      .filter(({ km }) => km <= MATCH_RADIUS_KM)
      .sort((a, b) => Number(b.w === sameId) - Number(a.w === sameId) || a.km - b.km);
    const best = candidates[0]?.w;
    if (!best) continue;
    matches.push({
      destinationId: place.destinationId,
      placeId: place.id,
      qid: best.qid,
      name: best.name,
      lat: best.lat,
      lng: best.lng,
    });
  }
  return matches.sort(
    (a, b) => a.destinationId.localeCompare(b.destinationId) || a.placeId.localeCompare(b.placeId),
  );
}

/** Places that Wikidata also knows (same id, or same name nearby) but that lie more than AGREEMENT_KM from it. */
export function wikidataDisagreements(
  places: readonly KnowledgePlace[],
  wikidata: readonly WikidataPlace[],
): string[] {
  const byId = new Map(places.map((p) => [`${p.destinationId}/${p.id}`, p]));
  return matchWikidata(places, wikidata).flatMap((m) => {
    const km = haversineKm(byId.get(`${m.destinationId}/${m.placeId}`)!, m);
    return km > AGREEMENT_KM
      ? [`${m.destinationId}/${m.placeId} is ${km.toFixed(1)} km from Wikidata's ${m.qid} (${m.name})`]
      : [];
  });
}
