// The table the build writes answers exactly what date-holidays answers, so the built server can leave the library
// (about 25 MB resident) unloaded.
import DateHolidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../core/dates.ts';
import { holidaysFromTable, publicHolidays } from './holidays.ts';
import { publicHolidayTable } from './public-holiday-table.mjs';

const table = publicHolidayTable(DateHolidays, 2026, 2027);
const everyDay = (from: string, days: number) => Array.from({ length: days }, (_, i) => addDays(from, i));

describe('public holidays', () => {
  it('names the public holidays of a country, and none of its observances', () => {
    const france = publicHolidays('fr', ['2026-07-13', '2026-07-14', '2026-07-15']);
    expect(Object.keys(france)).toEqual(['2026-07-14']);
    expect(publicHolidays('US', ['2026-07-04'])['2026-07-04']).toMatch(/Independence/);
    expect(publicHolidays('XX', ['2026-07-14'])).toEqual({});
    expect(publicHolidays(undefined, ['2026-07-14'])).toEqual({});
  });

  it('counts a holiday of several days on each of them: Tet, Seollal and Chuseok', () => {
    const tet = publicHolidays('VN', everyDay('2027-02-04', 7));
    expect(Object.keys(tet)).toEqual(['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09']);
    const chuseok = publicHolidays('KR', everyDay('2027-09-13', 5));
    expect(Object.keys(chuseok)).toEqual(['2027-09-14', '2027-09-15', '2027-09-16']);
  });

  it('answers from the built table exactly what the library answers, for every day of two years', () => {
    const days = everyDay('2026-01-01', 730);
    for (const code of ['FR', 'US', 'JP', 'IT', 'BR', 'IN', 'EG', 'AU', 'MA', 'TH', 'VN', 'KR']) {
      for (let i = 0; i < days.length; i += 7) {
        const week = days.slice(i, i + 8);
        expect(holidaysFromTable(table, code, week)).toEqual(publicHolidays(code, week));
      }
    }
    expect(Object.keys(table.countries).length).toBeGreaterThan(150);
  });

  it('leaves dates outside its years to the library', () => {
    expect(holidaysFromTable(table, 'FR', ['2027-12-31', '2028-01-01'])).toBeUndefined();
    expect(holidaysFromTable(table, 'FR', ['2025-12-31'])).toBeUndefined();
    expect(holidaysFromTable(table, 'ZZ', ['2026-07-14'])).toEqual({});
  });
});
