// The three segment lists of a day while an activity is dragged (pure): moving it across lists as it passes
// over them, and where it lands when dropped. Lists hold dnd ids (see dnd-ids.ts).
import type { Activity } from '../../../core/activity.ts';
import { TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import { activityDndId } from './dnd-ids.ts';

export type SegmentLists = Record<TimeSegment, string[]>;

export function listsOf(activities: readonly Activity[]): SegmentLists {
  const lists: SegmentLists = { morning: [], afternoon: [], evening: [] };
  for (const a of activities) lists[a.timeSegment].push(activityDndId(a.id));
  return lists;
}

export function segmentHolding(lists: SegmentLists, id: string): TimeSegment | undefined {
  return TIME_SEGMENTS.find((s) => lists[s].includes(id));
}

/** Takes `id` out of its list and inserts it into `to` at `index` (clamped). Same lists back when nothing moves. */
export function moveAcross(lists: SegmentLists, id: string, to: TimeSegment, index: number): SegmentLists {
  const from = segmentHolding(lists, id);
  if (!from || from === to) return lists;
  const target = lists[to];
  const at = Math.max(0, Math.min(index, target.length));
  return {
    ...lists,
    [from]: lists[from].filter((x) => x !== id),
    [to]: [...target.slice(0, at), id, ...target.slice(at)],
  };
}

/** Moves `id` to the position of `overId` inside its own list (the drop of a sortable list). */
export function reorderWithin(lists: SegmentLists, id: string, overId: string): SegmentLists {
  const seg = segmentHolding(lists, id);
  if (!seg || segmentHolding(lists, overId) !== seg || id === overId) return lists;
  const list = lists[seg];
  const from = list.indexOf(id);
  const to = list.indexOf(overId);
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return { ...lists, [seg]: next };
}

function sameOrder(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export type DropOutcome =
  | { kind: 'none' }
  | { kind: 'reorder'; segment: TimeSegment; ids: string[] }
  | { kind: 'move'; segment: TimeSegment; index: number };

/** What a drop changes, comparing the lists as dropped with the lists before the drag. */
export function dropOutcome(before: SegmentLists, after: SegmentLists, id: string): DropOutcome {
  const from = segmentHolding(before, id);
  const to = segmentHolding(after, id);
  if (!from || !to) return { kind: 'none' };
  if (from !== to) return { kind: 'move', segment: to, index: after[to].indexOf(id) };
  return sameOrder(before[to], after[to])
    ? { kind: 'none' }
    : { kind: 'reorder', segment: to, ids: after[to] };
}
