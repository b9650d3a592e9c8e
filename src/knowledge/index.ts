// The knowledge module's public face: the embedded knowledge base (destinations and places), the gazetteer
// and the Wikidata places. Everything loads on first use and stays in memory.
import { type KnowledgeBase, loadKnowledgeFiles } from './knowledge-base.ts';
import { DEFAULT_KNOWLEDGE_DIR, readKnowledgeDir } from './knowledge-files.ts';

export {
  DEFAULT_SEARCH_LIMIT,
  findNearestCity,
  findPlacesNamed,
  type GazetteerPlace,
  getPlaceById,
  searchPlaces,
} from './gazetteer.ts';
export {
  createKnowledgeBase,
  type KnowledgeBase,
  KnowledgeBaseError,
  type KnowledgePlace,
  loadKnowledgeFiles,
  type NearbyOptions,
  type NearbyPlace,
} from './knowledge-base.ts';
export { DEFAULT_KNOWLEDGE_DIR, readKnowledgeDir } from './knowledge-files.ts';
export { normalizeText } from './normalize.ts';
export type { PlaceSearchOptions } from './place-search.ts';
export { notVisitableQids, type WikidataPlace, wikidataPlaces, wikidataPlacesNear } from './wikidata.ts';

let shared: KnowledgeBase | undefined;
let loadMs = 0;

/** The shipped knowledge base, read and validated on first use (throws KnowledgeBaseError if invalid). */
export function getKnowledgeBase(): KnowledgeBase {
  if (!shared) {
    const started = performance.now();
    shared = loadKnowledgeBase(DEFAULT_KNOWLEDGE_DIR);
    loadMs = performance.now() - started;
  }
  return shared;
}

/** Milliseconds the first getKnowledgeBase() call took (0 before it). */
export function knowledgeBaseLoadMs(): number {
  return loadMs;
}

/** A knowledge base from any folder of destination files (tests, tools). */
export function loadKnowledgeBase(dir: string): KnowledgeBase {
  return loadKnowledgeFiles(readKnowledgeDir(dir));
}
