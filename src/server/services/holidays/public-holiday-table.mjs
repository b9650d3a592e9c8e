// Public holidays as a table, by country and ISO date, made from date-holidays. Shared by the server (holidays.ts)
// and the build (scripts/build-server.mjs), which writes the table for the years around the build so the running
// server answers from it and never loads the library's rules (about 25 MB resident, and more per country).

const DAY_MS = 86_400_000;

/**
 * The ISO date `days` after `iso` ("2027-02-05", 2 -> "2027-02-07"). core/dates.ts has addDays, but the build runs
 * this file with plain Node, which cannot import TypeScript.
 */
function isoPlus(iso, days) {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The public holidays of one country's calendar in the given years, by ISO date (the first name of a day wins).
 * Only type "public" closes places; bank holidays and observances do not. A holiday of several days (Vietnam's Tet,
 * five; Korea's Seollal and Chuseok, three) counts on each of them.
 * @param {{ getHolidays(year: number, lang: string): { type: string; date: string; name: string; start?: Date; end?: Date }[] | undefined }} calendar
 * @param {number} fromYear
 * @param {number} toYear
 * @returns {Record<string, string>}
 */
export function publicHolidaysOf(calendar, fromYear, toYear) {
  /** @type {Record<string, string>} */
  const days = {};
  for (let year = fromYear; year <= toYear; year++) {
    for (const h of calendar.getHolidays(year, 'en') ?? []) {
      if (h.type !== 'public') continue;
      const length =
        h.start && h.end ? Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY_MS)) : 1;
      for (let k = 0; k < length; k++) {
        const date = isoPlus(h.date.slice(0, 10), k);
        if (!days[date]) days[date] = h.name;
      }
    }
  }
  return days;
}

/**
 * Every country the library knows, fromYear to toYear.
 * @param {new (country?: string) => { getCountries(): Record<string, string> | undefined; getHolidays(year: number, lang: string): { type: string; date: string; name: string }[] | undefined }} DateHolidays
 * @param {number} fromYear
 * @param {number} toYear
 */
export function publicHolidayTable(DateHolidays, fromYear, toYear) {
  /** @type {Record<string, Record<string, string>>} */
  const countries = {};
  for (const code of Object.keys(new DateHolidays().getCountries() ?? {})) {
    countries[code] = publicHolidaysOf(new DateHolidays(code), fromYear, toYear);
  }
  return { from: fromYear, to: toYear, countries };
}
