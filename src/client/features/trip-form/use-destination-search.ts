// Destination suggestions for the combobox: debounced calls to /api/places/autocomplete. When the endpoint
// fails or takes longer than 5 s, the page switches to SPEC.md's basic location search for the rest of the
// visit (the fallback city list), as the original did when its maps script could not load.
import { useEffect, useState } from 'react';
import {
  DESTINATION_QUERY_MIN,
  type DestinationSuggestion,
  destinationResultsSchema,
} from '../../../core/api/places.ts';
import { matchFallbackCities } from './fallback-cities.ts';

export const SEARCH_DEBOUNCE_MS = 200;
/** SPEC.md section 9: the maps script load timeout, here the search endpoint's. */
export const SEARCH_TIMEOUT_MS = 5000;

export type SearchMode = 'search' | 'fallback';

/** A suggestion: a resolved place (search mode) or a fallback city name (basic mode). */
export type Suggestion = { kind: 'place'; place: DestinationSuggestion } | { kind: 'city'; name: string };

export interface DestinationSearchState {
  mode: SearchMode;
  suggestions: Suggestion[];
  /** True while a search for the current text is under way (including the debounce). */
  searching: boolean;
  /** The text the suggestions were found for (they may be a keystroke behind while `searching`). */
  searchedFor: string;
}

/** `query` is what the traveller typed (null when the text came from choosing a suggestion). */
export function useDestinationSearch(query: string | null): DestinationSearchState {
  const [mode, setMode] = useState<SearchMode>('search');
  const [found, setFound] = useState<{ for: string; places: DestinationSuggestion[] }>({
    for: '',
    places: [],
  });
  const typed = (query ?? '').trim();
  const wanted = query !== null && typed.length >= DESTINATION_QUERY_MIN;

  useEffect(() => {
    if (mode !== 'search' || !wanted) return;
    const controller = new AbortController();
    let timedOut = false;
    const debounce = setTimeout(async () => {
      const timeout = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, SEARCH_TIMEOUT_MS);
      try {
        const res = await fetch(`/api/places/autocomplete?q=${encodeURIComponent(typed)}`, {
          credentials: 'include',
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(`Destination search answered ${res.status}`);
        const body = destinationResultsSchema.parse(await res.json());
        setFound({ for: typed, places: body.results });
      } catch {
        // A newer keystroke cancelled this search: nothing to do. Anything else: basic search from now on.
        if (controller.signal.aborted && !timedOut) return;
        setMode('fallback');
      } finally {
        clearTimeout(timeout);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(debounce);
      controller.abort();
    };
  }, [mode, wanted, typed]);

  if (mode === 'fallback') {
    const cities = query === null ? [] : matchFallbackCities(query);
    return {
      mode,
      suggestions: cities.map((name) => ({ kind: 'city', name })),
      searching: false,
      searchedFor: typed,
    };
  }
  // While a newer search runs, the last answer stays on screen (no flicker between keystrokes).
  return {
    mode,
    suggestions: wanted ? found.places.map((place) => ({ kind: 'place', place })) : [],
    searching: wanted && found.for !== typed,
    searchedFor: wanted ? found.for : '',
  };
}
