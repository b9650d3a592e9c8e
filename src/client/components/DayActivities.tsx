// One day's activities, read-only, under Morning / Afternoon / Evening headings (a segment shows only when it has
// activities). Shared by the public share page and the finalize review; the caller says what an empty day shows.
import { Clock, MapPin, StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Activity } from '../../core/activity.ts';
import { SEGMENT_LABELS, TIME_SEGMENTS, type TimeSegment } from '../../core/constants.ts';
import { sortedActivities, whenText } from '../../core/export/plan.ts';

export type ActivityView = Pick<
  Activity,
  | 'id'
  | 'title'
  | 'timeSegment'
  | 'order'
  | 'startTime'
  | 'endTime'
  | 'duration'
  | 'description'
  | 'location'
  | 'notes'
> &
  Partial<Pick<Activity, 'imageUrl' | 'type' | 'tags'>>;

const SEGMENT_TEXT: Record<TimeSegment, string> = {
  morning: 'text-morning',
  afternoon: 'text-afternoon',
  evening: 'text-evening',
};
const SEGMENT_BORDER: Record<TimeSegment, string> = {
  morning: 'border-morning',
  afternoon: 'border-afternoon',
  evening: 'border-evening',
};

function ActivityItem({ activity, picture }: { activity: ActivityView; picture?: ReactNode }) {
  const when = whenText(activity);
  return (
    <li
      className={`border-l-4 ${SEGMENT_BORDER[activity.timeSegment]} flex gap-3 rounded-r-md bg-card py-3 pr-4 pl-4 shadow-sm`}
    >
      {picture}
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold leading-snug">{activity.title}</h4>
        {when && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            <span>{when}</span>
          </p>
        )}
        {activity.description?.trim() && (
          <p className="mt-2 whitespace-pre-line text-sm">{activity.description.trim()}</p>
        )}
        {activity.location?.trim() && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>{activity.location.trim()}</span>
          </p>
        )}
        {activity.notes?.trim() && (
          <p className="mt-2 flex items-start gap-1.5 rounded-md bg-muted px-3 py-2 text-sm">
            <StickyNote className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="whitespace-pre-line">
              <span className="font-medium">Note: </span>
              {activity.notes.trim()}
            </span>
          </p>
        )}
      </div>
    </li>
  );
}

/** The day's segments as h3 headings with their activities as h4 items, or `empty` when there is none. */
export function DayActivities({
  activities,
  empty,
  picture,
}: {
  activities: readonly ActivityView[];
  empty: ReactNode;
  /** Each activity's picture, shown beside it (the share page uses the builder cards' pictures). */
  picture?: (activity: ActivityView) => ReactNode;
}) {
  if (activities.length === 0) return <>{empty}</>;
  const sorted = sortedActivities(activities);
  return (
    <>
      {TIME_SEGMENTS.map((segment) => {
        const inSegment = sorted.filter((a) => a.timeSegment === segment);
        if (inSegment.length === 0) return null;
        return (
          <div key={segment} className="mt-4">
            <h3 className={`text-sm font-bold tracking-wide uppercase ${SEGMENT_TEXT[segment]}`}>
              {SEGMENT_LABELS[segment]}
            </h3>
            <ul className="mt-2 flex flex-col gap-3">
              {inSegment.map((a) => (
                <ActivityItem key={String(a.id)} activity={a} picture={picture?.(a)} />
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
