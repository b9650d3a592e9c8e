import { describe, expect, it } from 'vitest';
import { parseClock, parseWhen } from './when.ts';

const days = [
  { day: 1, date: '2026-05-07' }, // Thursday
  { day: 2, date: '2026-05-08' },
  { day: 3, date: '2026-05-09' },
];

describe('parseWhen', () => {
  it('reads days, weekdays and relative days', () => {
    expect(parseWhen('move it to day 3', days)).toEqual({ day: 3 });
    expect(parseWhen('on Saturday evening', days)).toEqual({ day: 3, segment: 'evening' });
    expect(parseWhen('the last day', days)).toEqual({ day: 3 });
    expect(parseWhen('tomorrow morning', days)).toEqual({ relative: 'tomorrow', segment: 'morning' });
    expect(parseWhen('what is open tonight', days)).toEqual({ relative: 'today', segment: 'evening' });
    expect(parseWhen('anything open right now?', days)).toEqual({ now: true });
  });
  it('reads meals and clock times', () => {
    expect(parseWhen('a vegan lunch')).toEqual({ meal: 'lunch' });
    expect(parseWhen('dinner at 8pm')).toEqual({ meal: 'dinner', clock: 20 * 60 });
  });
});

describe('parseClock', () => {
  it('understands 12- and 24-hour times', () => {
    expect(parseClock('at 10am')).toBe(600);
    expect(parseClock('7:30 p.m.')).toBe(19 * 60 + 30);
    expect(parseClock('12 am')).toBe(0);
    expect(parseClock('14:15')).toBe(14 * 60 + 15);
    expect(parseClock('19h30')).toBe(19 * 60 + 30);
    expect(parseClock('at noon')).toBe(720);
    expect(parseClock('at 3')).toBe(15 * 60);
    expect(parseClock('dinner at 8')).toBe(20 * 60);
  });
  it('does not read day numbers or distances as times', () => {
    expect(parseClock('day 2')).toBeUndefined();
    expect(parseClock('3.5 km')).toBeUndefined();
    expect(parseClock('at 25')).toBeUndefined();
  });
});
