import { describe, expect, it } from 'vitest';
import type { ActivityTiming } from '../../../core/activity.ts';
import { planBadge, plannedHoursText, tripDayMarks } from './plan-badge.ts';

const timing = (open: [number, number][][]): ActivityTiming => ({ from: '2026-12-07', open });

describe('the plan badge', () => {
  it('says the place is open at the planned time on the planned date, with the date in its name', () => {
    const a = {
      timing: timing([[[570, 1050]]]),
      startTime: '10:00 AM',
      duration: '1 hour',
      placeId: 'lisbon/x',
    };
    expect(planBadge(a, '2026-12-07')).toEqual({
      kind: 'open',
      text: 'Open 9:30-17:30',
      label: 'Open 9:30-17:30 on Monday, 7 December',
    });
  });

  it('says "Closed at this time" when the planned time is outside the hours or the day is closed', () => {
    const bar = { timing: timing([[[1140, 1560]], []]), startTime: '10:00 AM', duration: '2 hours' };
    expect(planBadge(bar, '2026-12-07')?.text).toBe('Closed at this time');
    expect(planBadge({ ...bar, startTime: '9:00 PM' }, '2026-12-07')?.text).toBe('Open 19:00-2:00');
    expect(planBadge({ ...bar, startTime: '9:00 PM' }, '2026-12-08')?.kind).toBe('closed');
  });

  it('reads whole days and midnight closings plainly, and says when hours are unknown', () => {
    expect(planBadge({ timing: timing([[[0, 1440]]]), startTime: '9:00 AM' }, '2026-12-07')?.text).toBe(
      'Open 24 hours',
    );
    expect(planBadge({ timing: timing([[[480, 1440]]]), startTime: '9:00 AM' }, '2026-12-07')?.text).toBe(
      'Open 8:00-24:00',
    );
    expect(planBadge({ placeId: 'lisbon/x', startTime: '9:00 AM' }, '2026-12-07')?.kind).toBe('unknown');
    // A custom activity has nothing to say.
    expect(planBadge({ startTime: '9:00 AM' }, '2026-12-07')).toBeUndefined();
    // Beyond the dates the timing covers (the trip was made longer), nobody knows.
    expect(planBadge({ timing: timing([[[0, 1440]]]), startTime: '9:00 AM' }, '2026-12-20')?.kind).toBe(
      'unknown',
    );
  });

  it('words the planned date for the details popover and marks the trip days by weekday', () => {
    const t = { ...timing([[], [[600, 1080]]]), closed: ['Closed on Mondays', ''] };
    expect(plannedHoursText({ timing: t }, '2026-12-07')).toBe(
      'Planned for Monday, 7 December: Closed on Mondays',
    );
    expect(plannedHoursText({ timing: t }, '2026-12-08')).toBe(
      'Planned for Tuesday, 8 December: open 10:00-18:00',
    );
    expect(tripDayMarks('2026-12-07', 2)).toEqual([
      { weekday: 'Monday', label: 'Day 1, 7 Dec' },
      { weekday: 'Tuesday', label: 'Day 2, 8 Dec' },
    ]);
  });
});
