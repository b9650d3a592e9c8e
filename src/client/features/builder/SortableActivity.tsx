// An activity card that can be dragged: anywhere on the card with a mouse or a long press, and from its handle
// with the keyboard (space picks it up, arrows move it, space drops it, escape cancels).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Activity } from '../../../core/activity.ts';
import { cn } from '../../lib/cn.ts';
import { ActivityCard, type ActivityCardProps } from './ActivityCard.tsx';
import { activityDndId } from './dnd-ids.ts';

export function SortableActivity({
  activity,
  after,
  ...card
}: Omit<ActivityCardProps, 'handle' | 'activity'> & { activity: Activity; after?: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: activityDndId(activity.id), data: { segment: activity.timeSegment } });
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
        {...card}
        handle={
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            aria-label={`Move ${activity.title}`}
            className="-ml-1 flex w-6 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded-sm text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
      />
      {after}
    </li>
  );
}
