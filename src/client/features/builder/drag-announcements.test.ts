import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-announcements.ts';
import type { SegmentLists } from './drag-lists.ts';

const titles: Record<string, string> = { 'activity:a': 'Louvre Museum', 'activity:b': 'Seine walk' };
const initial: SegmentLists = { morning: ['activity:a'], afternoon: ['activity:b'], evening: [] };
let lists = initial;
const say = dragAnnouncements({
  title: (id) => titles[id] ?? 'The activity',
  lists: () => lists,
  initialLists: () => initial,
  currentDay: () => 1,
});
const active = { id: 'activity:a' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('drag announcements', () => {
  it('name the activity and where it is, by section and position', () => {
    lists = initial;
    expect(say.onDragStart({ active })).toBe('Picked up Louvre Museum from the Morning section.');
    // Over its own place before moving: nothing more to say.
    expect(say.onDragOver({ active, over: over('activity:a') })).toBeUndefined();
    // Moved across to the afternoon's end: over its own new place.
    lists = { morning: [], afternoon: ['activity:b', 'activity:a'], evening: [] };
    expect(say.onDragOver({ active, over: over('activity:a') })).toBe(
      'Louvre Museum is over position 2 of 2 in the Afternoon section.',
    );
    // Over another card of its list it would take that card's place: the position said follows the keys.
    expect(say.onDragOver({ active, over: over('activity:b') })).toBe(
      'Louvre Museum is over position 1 of 2 in the Afternoon section.',
    );
    // Dropped: the lists already hold it where it landed.
    lists = { morning: [], afternoon: ['activity:a', 'activity:b'], evening: [] };
    expect(say.onDragEnd({ active, over: over('activity:b') })).toBe(
      'Louvre Museum was dropped at position 1 of 2 in the Afternoon section.',
    );
  });

  it('say each position while the activity moves within its own section', () => {
    lists = { morning: ['activity:a', 'activity:c', 'activity:d'], afternoon: ['activity:b'], evening: [] };
    expect(say.onDragOver({ active, over: over('activity:c') })).toBe(
      'Louvre Museum is over position 2 of 3 in the Morning section.',
    );
    expect(say.onDragOver({ active, over: over('activity:d') })).toBe(
      'Louvre Museum is over position 3 of 3 in the Morning section.',
    );
  });

  it('name the day buttons, and say when a drag is cancelled', () => {
    lists = initial;
    expect(say.onDragOver({ active, over: over('day:2') })).toBe(
      'Louvre Museum is over the button of Day 2.',
    );
    expect(say.onDragEnd({ active, over: over('day:2') })).toBe('Louvre Museum was moved to Day 2.');
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Moving was cancelled. Louvre Museum is back in the Morning section.',
    );
  });
});
