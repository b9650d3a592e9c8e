// Search keys: accent-, case- and punctuation-insensitive forms of names, shared by the gazetteer, the
// knowledge-base lookups and the derivation scripts (so build time and run time agree on what "equal" means).

/** Letters that Unicode decomposition leaves alone but a traveller types as plain Latin letters. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const FOLDABLE = /[ßæœøłđðþıħŧŋ]/g;
/** Apostrophes join ("Xi'an" -> "xian", "N'Djamena" -> "ndjamena"); other punctuation separates words. */
const APOSTROPHES = /['’‘ʻʼ`´]/g;
/** Combining diacritics (accents on Latin, Greek and Cyrillic letters); vowel signs of other scripts stay. */
const MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Most names and queries are plain ASCII and need no Unicode decomposition. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/** Shorter queries (after normalisation) match too much to be useful. */
export const MIN_QUERY_LENGTH = 2;
/** Longest input considered; anything longer is cut before normalisation (search boxes, not essays). */
export const MAX_QUERY_LENGTH = 100;

/** "São Paulo" -> "sao paulo", "München" -> "munchen", "St. John's" -> "st johns". */
export function normalizeText(input: string): string {
  const text = input.slice(0, MAX_QUERY_LENGTH * 2);
  const folded = PLAIN_ASCII.test(text)
    ? text.toLowerCase().replace(APOSTROPHES, '').replace(ASCII_SEPARATORS, ' ')
    : text
        .normalize('NFKD')
        .replace(MARKS, '')
        .toLowerCase()
        .replace(FOLDABLE, (c) => FOLDS[c] ?? c)
        .replace(APOSTROPHES, '')
        .replace(SEPARATORS, ' ')
        .normalize('NFC'); // recomposes scripts such as Hangul that decomposition split into parts
  return folded.trim().slice(0, MAX_QUERY_LENGTH).trimEnd();
}

/** True when the key uses only Latin letters, digits and spaces (after normalisation). */
export function isLatinKey(key: string): boolean {
  return /^[a-z0-9 ]+$/.test(key);
}
