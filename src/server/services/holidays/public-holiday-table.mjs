// Public holidays as a table, by country and ISO date, made from date-holidays. Shared by the server (holidays.ts)
// and the build (scripts/build-server.mjs), which writes the table for the years around the build so the running
// server answers from it and never loads the library's rules (about 25 MB resident, and more per country).

/**
 * The public holidays of one country's calendar in the given years, by ISO date (the first name of a day wins).
 * Only type "public" closes places; bank holidays and observances do not.
 * @param {{ getHolidays(year: number, lang: string): { type: string; date: string; name: string }[] | undefined }} calendar
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
      const date = h.date.slice(0, 10);
      if (!days[date]) days[date] = h.name;
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
