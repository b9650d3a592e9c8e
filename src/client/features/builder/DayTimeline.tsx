// The shown day's three sections with their sortable cards, and the card that follows the pointer while dragging.
// The page supplies what other features know about a card (open now, place details, travel to the next one).
import { DragOverlay } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { Activity } from '../../../core/activity.ts';
import { TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import { ActivityCard } from './ActivityCard.tsx';
import type { ActivityMenuActions } from './ActivityMenu.tsx';
import { SortableActivity } from './SortableActivity.tsx';
import { TimelineSection } from './TimelineSection.tsx';

export interface CardExtras {
  highlighted?: boolean;
  details?: ReactNode;
  /** Shown under the card: the way to the next activity of the day. */
  travel?: ReactNode;
}

export function DayTimeline({
  segments,
  activeActivity,
  actionsFor,
  extrasFor,
  onAdd,
}: {
  segments: Record<TimeSegment, Activity[]>;
  activeActivity?: Activity;
  actionsFor: (activity: Activity) => ActivityMenuActions;
  extrasFor?: (activity: Activity, next: Activity | undefined) => CardExtras;
  onAdd: (segment: TimeSegment) => void;
}) {
  const ordered = TIME_SEGMENTS.flatMap((s) => segments[s]);
  const numberOf = new Map(ordered.map((a, i) => [a.id, i + 1]));
  const nextOf = new Map(ordered.map((a, i) => [a.id, ordered[i + 1]]));

  return (
    <div className="grid gap-8">
      {TIME_SEGMENTS.map((segment) => (
        <TimelineSection
          key={segment}
          segment={segment}
          activities={segments[segment]}
          onAdd={() => onAdd(segment)}
          renderActivity={(activity) => {
            const extras = extrasFor?.(activity, nextOf.get(activity.id)) ?? {};
            return (
              <SortableActivity
                key={activity.id}
                activity={activity}
                number={numberOf.get(activity.id) ?? 0}
                actions={actionsFor(activity)}
                highlighted={extras.highlighted}
                details={extras.details}
                after={extras.travel}
              />
            );
          }}
        />
      ))}
      <DragOverlay>
        {activeActivity ? (
          <ActivityCard
            activity={activeActivity}
            number={numberOf.get(activeActivity.id) ?? 0}
            viewOnly
            className="cursor-grabbing shadow-xl ring-2 ring-primary"
          />
        ) : null}
      </DragOverlay>
    </div>
  );
}
