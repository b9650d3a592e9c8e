import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, hhmmToMinutes, parseClock } from './clock.ts';

describe('clock texts', () => {
  it('formats minutes after midnight as 12-hour clock times', () => {
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(9 * 60)).toBe('9:00 AM');
    expect(formatClock(12 * 60)).toBe('12:00 PM');
    expect(formatClock(13 * 60 + 5)).toBe('1:05 PM');
    expect(formatClock(23 * 60 + 59)).toBe('11:59 PM');
    expect(formatClock(24 * 60)).toBe('12:00 AM');
  });

  it('reads back what it writes, for every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(parseClock(formatClock(m))).toBe(m);
      }),
    );
  });

  it('rejects texts that are not clock times', () => {
    for (const text of ['', '9:00', '13:00 PM', '0:30 AM', '9:60 AM', 'noon'])
      expect(parseClock(text)).toBeUndefined();
    expect(parseClock(' 9:30 pm ')).toBe(21 * 60 + 30);
  });

  it('reads HH:MM, closing times past midnight included', () => {
    expect(hhmmToMinutes('09:30')).toBe(570);
    expect(hhmmToMinutes('26:00')).toBe(26 * 60);
  });

  it('writes durations the way the activity cards show them', () => {
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(61)).toBe('1 hour 1 minute');
    expect(formatDuration(0)).toBe('0 minutes');
  });
});
