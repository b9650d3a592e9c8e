// Finding the stops and places a traveller's message names: accent- and case-insensitive word matching that
// forgives plurals, French elisions ("orsay" for "d'Orsay") and small typos ("eifel").

const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * Search form of any length (the knowledge base's normalizeText stops at 100 characters, messages do not):
 * no accents, lower case, apostrophes joined ("d'Orsay" -> "dorsay"), other punctuation a space.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđı]/g, (c) => FOLDED[c] ?? c)
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Lower case without accents, punctuation kept (for the phrase patterns: "14:30", "day 2"). */
export function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** Words that never identify a place on their own. */
const STOP_WORDS = new Set(
  (
    'the a an of and to at in on for with from by my our your this that it is are be me us i we you ' +
    'de du des la le les l d el los las di del della dei da do dos das der die das von van al ' +
    'visit visiting see trip please can could would should some any'
  ).split(' '),
);

/** Category nouns: shared by many names, so a match on them alone says little about which place is meant. */
const GENERIC_WORDS = new Set(
  (
    'museum museums musee museo museu palace palais palacio palazzo tower tour torre park parc parque parco ' +
    'garden gardens jardin jardim giardino church eglise iglesia chiesa cathedral cathedrale basilica basilique ' +
    'market marche mercado mercato square place plaza piazza praca bridge pont ponte gallery galerie galleria ' +
    'cafe caffe coffee restaurant bar pub club house maison casa castle chateau castillo castello castelo ' +
    'temple shrine mosque street rue calle via beach hall center centre river cruise old town city national ' +
    'royal grand great new saint st santa san sao sainte hotel view viewpoint lookout miradouro walk dinner ' +
    'lunch breakfast night show district quarter neighbourhood neighborhood island lake hill mount mountain ' +
    'bay port harbour harbor station library opera theatre theater zoo aquarium monument memorial fort abbey ' +
    'gate wall arch avenue boulevard canal food art arts modern history historic'
  ).split(' '),
);

function isGeneric(word: string): boolean {
  return GENERIC_WORDS.has(word);
}

/** Normalised words without stop words. */
export function significantWords(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w));
}

/** All normalised words (positions line up with a message's words). */
export function words(text: string): string[] {
  return normalizeText(text).split(' ').filter(Boolean);
}

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[b.length]! <= max;
}

/** Does a word of the message stand for a word of a name? */
export function wordMatches(said: string, name: string): boolean {
  if (said === name) return true;
  const short = Math.min(said.length, name.length);
  if (short < 4) return false;
  // Plurals and stems: "museums" / "museum", "tuilerie" / "tuileries".
  if ((name.startsWith(said) || said.startsWith(name)) && Math.abs(said.length - name.length) <= 3)
    return true;
  // Elisions folded into the word: "dorsay" for "orsay", "lorangerie" for "orangerie".
  if (name.length === said.length + 1 && name.endsWith(said)) return true;
  if (said.length === name.length + 1 && said.endsWith(name)) return true;
  if (short >= 5) return editDistanceAtMost(said, name, short >= 8 ? 2 : 1);
  return false;
}

export interface Named<T> {
  item: T;
  names: readonly string[];
}

export interface Mention<T> {
  item: T;
  /** Share of the name's significant words that the message says (0..1). */
  score: number;
  /** Positions of the message words that matched. */
  positions: number[];
  /** Position of the first matched word. */
  first: number;
}

/**
 * The candidates a text names, each at most once, best first and then by where they appear. A candidate needs at
 * least half of its name's words, one of them distinctive (not a category noun such as "museum"). Greedy: a
 * message word stands for one candidate only, so "the Louvre and the Eiffel Tower" is never also "Montparnasse
 * Tower".
 */
export function findMentions<T>(
  text: string,
  candidates: readonly Named<T>[],
  opts: { allowGeneric?: boolean } = {},
): Mention<T>[] {
  const said = words(text);
  const scored: Mention<T>[] = [];
  for (const candidate of candidates) {
    let best: Mention<T> | undefined;
    for (const name of candidate.names) {
      const nameWords = [...new Set(significantWords(name))];
      if (nameWords.length === 0) continue;
      const positions: number[] = [];
      let distinctive = false;
      for (const w of nameWords) {
        const at = said.findIndex(
          (s, i) => !positions.includes(i) && !STOP_WORDS.has(s) && wordMatches(s, w),
        );
        if (at < 0) continue;
        positions.push(at);
        if (!isGeneric(w)) distinctive = true;
      }
      const score = positions.length / nameWords.length;
      if ((!distinctive && !opts.allowGeneric) || score < 0.5 || positions.length === 0) continue;
      if (!best || score > best.score || (score === best.score && positions.length > best.positions.length))
        best = { item: candidate.item, score, positions, first: Math.min(...positions) };
    }
    if (best) scored.push(best);
  }
  scored.sort((a, b) => b.score - a.score || b.positions.length - a.positions.length || a.first - b.first);
  const claimed = new Set<number>();
  const accepted: Mention<T>[] = [];
  for (const m of scored) {
    if (m.positions.some((p) => claimed.has(p))) continue;
    for (const p of m.positions) claimed.add(p);
    accepted.push(m);
  }
  return accepted;
}

/** Share of the text's significant words that a mention accounts for (to reject "Foobar Louvre Extravaganza"). */
export function coverage(text: string, mention: Mention<unknown>): number {
  const all = words(text);
  const significant = all.filter((w) => !STOP_WORDS.has(w)).length;
  return significant === 0 ? 0 : mention.positions.length / significant;
}

/** The first sentence of a description, for a short reason. */
export function firstSentence(text: string, max = 180): string {
  const sentence = text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
