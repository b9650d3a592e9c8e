export interface HolidayCalendar {
  getHolidays(
    year: number,
    lang: string,
  ): { type: string; date: string; name: string; start?: Date; end?: Date }[] | undefined;
}

export interface PublicHolidayTable {
  from: number;
  to: number;
  /** Country code -> ISO date -> holiday name. */
  countries: Record<string, Record<string, string>>;
}

export function publicHolidaysOf(
  calendar: HolidayCalendar,
  fromYear: number,
  toYear: number,
): Record<string, string>;

export function publicHolidayTable(
  /** date-holidays' class: made with no argument, then with a country code. */
  DateHolidays: new (
    ...args: never[]
  ) => HolidayCalendar & { getCountries(): Record<string, string> | undefined },
  fromYear: number,
  toYear: number,
): PublicHolidayTable;
