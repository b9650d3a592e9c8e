// Public holidays of a country on given dates, from date-holidays (the rules of some 200 countries, offline).
// Only holidays of type "public" close places; bank holidays and observances do not. The built server answers from
// the table the build wrote (public-holiday-table.mjs: every country, the years around the build, a few MB once
// read); otherwise, or for a year outside it, the library is loaded on first use (about 25 MB resident, and more
// for each country's calendar) and one calendar is kept per country (at most the library's 200 or so).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type DateHolidaysLibrary from 'date-holidays';
import type { Holidays } from '../../../core/place-calendar.ts';
import { type PublicHolidayTable, publicHolidaysOf } from './public-holiday-table.mjs';

type DateHolidays = DateHolidaysLibrary;
let library: typeof DateHolidaysLibrary | undefined;
const byCountry = new Map<string, DateHolidays | null>();

function calendarOf(code: string): DateHolidays | null {
  if (!byCountry.has(code)) {
    library ??= createRequire(import.meta.url)('date-holidays') as typeof DateHolidaysLibrary;
    const hd = new library();
    const known = code in (hd.getCountries() ?? {});
    if (known) hd.init(code);
    byCountry.set(code, known ? hd : null);
  }
  return byCountry.get(code) ?? null;
}

// The built server says where its table is (scripts/build-server.mjs); the sources have none.
declare const __wfBuiltHolidays: string | undefined;
let table: PublicHolidayTable | null | undefined;

function builtTable(): PublicHolidayTable | null {
  if (table === undefined) {
    table = null;
    if (typeof __wfBuiltHolidays === 'string') {
      try {
        table = JSON.parse(readFileSync(__wfBuiltHolidays, 'utf8')) as PublicHolidayTable;
      } catch {} // no table: the library answers
    }
  }
  return table;
}

/** The table's answer, or undefined when a date is outside the years it holds. */
export function holidaysFromTable(
  source: PublicHolidayTable,
  code: string,
  dates: readonly string[],
): Holidays | undefined {
  if (!dates.every((d) => Number(d.slice(0, 4)) >= source.from && Number(d.slice(0, 4)) <= source.to))
    return undefined;
  const days = source.countries[code] ?? {};
  const out: Record<string, string> = {};
  for (const date of dates) if (days[date]) out[date] = days[date];
  return out;
}

/** The public holidays among the given ISO dates (a day before the first included: its late hours spill over). */
export function publicHolidays(countryCode: string | undefined, dates: readonly string[]): Holidays {
  if (!countryCode || dates.length === 0) return {};
  const code = countryCode.toUpperCase();
  const built = builtTable();
  const fromTable = built && holidaysFromTable(built, code, dates);
  if (fromTable) return fromTable;
  const hd = calendarOf(code);
  if (!hd) return {};
  const out: Record<string, string> = {};
  for (const year of new Set(dates.map((d) => Number(d.slice(0, 4))))) {
    const days = publicHolidaysOf(hd, year, year);
    for (const date of dates) if (days[date] && !out[date]) out[date] = days[date];
  }
  return out;
}
