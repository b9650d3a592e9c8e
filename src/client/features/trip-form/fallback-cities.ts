// SPEC.md's basic location search, used when the destination search cannot be reached: the 20 fallback
// cities, case-insensitive substring match from 2 typed characters, at most 5 shown.
import { FALLBACK_CITIES } from '../../../core/constants.ts';

export const FALLBACK_MIN_CHARS = 2;
export const FALLBACK_MAX_SHOWN = 5;

export function matchFallbackCities(text: string): string[] {
  const typed = text.trim().toLowerCase();
  if (typed.length < FALLBACK_MIN_CHARS) return [];
  return FALLBACK_CITIES.filter((city) => city.toLowerCase().includes(typed)).slice(0, FALLBACK_MAX_SHOWN);
}
