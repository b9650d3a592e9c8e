// One of the day's three sections (Morning, Afternoon, Evening): its sortable list of activities, which is also a
// drop target when empty, and the 'Add {Segment} Activity' button.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Moon, Plus, Sun, Sunrise } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Activity } from '../../../core/activity.ts';
import { SEGMENT_LABELS, type TimeSegment } from '../../../core/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { SEGMENT_ACCENTS } from './ActivityCard.tsx';
import { activityDndId, segmentTargetId } from './dnd-ids.ts';

const ICONS: Record<TimeSegment, ReactNode> = {
  morning: <Sunrise />,
  afternoon: <Sun />,
  evening: <Moon />,
};

export function TimelineSection({
  segment,
  activities,
  renderActivity,
  onAdd,
  viewOnly = false,
}: {
  segment: TimeSegment;
  activities: Activity[];
  renderActivity: (activity: Activity) => ReactNode;
  onAdd?: () => void;
  viewOnly?: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: segmentTargetId(segment), disabled: viewOnly });
  const label = SEGMENT_LABELS[segment];
  const headingId = `timeline-${segment}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3
        id={headingId}
        className={cn(
          'flex items-center gap-2 text-lg font-semibold [&_svg]:size-5',
          SEGMENT_ACCENTS[segment].text,
        )}
      >
        <span aria-hidden="true">{ICONS[segment]}</span>
        <span className="text-foreground">{label}</span>
        <span className="text-sm font-normal text-muted-foreground">
          ({activities.length} {activities.length === 1 ? 'activity' : 'activities'})
        </span>
      </h3>
      <SortableContext
        items={activities.map((a) => activityDndId(a.id))}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={setNodeRef}
          aria-labelledby={headingId}
          className={cn(
            'grid min-h-16 gap-3 rounded-lg border-2 border-dashed border-transparent p-1 transition-colors',
            activities.length === 0 && 'border-border',
            isOver && 'border-primary bg-secondary/40',
          )}
        >
          {activities.length === 0 ? (
            <li className="flex min-h-14 items-center justify-center text-sm text-muted-foreground">
              No {label.toLowerCase()} activities yet{viewOnly ? '' : '. Add one or drag one here.'}
            </li>
          ) : (
            activities.map(renderActivity)
          )}
        </ol>
      </SortableContext>
      {!viewOnly && onAdd && (
        <Button variant="outline" className="w-full border-dashed" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add {label} Activity
        </Button>
      )}
    </section>
  );
}
