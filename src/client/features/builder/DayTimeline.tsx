// The shown day's three sections with their sortable cards, and the card that follows the pointer while dragging.
// The page supplies what other features know about a card (place details, travel to the next one). Cards are
// memoised: the props given here are stable (callbacks, store objects, query data), so a change to the page, one
// card or the drag state renders only what it changed, not every card with its menu and popover.
import { DragOverlay } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { Activity } from '../../../core/activity.ts';
import { TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { type CardActions, SortableActivity } from './SortableActivity.tsx';
import { TimelineSection } from './TimelineSection.tsx';
import type { TravelLegText } from './TravelToNext.tsx';

export type { CardActions } from './SortableActivity.tsx';

/** The way from one activity to the next, keyed by the first one's id. */
export type TravelLegs = ReadonlyMap<string, TravelLegText & { toId: string }>;

export function DayTimeline({
  segments,
  activeActivity,
  actions,
  highlightedId,
  renderDetails,
  travelLegs,
  onAdd,
}: {
  segments: Record<TimeSegment, Activity[]>;
  activeActivity?: Activity;
  /** Keep these stable (the cards are memoised). */
  actions: CardActions;
  /** The card marked for a moment, for example when its marker was chosen on the map. */
  highlightedId?: string | null;
  /** Place details (the 'View Details' popover) for a card's expandable area; keep it stable. */
  renderDetails?: (activity: Activity) => ReactNode;
  travelLegs?: TravelLegs;
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
            const next = nextOf.get(activity.id);
            const leg = travelLegs?.get(String(activity.id));
            return (
              <SortableActivity
                key={activity.id}
                activity={activity}
                number={numberOf.get(activity.id) ?? 0}
                actions={actions}
                highlighted={highlightedId === String(activity.id)}
                renderDetails={renderDetails}
                travel={next && leg && leg.toId === String(next.id) ? leg : undefined}
                nextTitle={next?.title}
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
