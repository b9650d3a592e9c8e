// Proposals applied through the real trip store: nothing but the proposed change happens.
import { beforeEach, describe, expect, it } from 'vitest';
import { parisPlan, tripOf } from '../../../../tests/helpers/chat-plan.ts';
import { allActivities, findActivity } from '../../../core/itinerary.ts';
import { useTripStore } from '../../lib/trip-store.ts';
import { applyProposal, stillApplies } from './apply.ts';

const store = () => useTripStore.getState();

describe('applyProposal', () => {
  beforeEach(() => {
    store().reset();
    store().setTripDetails(tripOf());
    store().setDays(parisPlan());
  });

  it('moves an activity to the end of another segment', () => {
    applyProposal(store(), {
      kind: 'move',
      activityId: 'd2-1',
      toDay: 2,
      toSegment: 'evening',
      summary: 's',
    });
    const day2 = store().days!.find((d) => d.day === 2)!;
    expect(day2.activities.map((a) => `${a.timeSegment}:${a.title}`)).toEqual([
      "afternoon:Musée d'Orsay",
      'evening:Dinner at Le Procope',
      'evening:Eiffel Tower',
    ]);
    expect(allActivities(store().days!)).toHaveLength(6);
  });

  it('moves an activity to another day', () => {
    applyProposal(store(), {
      kind: 'move',
      activityId: 'd2-3',
      toDay: 3,
      toSegment: 'evening',
      summary: 's',
    });
    expect(findActivity(store().days!, 'd2-3')!.day.day).toBe(3);
  });

  it('adds the proposed activity with a fresh id', () => {
    applyProposal(store(), {
      kind: 'add',
      activity: {
        title: 'Musée Rodin',
        day: 3,
        timeSegment: 'afternoon',
        placeId: 'paris/musee-rodin',
        isCustom: false,
        isVegetarian: false,
      },
      summary: 's',
    });
    const added = store().days!.find((d) => d.day === 3)!.activities;
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      title: 'Musée Rodin',
      placeId: 'paris/musee-rodin',
      timeSegment: 'afternoon',
    });
    expect(typeof added[0]!.id).toBe('string');
  });

  it('removes exactly the proposed activity, and knows when it is gone', () => {
    const remove = { kind: 'remove' as const, activityId: 'd1-1', summary: 's' };
    expect(stillApplies(remove, store().days!)).toBe(true);
    applyProposal(store(), remove);
    expect(allActivities(store().days!).map((a) => a.id)).toEqual(['d1-2', 'd1-3', 'd2-1', 'd2-2', 'd2-3']);
    expect(stillApplies(remove, store().days!)).toBe(false);
  });
});

describe('chat edits with times and whole days', () => {
  beforeEach(() => {
    store().reset();
    store().setTripDetails(tripOf());
    store().setDays(parisPlan());
  });

  const titles = (day: number) =>
    store()
      .days!.find((d) => d.day === day)!
      .activities.map((a) => `${a.timeSegment}:${a.title}`);

  it('swaps two days: each gets the other’s activities in their order, dates stay', () => {
    const before1 = titles(1);
    const before2 = titles(2);
    const dates = store().days!.map((d) => d.date);
    applyProposal(store(), { kind: 'swap', dayA: 1, dayB: 2, summary: 's' });
    expect(titles(1)).toEqual(before2);
    expect(titles(2)).toEqual(before1);
    expect(store().days!.map((d) => d.date)).toEqual(dates);
    for (const a of store().days!.flatMap((d) => d.activities.map((x) => [d.day, x.day])))
      expect(a[0]).toBe(a[1]);
    expect(allActivities(store().days!)).toHaveLength(6);
  });

  it('moves a stop to another day at the time asked', () => {
    applyProposal(store(), {
      kind: 'move',
      activityId: 'd1-1',
      toDay: 3,
      toSegment: 'afternoon',
      startTime: '16:00',
      endTime: '18:30',
      summary: 's',
    });
    const moved = findActivity(store().days!, 'd1-1')!;
    expect(moved.day.day).toBe(3);
    expect(moved.activity).toMatchObject({ timeSegment: 'afternoon', startTime: '16:00', endTime: '18:30' });
  });

  it('a swap still applies while both days exist', () => {
    expect(stillApplies({ kind: 'swap', dayA: 1, dayB: 3, summary: 's' }, store().days!)).toBe(true);
    expect(stillApplies({ kind: 'swap', dayA: 1, dayB: 9, summary: 's' }, store().days!)).toBe(false);
  });
});
