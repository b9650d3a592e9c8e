// One activity (SPEC.md '/itinerary-builder' activity card): number badge, picture, title, description, times,
// Open Now / Closed, the first part of the location, the menu, and an expandable area with the description, tags,
// full address, place details and notes. View-only cards have no menu and no drag handle.
import { ChevronDown, Clock, ExternalLink, Info, MapPin } from 'lucide-react';
import { memo, type ReactNode, useId, useState } from 'react';
import type { Activity } from '../../../core/activity.ts';
import { DIETARY_LABELS } from '../../../core/constants.ts';
import type { Conflict, FixAction } from '../../../planner/retime/index.ts';
import { PhotoCredit } from '../../components/PlacePhoto.tsx';
import { cn } from '../../lib/cn.ts';
import { usePlacePicture } from '../../lib/pictures.ts';
import { ActivityIllustration, CARD_PICTURE_WIDTH } from './ActivityIllustration.tsx';
import { ActivityMenu, type ActivityMenuActions } from './ActivityMenu.tsx';
import { activityTimeText, shortLocation } from './activity-text.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { isToday, planBadge } from './plan-badge.ts';
import { useOpenNow } from './use-open-now.ts';

export const SEGMENT_ACCENTS = {
  morning: { border: 'border-l-morning', badge: 'bg-morning', text: 'text-morning' },
  afternoon: { border: 'border-l-afternoon', badge: 'bg-afternoon', text: 'text-afternoon' },
  evening: { border: 'border-l-evening', badge: 'bg-evening', text: 'text-evening' },
} as const;

export interface ActivityCardProps {
  activity: Activity;
  /** Position in the day, from 1. */
  number: number;
  viewOnly?: boolean;
  actions?: ActivityMenuActions;
  /** The drag handle (the sortable wrapper supplies it). */
  handle?: ReactNode;
  /** Marked, for example when its marker was chosen on the map. */
  highlighted?: boolean;
  /** Place details (the 'View Details' popover) for the expandable area. */
  details?: ReactNode;
  /** The date the activity is planned on: its badge describes the place then. */
  date?: string;
  /** What is wrong with its place in the day, and the one-click fixes. */
  conflicts?: readonly Conflict[];
  onFix?: (action: FixAction) => void;
  className?: string;
}

export function OpenNowBadge({ open }: { open: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        open
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
      )}
    >
      {open ? 'Open now' : 'Closed now'}
    </span>
  );
}

const BADGE_STYLES = {
  open: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  closed:
    'border border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  unknown: 'bg-muted text-muted-foreground',
} as const;

/** Open or closed at the planned time on the planned date; "Open now" besides it only on the day itself. */
function PlanStatus({ activity, date }: { activity: Activity; date?: string }) {
  const badge = date ? planBadge(activity, date) : undefined;
  return (
    <>
      {badge && (
        <span
          role="img"
          aria-label={badge.label}
          title={badge.label}
          className={cn(
            'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
            BADGE_STYLES[badge.kind],
          )}
        >
          <span aria-hidden="true">{badge.text}</span>
        </span>
      )}
      {date && isToday(date) && activity.placeId && <LiveStatus placeId={activity.placeId} />}
    </>
  );
}

/** While the trip is happening: open at this moment, from the server's answer (a component of its own so the
 * answer arriving renders only the badge). */
function LiveStatus({ placeId }: { placeId: string }) {
  const openNow = useOpenNow(placeId);
  return openNow === undefined ? null : <OpenNowBadge open={openNow} />;
}

/** Memoised: a card renders again only when its own props change (the sortable wrapper keeps them stable). */
export const ActivityCard = memo(function ActivityCard({
  activity,
  number,
  viewOnly = false,
  actions,
  handle,
  highlighted = false,
  details,
  date,
  conflicts,
  onFix,
  className,
}: ActivityCardProps) {
  const [expanded, setExpanded] = useState(false);
  // The expandable area's contents (the details popover among them) are built the first time it opens: most
  // cards are never expanded, and a day's first render is the builder's longest task.
  const [everExpanded, setEverExpanded] = useState(false);
  const id = useId();
  const accent = SEGMENT_ACCENTS[activity.timeSegment];
  const place = shortLocation(activity.location);
  const hasMore = Boolean(
    activity.description ||
      activity.tags?.length ||
      activity.location ||
      activity.notes ||
      activity.cost ||
      activity.sourceLink ||
      activity.sourceLabel ||
      details,
  );

  return (
    <article
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-lg border border-l-4 bg-card p-3 shadow-sm',
        accent.border,
        conflicts?.length && 'border-red-400 dark:border-red-700',
        highlighted && 'ring-2 ring-primary',
        className,
      )}
    >
      <div className="flex gap-3">
        {!viewOnly && handle}
        <div className="relative shrink-0">
          <ActivityIllustration activity={activity} />
          <span
            className={cn(
              'absolute -left-2 -top-2 flex size-6 items-center justify-center rounded-full text-xs font-bold text-white shadow dark:text-black',
              accent.badge,
            )}
          >
            <span className="sr-only">Activity </span>
            {number}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h4 id={`${id}-title`} className="font-semibold leading-snug">
              {activity.title}
            </h4>
            {!viewOnly && actions && <ActivityMenu title={activity.title} {...actions} />}
          </div>
          {activity.description && (
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{activity.description}</p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {activityTimeText(activity)}
            </span>
            <PlanStatus activity={activity} date={date} />
            {place && (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{place}</span>
              </span>
            )}
          </div>
          {conflicts?.map((c) => (
            <ConflictNotice
              key={`${c.kind}-${c.message}`}
              conflict={c}
              title={activity.title}
              onFix={viewOnly ? undefined : onFix}
            />
          ))}
          <MealAndNotice activity={activity} />
          <CardPhotoCredit placeId={activity.placeId} />
          {hasMore && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-more`}
              onClick={() => {
                setExpanded((e) => !e);
                setEverExpanded(true);
              }}
              className="mt-2 inline-flex cursor-pointer items-center gap-1 rounded-sm text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronDown
                className={cn('size-3.5 transition-transform', expanded && 'rotate-180')}
                aria-hidden="true"
              />
              {expanded ? 'Hide details' : 'Show details'}
              <span className="sr-only"> of {activity.title}</span>
            </button>
          )}
        </div>
      </div>
      {hasMore && (
        <div id={`${id}-more`} hidden={!expanded} className="mt-3 grid gap-2 border-t pt-3 text-sm">
          {everExpanded && <CardMore activity={activity} details={details} />}
        </div>
      )}
    </article>
  );
});

/**
 * The card's photograph credit, a component of its own (as the Open Now badge): the photograph's answer renders
 * this line alone, not the whole card.
 */
function CardPhotoCredit({ placeId }: { placeId?: string }) {
  const picture = usePlacePicture(placeId, CARD_PICTURE_WIDTH);
  return picture ? <PhotoCredit picture={picture} className="mt-1 text-[11px]" /> : null;
}

const MEAL_NAMES = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

/** A meal's kind and the diets the place caters for, and what the plan had to compromise, in words. */
export function MealAndNotice({ activity }: { activity: Pick<Activity, 'meal' | 'dietary' | 'notice'> }) {
  if (!activity.meal && !activity.notice) return null;
  return (
    <>
      {activity.meal && (
        <p className="mt-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{MEAL_NAMES[activity.meal]}</span>
          {activity.dietary && activity.dietary.length > 0 && (
            <> · Good for {activity.dietary.map((d) => DIETARY_LABELS[d]).join(', ')}</>
          )}
        </p>
      )}
      {activity.notice && (
        <p className="mt-1.5 flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Note: </span>
            {activity.notice}
          </span>
        </p>
      )}
    </>
  );
}

/** The expandable area: description, tags, full address, cost, notes, place details and the source. */
function CardMore({ activity, details }: { activity: Activity; details?: ReactNode }) {
  return (
    <>
      {activity.description && <p>{activity.description}</p>}
      {activity.descriptionCredit && (
        <p className="text-xs text-muted-foreground">
          Description from{' '}
          <a
            href={activity.descriptionCredit.url}
            target="_blank"
            rel="noopener noreferrer"
            className="underline hover:text-foreground"
          >
            {activity.descriptionCredit.source}
            <span className="sr-only"> (article on {activity.title})</span>
          </a>
          , {activity.descriptionCredit.licence}
        </p>
      )}
      {activity.tags && activity.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {activity.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {activity.location && (
        <p className="flex items-start gap-1.5">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="sr-only">Address: </span>
            {activity.location}
          </span>
        </p>
      )}
      {activity.cost && <p className="text-muted-foreground">Cost: {activity.cost}</p>}
      {activity.notes && (
        <p className="rounded-md bg-accent px-3 py-2 text-accent-foreground">
          <span className="font-medium">Notes: </span>
          {activity.notes}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {details}
        {activity.sourceLink && (
          <a
            href={activity.sourceLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
          >
            <ExternalLink className="size-3.5" aria-hidden="true" />
            Website<span className="sr-only"> of {activity.title}</span>
          </a>
        )}
        {activity.sourceLabel && (
          <span className="text-xs text-muted-foreground">Source: {activity.sourceLabel}</span>
        )}
      </div>
    </>
  );
}
