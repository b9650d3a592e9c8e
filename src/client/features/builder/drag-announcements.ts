// What screen readers hear while an activity is dragged: its title, the section (or day) it is over, and where it
// landed. dnd-kit speaks these through its own live region.
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { SEGMENT_LABELS, TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import { dayOfTarget, segmentOfTarget } from './dnd-ids.ts';
import type { SegmentLists } from './drag-lists.ts';
import { reorderWithin, segmentHolding } from './drag-lists.ts';

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this activity, press space or enter to pick it up. Use the arrow keys to move it between ' +
    'positions and the morning, afternoon and evening sections, or up to the day buttons to move it to ' +
    'another day. Press space or enter again to drop it, or escape to cancel.',
};

export interface AnnouncementContext {
  title: (dndId: string) => string;
  /** The lists as they stand now (moved while dragging) and before the drag started. */
  lists: () => SegmentLists;
  initialLists: () => SegmentLists;
  currentDay: () => number;
}

function sameLists(a: SegmentLists, b: SegmentLists): boolean {
  return TIME_SEGMENTS.every((s) => a[s].length === b[s].length && a[s].every((x, i) => x === b[s][i]));
}

const section = (s: TimeSegment) => `the ${SEGMENT_LABELS[s]} section`;

/**
 * Where the activity is, or lands. While dragging, over another card of its list it would drop in that card's
 * place (the lists only change when it crosses to another section), so that is the position said; once dropped,
 * the lists already hold it there.
 */
function place(ctx: AnnouncementContext, activeId: string, overId: string | number, dropped = false): string {
  const day = dayOfTarget(overId);
  if (day !== undefined) {
    return day === ctx.currentDay() ? `the button of Day ${day}, the day shown` : `the button of Day ${day}`;
  }
  const lists = dropped ? ctx.lists() : reorderWithin(ctx.lists(), activeId, String(overId));
  const seg = segmentOfTarget(overId) ?? segmentHolding(lists, String(overId));
  if (!seg) return 'no drop target';
  const list = lists[seg];
  const at = list.indexOf(activeId);
  return at >= 0 ? `position ${at + 1} of ${list.length} in ${section(seg)}` : section(seg);
}

export function dragAnnouncements(ctx: AnnouncementContext): Announcements {
  return {
    onDragStart({ active }) {
      const id = String(active.id);
      const seg = segmentHolding(ctx.initialLists(), id);
      return `Picked up ${ctx.title(id)}${seg ? ` from ${section(seg)}` : ''}.`;
    },
    onDragOver({ active, over }) {
      const id = String(active.id);
      if (!over) return `${ctx.title(id)} is no longer over a drop target.`;
      // Over its own place before moving at all: the pick-up announcement says enough.
      if (String(over.id) === id && sameLists(ctx.lists(), ctx.initialLists())) return undefined;
      return `${ctx.title(id)} is over ${place(ctx, id, over.id)}.`;
    },
    onDragEnd({ active, over }) {
      const id = String(active.id);
      if (!over) return `${ctx.title(id)} was dropped outside the itinerary and stays where it was.`;
      const day = dayOfTarget(over.id);
      if (day !== undefined && day !== ctx.currentDay()) return `${ctx.title(id)} was moved to Day ${day}.`;
      return `${ctx.title(id)} was dropped at ${place(ctx, id, over.id, true)}.`;
    },
    onDragCancel({ active }) {
      const id = String(active.id);
      const seg = segmentHolding(ctx.initialLists(), id);
      return `Moving was cancelled. ${ctx.title(id)} is back in ${seg ? section(seg) : 'its place'}.`;
    },
  };
}
