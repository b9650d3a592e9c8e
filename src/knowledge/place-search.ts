// Text search over knowledge-base places: every query word must start a word of the place's name, category,
// tags (with their labels, so "local culture" works) or description; name hits weigh most.
import { INTEREST_LABELS } from '../core/constants.ts';
import { haversineKm } from '../core/geo.ts';
import type { PlaceCategory } from '../core/knowledge.ts';
import type { KnowledgePlace } from './knowledge-base.ts';
import { normalizeText } from './normalize.ts';

export interface PlaceSearchOptions {
  destinationId?: string;
  /** Only places within `withinKm` of this point. */
  near?: { lat: number; lng: number };
  withinKm?: number;
  categories?: readonly PlaceCategory[];
  /** Default 20, at most 100. */
  limit?: number;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_WORDS = 8;
const WEIGHTS = { name: 4, label: 2, description: 1 } as const;

interface Entry {
  place: KnowledgePlace;
  name: string[];
  label: string[];
  description: string[];
}

const words = (text: string) => [...new Set(normalizeText(text).split(' ').filter(Boolean))];

export function createPlaceSearch(places: readonly KnowledgePlace[]) {
  const entries: Entry[] = places.map((place) => ({
    place,
    name: words(place.name),
    label: words([place.category, ...place.tags, ...place.tags.map((t) => INTEREST_LABELS[t])].join(' ')),
    description: words(place.description),
  }));

  return function searchPlaces(text: string, options: PlaceSearchOptions = {}): KnowledgePlace[] {
    if (typeof text !== 'string') return [];
    const query = words(text).slice(0, MAX_WORDS);
    if (!query.length || query.every((w) => w.length < 2)) return [];
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT) || 0, 0), MAX_LIMIT);
    const categories = options.categories && new Set(options.categories);
    const scored: { place: KnowledgePlace; score: number }[] = [];
    for (const entry of entries) {
      if (options.destinationId && entry.place.destinationId !== options.destinationId) continue;
      if (categories && !categories.has(entry.place.category)) continue;
      if (
        options.near &&
        options.withinKm !== undefined &&
        haversineKm(options.near, entry.place) > options.withinKm
      )
        continue;
      let score = 0;
      for (const word of query) {
        const hit = (list: string[]) => list.some((w) => w.startsWith(word));
        const weight = hit(entry.name)
          ? WEIGHTS.name
          : hit(entry.label)
            ? WEIGHTS.label
            : hit(entry.description)
              ? WEIGHTS.description
              : 0;
        if (!weight) {
          score = 0;
          break;
        }
        score += weight;
      }
      // The place's whole name, and nothing more, beats a longer name that contains it ("Eiffel Tower" before
      // "Eiffel Tower Viewing Deck").
      if (score && query.every((w) => entry.name.includes(w)))
        score += entry.name.length === query.length ? 3 : 1;
      if (score) scored.push({ place: entry.place, score });
    }
    return scored
      .sort(
        (a, b) =>
          b.score - a.score ||
          (b.place.rating ?? 0) - (a.place.rating ?? 0) ||
          a.place.globalId.localeCompare(b.place.globalId),
      )
      .slice(0, limit)
      .map((s) => s.place);
  };
}
