import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TRIP_DAYS } from './constants.ts';
import { addDays, tripLength } from './dates.ts';
import { clampRange, type DraftRange, isSelectable, nextRange, usableStoredRange } from './trip-dates.ts';

// Any day from 2000 to about 2060, as an ISO date.
const day = fc.integer({ min: 0, max: 22_000 }).map((n) => addDays('2000-01-01', n));
// A click near today (most interesting), or anywhere at all.
const clickNear = (today: string) =>
  fc.oneof(
    fc.integer({ min: -40, max: 60 }).map((n) => addDays(today, n)),
    day,
  );

function expectValid(range: DraftRange, today: string) {
  if (range.start) expect(range.start >= today).toBe(true);
  if (range.start && range.end) {
    expect(range.start <= range.end).toBe(true);
    expect(tripLength(range.start, range.end)).toBeLessThanOrEqual(MAX_TRIP_DAYS);
  }
}

describe('trip dates', () => {
  it('whatever two clicks, the range is at most 7 days and never in the past', () => {
    fc.assert(
      fc.property(
        day.chain((today) => fc.tuple(fc.constant(today), clickNear(today), clickNear(today))),
        ([today, first, second]) => {
          const range = nextRange(nextRange({}, first, today), second, today);
          expectValid(range, today);
        },
      ),
    );
  });

  it('keeps the rules over any sequence of clicks, from any earlier range (even one in the past)', () => {
    fc.assert(
      fc.property(
        day.chain((today) =>
          fc.tuple(
            fc.constant(today),
            fc.record({ start: fc.option(day, { nil: undefined }), end: fc.option(day, { nil: undefined }) }),
            fc.array(clickNear(today), { minLength: 1, maxLength: 12 }),
          ),
        ),
        ([today, initial, clicks]) => {
          let range: DraftRange = initial;
          let accepted = false;
          for (const click of clicks) {
            const next = nextRange(range, click, today);
            accepted ||= next !== range;
            range = next;
            if (accepted) expectValid(range, today);
          }
        },
      ),
    );
  });

  it('disables every past day, and while only the start is chosen every day more than 7 days away', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 30 }), fc.integer({ min: -40, max: 40 }), (today, s, d) => {
        const start = addDays(today, s);
        const date = addDays(start, d);
        expect(isSelectable(addDays(today, -1 - Math.abs(d)), today)).toBe(false);
        expect(isSelectable(date, today, { start })).toBe(date >= today && Math.abs(d) <= MAX_TRIP_DAYS);
        // With no start, or with both ends chosen, any day from today on starts a range.
        expect(isSelectable(date, today, { start, end: start })).toBe(date >= today);
      }),
    );
  });

  it('spans both clicks when they are close enough, and clamps the end to start + 6 otherwise', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 30 }), fc.integer({ min: -7, max: 7 }), (today, s, d) => {
        const first = addDays(today, s);
        const second = addDays(first, d);
        const range = nextRange(nextRange({}, first, today), second, today);
        if (second < today) {
          expect(range).toEqual({ start: first });
          return;
        }
        const [lo, hi] = first <= second ? [first, second] : [second, first];
        expect(range.start).toBe(lo);
        expect(range.end).toBe(Math.abs(d) === MAX_TRIP_DAYS ? addDays(lo, MAX_TRIP_DAYS - 1) : hi);
        expect(range.clamped).toBe(Math.abs(d) === MAX_TRIP_DAYS);
      }),
    );
  });

  it('clampRange orders the ends, keeps the start and is idempotent', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const once = clampRange(a, b);
        expect(once.start).toBe([a, b].sort()[0]);
        expect(tripLength(once.start, once.end)).toBeLessThanOrEqual(MAX_TRIP_DAYS);
        expect(once.clamped).toBe(tripLength(a, b) > MAX_TRIP_DAYS);
        const twice = clampRange(once.start, once.end);
        expect(twice).toEqual({ ...once, clamped: false });
      }),
    );
  });

  it('starts a new range on a third click, and a one-day trip with two clicks on the same day', () => {
    const today = '2026-03-10';
    const two = nextRange(nextRange({}, '2026-03-12', today), '2026-03-14', today);
    expect(two).toEqual({ start: '2026-03-12', end: '2026-03-14', clamped: false });
    expect(nextRange(two, '2026-04-01', today)).toEqual({ start: '2026-04-01' });
    expect(nextRange({ start: '2026-03-12' }, '2026-03-12', today)).toMatchObject({
      start: '2026-03-12',
      end: '2026-03-12',
    });
    expect(nextRange({ start: '2026-03-12' }, '2026-03-20', today)).toEqual({ start: '2026-03-12' });
    expect(nextRange({ start: '2026-03-12' }, '2026-03-19', today)).toEqual({
      start: '2026-03-12',
      end: '2026-03-18',
      clamped: true,
    });
  });

  it('keeps a stored range only while it is still in the future and valid', () => {
    const today = '2026-03-10';
    expect(usableStoredRange('2026-03-10', '2026-03-12', today)).toEqual({
      start: '2026-03-10',
      end: '2026-03-12',
    });
    expect(usableStoredRange('2026-03-09', '2026-03-12', today)).toEqual({});
    expect(usableStoredRange('2026-03-12', '2026-03-11', today)).toEqual({});
    expect(usableStoredRange('2026-03-12', '2026-03-19', today)).toEqual({});
    expect(usableStoredRange('2026-02-30', '2026-03-02', today)).toEqual({});
    expect(usableStoredRange(undefined, '2026-03-12', today)).toEqual({});
  });
});
