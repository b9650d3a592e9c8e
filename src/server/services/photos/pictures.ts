// Which photograph a place id stands for: a Wikidata place ("wikidata/Q42") its own item, a knowledge-base place
// its Wikidata id, a destination its best-known sight that has one (named as the photograph's subject). The
// photographs come from Wikimedia (wikimedia.ts); one service per app, shared by the places and share routes.
import type { PictureWidth, PlacePicture } from '../../../core/api/places.ts';
import type { KnowledgeBase } from '../../../knowledge/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { ProviderCache } from '../provider-cache.ts';
import { ProviderError } from '../provider-http.ts';
import { appUserAgent } from '../user-agent.ts';
import { createWikimediaPhotos, type WikimediaPhotos } from './wikimedia.ts';

export interface PictureService {
  /** Each id's photograph, or null (no Wikidata item, no image, or Wikimedia unreachable and nothing cached). */
  pictures(ids: readonly string[], width: PictureWidth): Promise<Record<string, PlacePicture | null>>;
}

const SIGHTS = new Set(['landmark', 'attraction', 'religious', 'museum', 'viewpoint']);

/** The Wikidata item behind an id, and what it shows when that is not the place itself. */
export function itemFor(kb: KnowledgeBase, id: string): { qid: string; subject?: string } | undefined {
  const wikidata = id.match(/^wikidata\/(Q[1-9]\d*)$/);
  if (wikidata) return { qid: wikidata[1]! };
  const place = kb.place(id);
  if (place) return place.wikidataId ? { qid: place.wikidataId } : undefined;
  if (!kb.destination(id)) return undefined;
  const best = kb
    .placesOf(id)
    .filter((p) => p.wikidataId && SIGHTS.has(p.category) && !p.dayTrip)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))[0];
  return best?.wikidataId ? { qid: best.wikidataId, subject: best.name } : undefined;
}

export function createPictureService(kb: KnowledgeBase, photos: WikimediaPhotos | undefined): PictureService {
  return {
    async pictures(ids, width) {
      const items = new Map(ids.map((id) => [id, itemFor(kb, id)]));
      const qids = [...items.values()].flatMap((item) => (item ? [item.qid] : []));
      const found = photos && qids.length ? await photos.pictures(qids, width) : new Map();
      return Object.fromEntries(
        ids.map((id) => {
          const item = items.get(id);
          const picture = item ? found.get(item.qid) : undefined;
          return [id, picture ? { ...picture, ...(item?.subject ? { subject: item.subject } : {}) } : null];
        }),
      );
    },
  };
}

const shared = new WeakMap<object, PictureService>();

export function pictureServiceFor(deps: {
  config: Config;
  knowledge: KnowledgeBase;
  database: { db: Db };
}): PictureService {
  let service = shared.get(deps);
  if (!service) {
    const photos = deps.config.placePhotos;
    service = createPictureService(
      deps.knowledge,
      photos
        ? createWikimediaPhotos({
            ...photos,
            cache: new ProviderCache(deps.database.db),
            userAgent: appUserAgent(deps.config.publicUrl),
            timeoutMs: deps.config.mapsProviderTimeoutMs,
          })
        : undefined,
    );
    shared.set(deps, service);
  }
  return service;
}

/** Photographs (and the lack of one) change rarely; a failed lookup is not kept, so it is tried again soon. */
const PICTURES_CACHE = 'private, max-age=3600';
export const PICTURES_UNAVAILABLE =
  'Photographs could not be loaded from Wikimedia right now; illustrations are shown instead.';

/** Answers a pictures request; when Wikimedia fails with nothing cached, every id is null and a notice says why. */
export async function answerPictures(
  service: PictureService,
  ids: readonly string[],
  width: Parameters<PictureService['pictures']>[1],
  log: { warn: (obj: object, msg: string) => void },
) {
  try {
    return { pictures: await service.pictures(ids, width), cacheControl: PICTURES_CACHE };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    log.warn({ err: err.message }, 'place photographs unavailable; illustrations shown');
    return {
      pictures: Object.fromEntries(ids.map((id) => [id, null])),
      notice: PICTURES_UNAVAILABLE,
      cacheControl: 'no-store',
    };
  }
}
