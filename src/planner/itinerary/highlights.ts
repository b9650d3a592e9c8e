// A destination's highlights are short phrases ("Ride to the top of the Eiffel Tower at dusk"). The places they
// name are what most visitors come for, so the planner gives them a bonus: the knowledge base has ratings but
// no visitor counts, and these phrases are its clearest popularity signal.
import type { PlannerPlace } from './types.ts';

/** Words too common in place names to identify one ("Museum", "Park", "San"). */
const GENERIC = new Set(
  (
    'the of de del della di da do dos das du des la le les el los las and y et at in on an st saint san santa sao ' +
    'museum museo musee museu gallery galleria national city old new park parque parc garden gardens jardin ' +
    'market mercado marche mercato church cathedral catedral basilica temple shrine mosque palace palacio palazzo ' +
    'castle fort square plaza piazza praca street avenue road tower bridge house hall centre center ' +
    'mountain hill beach island lake river bay harbour harbor point station view viewpoint district quarter'
  ).split(' '),
);

export function normalizeWords(text: string): string[] {
  return text
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * Whether a highlight phrase names the place: its distinctive words appear (two are enough for a long name:
 * "Fushimi Inari" names "Fushimi Inari Taisha"), or its whole name does when every word is generic.
 */
export function namesPlace(phrase: string, placeName: string): boolean {
  return wordsName(normalizeWords(phrase), nameWords(placeName));
}

/** A place name's words, without what its brackets add ("(Old Town)"). */
function nameWords(placeName: string): string[] {
  return normalizeWords(placeName.replace(/\(.*?\)/g, ' '));
}

/** namesPlace on words already normalized. */
function wordsName(words: readonly string[], name: readonly string[]): boolean {
  const distinctive = name.filter((w) => w.length >= 3 && !GENERIC.has(w));
  if (distinctive.length > 0) {
    const present = distinctive.filter((w) => words.includes(w)).length;
    return present === distinctive.length || (distinctive.length >= 3 && present >= 2);
  }
  const joined = ` ${words.join(' ')} `;
  return name.length > 0 && joined.includes(` ${name.join(' ')} `);
}

/** The global ids of the places the highlight phrases name (each phrase and name normalized once). */
export function highlightedPlaces(phrases: readonly string[], places: readonly PlannerPlace[]): Set<string> {
  const found = new Set<string>();
  const phraseWords = phrases.map(normalizeWords);
  for (const p of places) {
    const name = nameWords(p.name);
    if (phraseWords.some((words) => wordsName(words, name))) found.add(p.gid);
  }
  return found;
}
