// OpenStreetMap opening_hours on a trip's dates, through the maintained parser: public holidays ("PH off"),
// seasons, closing after midnight, round the clock, unreadable values, and countries without holiday data.
import { describe, expect, it } from 'vitest';
import { conservativeHours, datesOfTrip, hoursOnDates } from './hours.ts';

const paris = { lat: 48.85, lng: 2.35, countryCode: 'FR' };
// 2026-12-24 is a Thursday; 25 December is a public holiday in France.
const dates = ['2026-12-24', '2026-12-25', '2026-12-26'];

describe('opening hours on dates', () => {
  it('closes on a public holiday for "PH off", and opens on the other days', () => {
    const h = hoursOnDates('Mo-Sa 10:00-18:00; PH off', paris, dates)!;
    expect(h.dated).toEqual({
      '2026-12-24': [['10:00', '18:00']],
      '2026-12-25': [],
      '2026-12-26': [['10:00', '18:00']],
    });
  });

  it('reads lunch and dinner ranges and a closing after midnight on the evening it belongs to', () => {
    const h = hoursOnDates('Mo-Su 12:00-14:30,19:00-02:00', paris, ['2026-12-24'])!;
    expect(h.dated['2026-12-24']).toEqual([
      ['12:00', '14:30'],
      ['19:00', '26:00'],
    ]);
  });

  it('reads round-the-clock places and months of the year', () => {
    expect(hoursOnDates('24/7', paris, ['2026-12-24'])!.dated['2026-12-24']).toEqual([['00:00', '24:00']]);
    const seasonal = 'Apr-Oct Mo-Su 09:00-19:00; Nov-Mar Mo-Su 10:00-17:00';
    expect(hoursOnDates(seasonal, paris, ['2026-12-24'])!.dated['2026-12-24']).toEqual([['10:00', '17:00']]);
    expect(hoursOnDates(seasonal, paris, ['2026-07-01'])!.dated['2026-07-01']).toEqual([['09:00', '19:00']]);
  });

  it('counts "by appointment" as no promise of being open', () => {
    expect(
      hoursOnDates('Mo-Fr 10:00-12:00 "by appointment"', paris, ['2026-12-24'])!.dated['2026-12-24'],
    ).toEqual([]);
  });

  it('answers undefined for a value the parser cannot read', () => {
    expect(hoursOnDates('ask the caretaker', paris, dates)).toBeUndefined();
  });

  it('reads the rest of a value whose holidays it has no data for', () => {
    const h = hoursOnDates(
      'Mo-Su 09:00-17:00; PH off',
      { lat: -64.8, lng: -62.9, countryCode: 'AQ' },
      dates,
    )!;
    expect(h.dated['2026-12-25']).toEqual([['09:00', '17:00']]);
  });

  it('gives the usual week from the dates, and a trip at least a week of dates', () => {
    expect(datesOfTrip('2026-12-24', '2026-12-25')).toEqual([
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
    ]);
    const h = hoursOnDates('Tu-Su 10:00-18:00; Mo off', paris, datesOfTrip('2026-12-24', '2026-12-25'))!;
    expect(h.week.mon).toEqual([]);
    expect(h.week.tue).toEqual([['10:00', '18:00']]);
  });

  it('keeps museums of unknown hours closed on Mondays', () => {
    expect(conservativeHours('museum').mon).toEqual([]);
    expect(conservativeHours('restaurant').fri).toEqual([
      ['12:00', '14:30'],
      ['19:00', '22:00'],
    ]);
  });
});
