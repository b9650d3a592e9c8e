// Drag and drop for the shown day (SPEC.md 'Drag between segments', section 9 constants): mouse after 5 px, touch
// after a 120 ms press, keyboard with spoken announcements; auto-scroll near the edges. While dragging, the item
// moves between the section lists on screen; on drop the change goes through the store's actions.
import {
  type CollisionDetection,
  closestCorners,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import type { Activity, ActivityId } from '../../../core/activity.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import { activityDndId, dayOfTarget, segmentOfTarget } from './dnd-ids.ts';
import { DRAG_INSTRUCTIONS, dragAnnouncements } from './drag-announcements.ts';
import {
  dropOutcome,
  listsOf,
  moveAcross,
  reorderWithin,
  type SegmentLists,
  segmentHolding,
} from './drag-lists.ts';

export const DRAG_CONSTANTS = {
  mouseDistancePx: 5,
  touchDelayMs: 120,
  touchTolerancePx: 5,
  /** Auto-scroll starts within 25 % of the edge; at most about 28 px per step. */
  autoScrollThreshold: 0.25,
  autoScrollMaxStep: 28,
} as const;

export interface TimelineMoves {
  reorderSegment: (day: number, segment: TimeSegment, orderedIds: ActivityId[]) => void;
  moveActivity: (id: ActivityId, toDay: number, toSegment: TimeSegment, toIndex: number) => void;
  /** Told after an activity changed section or day (the page toasts 'Activity moved'). */
  onMoved: (activity: Activity, to: { day: number; segment: TimeSegment }) => void;
}

/** Day buttons win when the pointer is on one; otherwise the nearest list or card. */
const collisionDetection: CollisionDetection = (args) => {
  const onDay = pointerWithin(args).filter((c) => dayOfTarget(c.id) !== undefined);
  if (onDay.length > 0) return onDay;
  return closestCorners(args);
};

export function useTimelineDnd(day: number, activities: readonly Activity[], moves: TimelineMoves) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_CONSTANTS.mouseDistancePx } }),
    useSensor(TouchSensor, {
      activationConstraint: {
        delay: DRAG_CONSTANTS.touchDelayMs,
        tolerance: DRAG_CONSTANTS.touchTolerancePx,
      },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const [preview, setPreview] = useState<SegmentLists | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const byDndId = useMemo(() => new Map(activities.map((a) => [activityDndId(a.id), a])), [activities]);

  // Refs for the announcements and handlers, which dnd-kit calls outside React's render.
  const latest = useRef({ day, byDndId, moves });
  latest.current = { day, byDndId, moves };
  const initialRef = useRef<SegmentLists>(listsOf(activities));
  const listsRef = useRef<SegmentLists>(initialRef.current);

  const setLists = (next: SegmentLists) => {
    listsRef.current = next;
    setPreview(next);
  };

  const announcements = useMemo(
    () =>
      dragAnnouncements({
        title: (id) => latest.current.byDndId.get(id)?.title ?? 'The activity',
        lists: () => listsRef.current,
        initialLists: () => initialRef.current,
        currentDay: () => latest.current.day,
      }),
    [],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const lists = listsOf(activities);
    initialRef.current = lists;
    setLists(lists);
    setActiveId(String(active.id));
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || dayOfTarget(over.id) !== undefined) return;
    const id = String(active.id);
    const lists = listsRef.current;
    const from = segmentHolding(lists, id);
    const overId = String(over.id);
    const to = segmentOfTarget(overId) ?? segmentHolding(lists, overId);
    if (!from || !to || from === to) return;
    let index: number;
    const activeRect = active.rect.current.translated;
    const activeMiddle = activeRect ? activeRect.top + activeRect.height / 2 : 0;
    if (segmentOfTarget(overId)) {
      // Over a section's list itself: the top half takes it first, the bottom half last.
      index = activeMiddle < over.rect.top + over.rect.height / 2 ? 0 : lists[to].length;
    } else {
      const below = activeMiddle > over.rect.top + over.rect.height / 2;
      index = lists[to].indexOf(overId) + (below ? 1 : 0);
    }
    setLists(moveAcross(lists, id, to, index));
  };

  const finish = () => {
    setPreview(null);
    setActiveId(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    const { day: shownDay, byDndId: lookup, moves: act } = latest.current;
    const activity = lookup.get(id);
    finish();
    if (!activity || !over) return;
    const toDay = dayOfTarget(over.id);
    if (toDay !== undefined) {
      if (toDay === shownDay) return;
      act.moveActivity(activity.id, toDay, activity.timeSegment, Number.POSITIVE_INFINITY);
      act.onMoved(activity, { day: toDay, segment: activity.timeSegment });
      return;
    }
    const dropped = reorderWithin(listsRef.current, id, String(over.id));
    listsRef.current = dropped;
    const outcome = dropOutcome(initialRef.current, dropped, id);
    const idOf = (dndId: string) => lookup.get(dndId)?.id;
    if (outcome.kind === 'reorder') {
      act.reorderSegment(
        shownDay,
        outcome.segment,
        outcome.ids.map(idOf).filter((x): x is ActivityId => x !== undefined),
      );
    } else if (outcome.kind === 'move') {
      act.moveActivity(activity.id, shownDay, outcome.segment, outcome.index);
      act.onMoved(activity, { day: shownDay, segment: outcome.segment });
    }
  };

  const contextProps: DndContextProps = {
    sensors,
    collisionDetection,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: finish,
    accessibility: { announcements, screenReaderInstructions: DRAG_INSTRUCTIONS },
    autoScroll: {
      threshold: { x: 0, y: DRAG_CONSTANTS.autoScrollThreshold },
      acceleration: DRAG_CONSTANTS.autoScrollMaxStep,
      // One step per frame rather than every 5 ms, so 28 px a step stays readable.
      interval: 16,
    },
  };

  /** The section lists to show: as moved during a drag, else from the day's activities. */
  const segments = useMemo(() => {
    const lists = preview ?? listsOf(activities);
    const pick = (ids: string[]) => ids.map((x) => byDndId.get(x)).filter((a): a is Activity => Boolean(a));
    return { morning: pick(lists.morning), afternoon: pick(lists.afternoon), evening: pick(lists.evening) };
  }, [preview, activities, byDndId]);

  const activeActivity = activeId ? byDndId.get(activeId) : undefined;
  return { contextProps, segments, activeActivity };
}
