// The shown day's three sections with their sortable cards, and the card that follows the pointer while dragging.
// The page supplies what other features know about a card (place details, travel to the next one). Cards are
// memoised: the props given here are stable (callbacks, store objects, query data), so a change to the page, one
// card or the drag state renders only what it changed, not every card with its menu and popover.
import { DragOverlay } from '@dnd-kit/core';
import { BedDouble } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Activity, DayEndpoint } from '../../../core/activity.ts';
import { TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import type { Conflict } from '../../../planner/retime/index.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { type CardActions, SortableActivity } from './SortableActivity.tsx';
import { TimelineSection } from './TimelineSection.tsx';
import type { TravelLegText } from './TravelToNext.tsx';
import { shownLeg } from './travel-leg.ts';

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
  start,
  end,
  date,
  conflicts,
}: {
  /** The day's date, for the cards' badges. */
  date?: string;
  /** Each card's conflicts, by activity id (keep the lists stable: the cards are memoised). */
  conflicts?: ReadonlyMap<string, readonly Conflict[]>;
  /** The accommodation: when the day leaves it and when it gets back. */
  start?: DayEndpoint;
  end?: DayEndpoint;
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

  const first = ordered[0];
  const last = ordered.at(-1);
  return (
    <div className="grid gap-8">
      {start && first && <EndpointLine endpoint={start} leaving other={first.title} />}
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
                travel={shownLeg(activity, next, leg)}
                nextTitle={next?.title}
                date={date}
                conflicts={conflicts?.get(String(activity.id))}
              />
            );
          }}
        />
      ))}
      {end && last && <EndpointLine endpoint={end} leaving={false} other={last.title} />}
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

const MODE_WORDS = { walk: 'walk', transit: 'by transit', drive: 'drive' } as const;

function clock12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}

/** The day's departure from the accommodation, or its return there. */
function EndpointLine({
  endpoint,
  leaving,
  other,
}: {
  endpoint: DayEndpoint;
  leaving: boolean;
  other: string;
}) {
  const t = endpoint.travel;
  const way = t
    ? `${minutesText(t.minutes)} ${MODE_WORDS[t.mode]}${leaving ? ` to ${other}` : ` from ${other}`}`
    : '';
  return (
    <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
      <BedDouble className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {leaving ? 'Leave ' : 'Back at '}
        <span className="font-medium text-foreground">{endpoint.name}</span>
        {leaving ? ' at ' : ' by '}
        {clock12(endpoint.time)}
        {way && <> · {way}</>}
      </span>
    </p>
  );
}
