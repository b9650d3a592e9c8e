import { describe, expect, it } from 'vitest';
import { parseHoursText } from './hours-text.ts';
import { placeSchema } from './knowledge.ts';
import { closedAllDayReason, openRangesOnDate } from './place-calendar.ts';

const week = parseHoursText('Mo-Su 09:00-18:00');

describe('dated closures', () => {
  const renovated = {
    hours: week,
    closures: [{ from: '2026-04-01', until: '2027-03-31', reason: 'renovation' }],
  };
  const closing = {
    hours: week,
    closures: [{ from: '2027-01-15', reason: 'the restaurant closes for good' }],
  };

  it('closes a place on every date of a renovation, and opens it on each side', () => {
    expect(openRangesOnDate(renovated, '2026-03-31')).toEqual([[540, 1080]]);
    expect(openRangesOnDate(renovated, '2026-04-01')).toEqual([]);
    expect(openRangesOnDate(renovated, '2027-03-31')).toEqual([]);
    expect(openRangesOnDate(renovated, '2027-04-01')).toEqual([[540, 1080]]);
    expect(closedAllDayReason(renovated, '2026-12-01')).toBe(
      'Closed from 1 April 2026 to 31 March 2027: renovation',
    );
  });

  it('closes a place for good from an announced last day', () => {
    expect(openRangesOnDate(closing, '2027-01-14')).toEqual([[540, 1080]]);
    expect(closedAllDayReason(closing, '2029-06-01')).toBe(
      'Closed from 15 January 2027: the restaurant closes for good',
    );
  });

  it('refuses a closure that ends before it starts, or a date that is not one', () => {
    const place = (closures: unknown) => ({
      id: 'x',
      name: 'Somewhere',
      lat: 0,
      lng: 0,
      address: 'A street',
      category: 'museum',
      tags: ['museums'],
      description: 'A place described at enough length for the schema to accept it as a place here.',
      durationMinutes: 60,
      hours: 'Mo-Su 09:00-18:00',
      priceLevel: 1,
      cost: 'Free',
      segments: ['morning'],
      closures,
    });
    expect(placeSchema.safeParse(place([{ from: '2026-04-01', reason: 'renovation' }])).success).toBe(true);
    const backwards = placeSchema.safeParse(
      place([{ from: '2026-04-01', until: '2026-03-01', reason: 'works' }]),
    );
    expect(backwards.error?.issues[0]?.message).toMatch(/on or after/);
    expect(placeSchema.safeParse(place([{ from: '2026-02-30', reason: 'works' }])).success).toBe(false);
  });

  it('names a season of no hours as a closure of part of every year, not a weekly closing day', () => {
    const upkeep = { hours: week, seasons: [{ from: '06-10', to: '08-15', hours: parseHoursText('off') }] };
    expect(closedAllDayReason(upkeep, '2027-07-01')).toBe('Closed every year from 10 June to 15 August');
    expect(closedAllDayReason(upkeep, '2027-08-16')).toBeUndefined();
    const mondays = { hours: parseHoursText('Tu-Su 09:00-18:00') };
    expect(closedAllDayReason(mondays, '2027-07-05')).toBe('Closed on Mondays');
  });
});
