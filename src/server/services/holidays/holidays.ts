// Public holidays of a country on given dates, from date-holidays (the rules of some 200 countries, offline).
// Only holidays of type "public" close places; bank holidays and observances do not. The library's data is
// loaded on first use (the library with every country's rules, about 25 MB resident, with the first plan rather
// than at start), and one instance is kept per country (at most the library's 200 or so).
import { createRequire } from 'node:module';
import type DateHolidaysLibrary from 'date-holidays';
import type { Holidays } from '../../../core/place-calendar.ts';

type DateHolidays = DateHolidaysLibrary;
let library: typeof DateHolidaysLibrary | undefined;
const byCountry = new Map<string, DateHolidays | null>();

function calendarOf(countryCode: string): DateHolidays | null {
  const code = countryCode.toUpperCase();
  if (!byCountry.has(code)) {
    library ??= createRequire(import.meta.url)('date-holidays') as typeof DateHolidaysLibrary;
    const hd = new library();
    const known = code in (hd.getCountries() ?? {});
    if (known) hd.init(code);
    byCountry.set(code, known ? hd : null);
  }
  return byCountry.get(code) ?? null;
}

/** The public holidays among the given ISO dates (a day before the first included: its late hours spill over). */
export function publicHolidays(countryCode: string | undefined, dates: readonly string[]): Holidays {
  if (!countryCode || dates.length === 0) return {};
  const hd = calendarOf(countryCode);
  if (!hd) return {};
  const wanted = new Set(dates);
  const years = new Set(dates.map((d) => Number(d.slice(0, 4))));
  const out: Record<string, string> = {};
  for (const year of years) {
    for (const h of hd.getHolidays(year, 'en') ?? []) {
      if (h.type !== 'public') continue;
      const date = h.date.slice(0, 10);
      if (wanted.has(date) && !out[date]) out[date] = h.name;
    }
  }
  return out;
}
