// An activity card that can be dragged: anywhere on the card with a mouse or a long press, and from its handle
// with the keyboard (space picks it up, arrows move it, space drops it, escape cancels). Memoised, and the card
// inside too: while dragging, or when the page renders again, only the list item's position changes.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { memo, type ReactNode, useMemo } from 'react';
import type { Activity } from '../../../core/activity.ts';
import type { Conflict, FixAction } from '../../../planner/retime/index.ts';
import { cn } from '../../lib/cn.ts';
import { ActivityCard } from './ActivityCard.tsx';
import type { ActivityMenuActions } from './ActivityMenu.tsx';
import { activityDndId } from './dnd-ids.ts';
import { type TravelLegText, TravelToNext } from './TravelToNext.tsx';

/** The card menu's actions, for any card (one object for the whole day, so the cards can stay memoised). */
export interface CardActions {
  onEdit: (activity: Activity) => void;
  onDuplicate: (activity: Activity) => void;
  onRemove: (activity: Activity) => void;
  /** A conflict's one-click fix. */
  onFix: (action: FixAction) => void;
}

export const SortableActivity = memo(function SortableActivity({
  activity,
  number,
  actions,
  highlighted,
  renderDetails,
  travel,
  nextTitle,
  date,
  conflicts,
}: {
  activity: Activity;
  /** Position in the day, from 1. */
  number: number;
  actions: CardActions;
  highlighted?: boolean;
  renderDetails?: (activity: Activity) => ReactNode;
  /** The way to the next activity of the day, shown under the card. */
  travel?: TravelLegText;
  nextTitle?: string;
  /** The day's date, for the card's badge. */
  date?: string;
  conflicts?: readonly Conflict[];
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: activityDndId(activity.id), data: { segment: activity.timeSegment } });
  const menu = useMemo<ActivityMenuActions>(
    () => ({
      onEdit: () => actions.onEdit(activity),
      onDuplicate: () => actions.onDuplicate(activity),
      onRemove: () => actions.onRemove(activity),
    }),
    [actions, activity],
  );
  const details = useMemo(() => renderDetails?.(activity), [renderDetails, activity]);
  const handle = useMemo(
    () => (
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        aria-label={`Move ${activity.title}`}
        className="-ml-1 flex w-6 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded-sm text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
    ),
    [setActivatorNodeRef, attributes, activity.title],
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('list-none', isDragging && 'opacity-40')}
      data-activity-id={String(activity.id)}
      {...listeners}
    >
      <ActivityCard
        activity={activity}
        number={number}
        actions={menu}
        handle={handle}
        highlighted={highlighted}
        details={details}
        date={date}
        conflicts={conflicts}
        onFix={actions.onFix}
      />
      {travel && nextTitle !== undefined && <TravelToNext leg={travel} nextTitle={nextTitle} />}
    </li>
  );
});
