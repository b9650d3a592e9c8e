import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityId, Day } from './activity.ts';
import { TIME_SEGMENTS, type TimeSegment } from './constants.ts';
import {
  type ActivityDraft,
  addActivity,
  allActivities,
  appendActivities,
  duplicateActivity,
  emptyDays,
  ensureDays,
  findActivity,
  moveActivity,
  normalizeDays,
  removeActivity,
  reorderSegment,
  sortActivities,
  totalActivities,
  updateActivity,
} from './itinerary.ts';

const START = '2026-05-03';
const RANK: Record<TimeSegment, number> = { morning: 0, afternoon: 1, evening: 2 };

const draft = (
  title: string,
  day: number,
  timeSegment: TimeSegment,
  extra: Partial<ActivityDraft> = {},
): ActivityDraft => ({
  title,
  day,
  timeSegment,
  ...extra,
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The invariants every operation keeps. */
function checkInvariants(days: Day[]) {
  const numbers = days.map((d) => d.day);
  expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
  const ids = allActivities(days).map((a) => a.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const d of days) {
    expect(d.date).toBe(
      new Date(Date.parse(`${START}T00:00:00Z`) + (d.day - 1) * 86_400_000).toISOString().slice(0, 10),
    );
    for (let i = 1; i < d.activities.length; i++) {
      const [a, b] = [d.activities[i - 1]!, d.activities[i]!];
      expect(
        RANK[a.timeSegment] < RANK[b.timeSegment] || (a.timeSegment === b.timeSegment && a.order < b.order),
      ).toBe(true);
    }
    for (const seg of TIME_SEGMENTS) {
      expect(d.activities.filter((a) => a.timeSegment === seg).map((a) => a.order)).toEqual(
        d.activities.filter((a) => a.timeSegment === seg).map((_, i) => i),
      );
    }
    for (const a of d.activities) expect(a.day).toBe(d.day);
  }
}

const titles = (days: Day[]) => new Map(allActivities(days).map((a) => [a.id, a.title]));

type Command =
  | { kind: 'add'; day: number; seg: TimeSegment; title: string }
  | { kind: 'update'; pick: number; day?: number; seg?: TimeSegment; title?: string }
  | { kind: 'remove'; pick: number }
  | { kind: 'reorder'; day: number; seg: TimeSegment; shuffle: number[] }
  | { kind: 'move'; pick: number; day: number; seg: TimeSegment; index: number }
  | { kind: 'duplicate'; pick: number }
  | { kind: 'append'; day: number; items: { seg: TimeSegment; title: string }[] };

const seg = fc.constantFrom(...TIME_SEGMENTS);
const dayNo = fc.integer({ min: 1, max: 7 });
const title = fc.string({ minLength: 2, maxLength: 8 });
const pick = fc.nat();
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), day: dayNo, seg, title }),
  fc.record(
    {
      kind: fc.constant('update' as const),
      pick,
      day: dayNo,
      seg,
      title,
    },
    { requiredKeys: ['kind', 'pick'] },
  ),
  fc.record({ kind: fc.constant('remove' as const), pick }),
  fc.record({
    kind: fc.constant('reorder' as const),
    day: dayNo,
    seg,
    shuffle: fc.array(fc.nat(), { maxLength: 12 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick,
    day: dayNo,
    seg,
    index: fc.integer({ min: -2, max: 12 }),
  }),
  fc.record({ kind: fc.constant('duplicate' as const), pick }),
  fc.record({
    kind: fc.constant('append' as const),
    day: dayNo,
    items: fc.array(fc.record({ seg, title }), { maxLength: 4 }),
  }),
);

const pickId = (days: Day[], n: number): ActivityId | undefined => {
  const all = allActivities(days);
  return all.length ? all[n % all.length]!.id : undefined;
};

/** Applies one command and checks what it must have done to the set of activities. */
function step(days: Day[], c: Command): Day[] {
  const before = titles(days);
  const snapshot = structuredClone(days);
  deepFreeze(days); // any mutation of the input throws
  let next: Day[];
  switch (c.kind) {
    case 'add': {
      next = addActivity(days, draft(c.title, c.day, c.seg), START);
      expect(totalActivities(next)).toBe(before.size + 1);
      const added = allActivities(next).find((a) => !before.has(a.id))!;
      expect(added).toMatchObject({ title: c.title, day: c.day, timeSegment: c.seg, isSelected: false });
      expect(added.order).toBe(
        next.find((d) => d.day === c.day)!.activities.filter((a) => a.timeSegment === c.seg).length - 1,
      );
      break;
    }
    case 'update': {
      const id = pickId(days, c.pick);
      if (id === undefined) return days;
      const changes = {
        ...(c.day && { day: c.day }),
        ...(c.seg && { timeSegment: c.seg }),
        ...(c.title && { title: c.title }),
      };
      next = updateActivity(days, id, changes, START);
      expect(new Set(titles(next).keys())).toEqual(new Set(before.keys()));
      expect(findActivity(next, id)!.activity).toMatchObject(changes);
      break;
    }
    case 'remove': {
      const id = pickId(days, c.pick);
      if (id === undefined) return days;
      next = removeActivity(days, id);
      const expected = new Map(before);
      expected.delete(id);
      expect(titles(next)).toEqual(expected);
      break;
    }
    case 'reorder': {
      const day = days.find((d) => d.day === c.day);
      const ids = (day?.activities ?? []).filter((a) => a.timeSegment === c.seg).map((a) => a.id);
      const shuffled = [...ids].sort(
        (a, b) => (c.shuffle[ids.indexOf(a)] ?? 0) - (c.shuffle[ids.indexOf(b)] ?? 0),
      );
      next = reorderSegment(days, c.day, c.seg, shuffled);
      expect(titles(next)).toEqual(before);
      if (day) {
        const after = next.find((d) => d.day === c.day)!.activities.filter((a) => a.timeSegment === c.seg);
        expect(after.map((a) => a.id)).toEqual(shuffled);
      }
      break;
    }
    case 'move': {
      const id = pickId(days, c.pick);
      if (id === undefined) return days;
      next = moveActivity(days, id, c.day, c.seg, c.index, START);
      expect(titles(next)).toEqual(before);
      const target = next.find((d) => d.day === c.day)!.activities.filter((a) => a.timeSegment === c.seg);
      const at = target.findIndex((a) => a.id === id);
      expect(at).toBe(Math.max(0, Math.min(c.index, target.length - 1)));
      break;
    }
    case 'duplicate': {
      const id = pickId(days, c.pick);
      if (id === undefined) return days;
      next = duplicateActivity(days, id);
      expect(totalActivities(next)).toBe(before.size + 1);
      for (const [k, v] of before) expect(titles(next).get(k)).toBe(v);
      const { day, index } = findActivity(next, id)!;
      const copy = day.activities[index + 1]!;
      expect(copy.id).not.toBe(id);
      expect({ ...copy, id, order: 0 }).toEqual({ ...findActivity(next, id)!.activity, order: 0 });
      break;
    }
    case 'append': {
      next = appendActivities(
        days,
        c.day,
        c.items.map((i) => draft(i.title, 99, i.seg, { id: 'suggested', isSelected: true })),
        START,
      );
      expect(totalActivities(next)).toBe(before.size + c.items.length);
      const added = allActivities(next).filter((a) => !before.has(a.id));
      expect(added.map((a) => a.title).sort()).toEqual(c.items.map((i) => i.title).sort());
      for (const a of added) expect(a).toMatchObject({ day: c.day, isSelected: false });
      break;
    }
  }
  expect(days).toEqual(snapshot);
  checkInvariants(next);
  return next;
}

describe('itinerary operations (properties)', () => {
  it('any sequence keeps every activity exactly once, ids unique, the sort and contiguous orders', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.array(command, { maxLength: 60 }),
        (length, commands) => {
          let days = emptyDays(
            START,
            new Date(Date.parse(`${START}T00:00:00Z`) + (length - 1) * 86_400_000).toISOString().slice(0, 10),
          );
          checkInvariants(days);
          for (const c of commands) days = step(days, c);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('normalizeDays repairs arbitrary days into the invariants without losing an activity', () => {
    const activity = fc.record({
      id: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('a', 'b', 'c')),
      title: title,
      day: fc.integer({ min: 1, max: 5 }),
      timeSegment: seg,
      order: fc.integer({ min: -5, max: 5 }),
      isCustom: fc.boolean(),
      isVegetarian: fc.boolean(),
      isSelected: fc.boolean(),
    });
    const dayArb = fc.integer({ min: 1, max: 5 }).chain((day) =>
      fc.record({
        day: fc.constant(day),
        date: fc.constant(
          new Date(Date.parse(`${START}T00:00:00Z`) + (day - 1) * 86_400_000).toISOString().slice(0, 10),
        ),
        activities: fc.array(activity, { maxLength: 6 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(dayArb, { maxLength: 6 }), (days) => {
        deepFreeze(days);
        const fixed = normalizeDays(days as Day[]);
        checkInvariants(fixed);
        expect(totalActivities(fixed)).toBe(totalActivities(days as Day[]));
        expect(
          allActivities(fixed)
            .map((a) => a.title)
            .sort(),
        ).toEqual(
          allActivities(days as Day[])
            .map((a) => a.title)
            .sort(),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('itinerary operations (SPEC.md rules)', () => {
  const base = () => {
    let days = emptyDays(START, '2026-05-05');
    days = addActivity(days, draft('Museum', 1, 'afternoon'), START);
    days = addActivity(days, draft('Breakfast', 1, 'morning'), START);
    days = addActivity(days, draft('Dinner', 1, 'evening'), START);
    days = addActivity(days, draft('Walk', 1, 'morning'), START);
    return days;
  };
  const day1 = (days: Day[]) =>
    days.find((d) => d.day === 1)!.activities.map((a) => `${a.timeSegment}:${a.title}:${a.order}`);
  const idOf = (days: Day[], t: string) => allActivities(days).find((a) => a.title === t)!.id;

  it('empty days: whole days from start to end inclusive, dated from the start', () => {
    expect(emptyDays('2026-05-03', '2026-05-07').map((d) => [d.day, d.date])).toEqual([
      [1, '2026-05-03'],
      [2, '2026-05-04'],
      [3, '2026-05-05'],
      [4, '2026-05-06'],
      [5, '2026-05-07'],
    ]);
    expect(emptyDays('2026-05-03', '2026-05-03')).toHaveLength(1);
    expect(emptyDays('2026-12-30', '2027-01-02').map((d) => d.date)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('empty days: a missing end means start + 7 days (SPEC.md "Builder on entry")', () => {
    const days = emptyDays('2026-05-03');
    expect(days).toHaveLength(8);
    expect(days.at(-1)!.date).toBe('2026-05-10');
  });

  it('keeps a day sorted by segment then order, and a new activity goes one above the highest in its segment', () => {
    expect(day1(base())).toEqual([
      'morning:Breakfast:0',
      'morning:Walk:1',
      'afternoon:Museum:0',
      'evening:Dinner:0',
    ]);
  });

  it('new activities get a time-based unique id and isSelected false', () => {
    const days = addActivity(
      [],
      draft('Picnic', 1, 'afternoon', { isSelected: true, id: 7 } as ActivityDraft),
      START,
    );
    const a = days[0]!.activities[0]!;
    expect(a.id).toMatch(/^act-[0-9a-z]+-/);
    expect(a.isSelected).toBe(false);
    expect(a).toMatchObject({ isCustom: false, isVegetarian: false });
  });

  it('adding to a missing day creates it dated start + (day - 1), days sorted by number', () => {
    const days = addActivity(emptyDays(START, '2026-05-04'), draft('Late', 5, 'evening'), START);
    expect(days.map((d) => [d.day, d.date])).toEqual([
      [1, '2026-05-03'],
      [2, '2026-05-04'],
      [5, '2026-05-07'],
    ]);
    const more = addActivity(days, draft('Middle', 3, 'morning'), START);
    expect(more.map((d) => d.day)).toEqual([1, 2, 3, 5]);
  });

  it('update merges; a day change moves it to that day (created if missing)', () => {
    const days = base();
    const id = idOf(days, 'Museum');
    const edited = updateActivity(days, id, { notes: 'Closed Mondays', title: 'City Museum' }, START);
    expect(findActivity(edited, id)!.activity).toMatchObject({
      title: 'City Museum',
      notes: 'Closed Mondays',
      day: 1,
    });
    const moved = updateActivity(days, id, { day: 6 }, START);
    expect(findActivity(moved, id)!.day).toMatchObject({ day: 6, date: '2026-05-08' });
    expect(day1(moved)).toEqual(['morning:Breakfast:0', 'morning:Walk:1', 'evening:Dinner:0']);
  });

  it('a segment change puts the activity at the end of its new segment and renumbers both', () => {
    const days = base();
    const next = updateActivity(days, idOf(days, 'Breakfast'), { timeSegment: 'evening' }, START);
    expect(day1(next)).toEqual([
      'morning:Walk:0',
      'afternoon:Museum:0',
      'evening:Dinner:0',
      'evening:Breakfast:1',
    ]);
  });

  it('an unknown id changes nothing', () => {
    const days = base();
    expect(updateActivity(days, 'nope', { title: 'x' }, START)).toEqual(days);
    expect(removeActivity(days, 'nope')).toEqual(days);
    expect(duplicateActivity(days, 'nope')).toEqual(days);
    expect(moveActivity(days, 'nope', 1, 'evening', 0, START)).toEqual(days);
  });

  it('remove deletes exactly one and keeps the now-empty day', () => {
    const start = base();
    const days = removeActivity(start, idOf(start, 'Museum'));
    expect(day1(days)).toEqual(['morning:Breakfast:0', 'morning:Walk:1', 'evening:Dinner:0']);
    const one = addActivity(emptyDays(START, START), draft('Solo', 1, 'morning'), START);
    const none = removeActivity(one, idOf(one, 'Solo'));
    expect(none).toEqual([{ day: 1, date: START, activities: [] }]);
  });

  it('reorder renumbers a segment by position', () => {
    const days = base();
    const next = reorderSegment(days, 1, 'morning', [idOf(days, 'Walk'), idOf(days, 'Breakfast')]);
    expect(day1(next)).toEqual([
      'morning:Walk:0',
      'morning:Breakfast:1',
      'afternoon:Museum:0',
      'evening:Dinner:0',
    ]);
  });

  it('move between segments renumbers the segment left and the one entered', () => {
    const days = base();
    const next = moveActivity(days, idOf(days, 'Dinner'), 1, 'morning', 1, START);
    expect(day1(next)).toEqual([
      'morning:Breakfast:0',
      'morning:Dinner:1',
      'morning:Walk:2',
      'afternoon:Museum:0',
    ]);
    const toDay2 = moveActivity(days, idOf(days, 'Walk'), 2, 'afternoon', 0, START);
    expect(toDay2[1]!.activities.map((a) => [a.title, a.day, a.order])).toEqual([['Walk', 2, 0]]);
  });

  it('duplicate puts a copy with a new id right after the original', () => {
    const days = base();
    const next = duplicateActivity(days, idOf(days, 'Breakfast'));
    expect(day1(next)).toEqual([
      'morning:Breakfast:0',
      'morning:Breakfast:1',
      'morning:Walk:2',
      'afternoon:Museum:0',
      'evening:Dinner:0',
    ]);
    const [a, b] = next[0]!.activities;
    expect(a!.id).not.toBe(b!.id);
  });

  it('suggested activities are appended to the day with generated ids and isSelected false', () => {
    const days = base();
    const suggested = [
      draft('Food tour', 9, 'evening', { id: 1, isSelected: true }),
      draft('Gallery', 9, 'morning', { id: 1, isSelected: true }),
    ];
    const next = appendActivities(days, 1, suggested, START);
    expect(day1(next)).toEqual([
      'morning:Breakfast:0',
      'morning:Walk:1',
      'morning:Gallery:2',
      'afternoon:Museum:0',
      'evening:Dinner:0',
      'evening:Food tour:1',
    ]);
    const added = allActivities(next).filter((a) => a.title === 'Food tour' || a.title === 'Gallery');
    expect(new Set(added.map((a) => a.id)).size).toBe(2);
    expect(added.every((a) => a.isSelected === false && a.day === 1)).toBe(true);
  });

  it('sortActivities orders by segment then order without touching the input', () => {
    const list = deepFreeze([
      { id: 1, title: 'c', day: 1, timeSegment: 'evening', order: 0 },
      { id: 2, title: 'b', day: 1, timeSegment: 'morning', order: 1 },
      { id: 3, title: 'a', day: 1, timeSegment: 'morning', order: 0 },
      { id: 4, title: 'd', day: 1, timeSegment: 'afternoon', order: 0 },
    ] as Activity[]);
    expect(sortActivities(list).map((a) => a.id)).toEqual([3, 2, 4, 1]);
  });

  it('ensureDays fits days to new dates without dropping activities', () => {
    const days = base();
    const later = ensureDays(days, '2026-06-01', '2026-06-02');
    expect(later.map((d) => [d.day, d.date])).toEqual([
      [1, '2026-06-01'],
      [2, '2026-06-02'],
      [3, '2026-06-03'],
    ]);
    expect(totalActivities(later)).toBe(4);
    expect(ensureDays(null, START, '2026-05-04')).toEqual(emptyDays(START, '2026-05-04'));
  });
});
