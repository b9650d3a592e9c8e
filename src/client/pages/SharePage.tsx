// /share/:token: the public, read-only view of a shared plan. No sign-in; the server answers only the plan itself.
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, Link2Off, MapPin, StickyNote, Users } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { SharedPlan } from '../../core/api/share.ts';
import {
  DIETARY_LABELS,
  INTEREST_LABELS,
  SEGMENT_LABELS,
  TIME_SEGMENTS,
  type TimeSegment,
  TRAVEL_STYLE_LABELS,
} from '../../core/constants.ts';
import { formatDateRange } from '../../core/dates.ts';
import { sortedActivities, timeRange } from '../../core/export/plan.ts';
import { dayHeading } from '../../core/export/text.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ApiError } from '../lib/api.ts';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';

type SharedDay = SharedPlan['days'][number];
type SharedActivity = SharedDay['activities'][number];

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

function Unavailable({ notFound, retry }: { notFound: boolean; retry: () => void }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <Link2Off className="size-7 text-muted-foreground" aria-hidden="true" />
            <h1 className="text-2xl font-bold">
              {notFound ? 'This itinerary is not shared' : 'Could not load this itinerary'}
            </h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            {notFound
              ? 'The link may be mistyped, or the person who shared it has stopped sharing it.'
              : 'Something went wrong while loading the shared itinerary. Please try again.'}
          </p>
          <div className="mt-6 flex gap-3">
            {!notFound && <Button onClick={retry}>Try again</Button>}
            <Button variant={notFound ? 'default' : 'outline'} asChild>
              <Link href="/">Go to Wayfarer</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function ActivityItem({ activity }: { activity: SharedActivity }) {
  const when = timeRange(activity) ?? activity.duration?.trim();
  return (
    <li
      className={`border-l-4 ${SEGMENT_BORDER[activity.timeSegment]} rounded-r-md bg-card py-3 pr-4 pl-4 shadow-sm`}
    >
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
    </li>
  );
}

function DaySection({ day }: { day: SharedDay }) {
  const activities = sortedActivities(day.activities);
  const headingId = `day-${day.day}`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-20">
      <h2 id={headingId} className="text-xl font-semibold">
        {dayHeading(day)}
      </h2>
      {activities.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No activities planned for this day.</p>
      ) : (
        TIME_SEGMENTS.map((segment) => {
          const inSegment = activities.filter((a) => a.timeSegment === segment);
          if (inSegment.length === 0) return null;
          return (
            <div key={segment} className="mt-4">
              <h3 className={`text-sm font-bold tracking-wide uppercase ${SEGMENT_TEXT[segment]}`}>
                {SEGMENT_LABELS[segment]}
              </h3>
              <ul className="mt-2 flex flex-col gap-3">
                {inSegment.map((a) => (
                  <ActivityItem key={String(a.id)} activity={a} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

function PlanView({ plan }: { plan: SharedPlan }) {
  const trip = plan.tripDetails;
  const days = [...plan.days].sort((a, b) => a.day - b.day);
  const chips = [
    TRAVEL_STYLE_LABELS[trip.travelStyle],
    ...trip.interests.map((i) => INTEREST_LABELS[i]),
    ...trip.dietaryPreferences.map((d) => DIETARY_LABELS[d]),
  ];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <p className="text-sm font-medium text-primary">Shared itinerary (read-only)</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{plan.name}</h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-4" aria-hidden="true" />
            <span className="sr-only">Destination</span>
          </dt>
          <dd>{trip.destination}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays className="size-4" aria-hidden="true" />
            <span className="sr-only">Dates</span>
          </dt>
          <dd>{formatDateRange(trip.startDate, trip.endDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users className="size-4" aria-hidden="true" />
            <span className="sr-only">Travelers</span>
          </dt>
          <dd>
            {trip.travelers} traveler{trip.travelers === 1 ? '' : 's'}
          </dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Trip preferences">
        {chips.map((c) => (
          <li
            key={c}
            className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
          >
            {c}
          </li>
        ))}
      </ul>
      {days.length > 1 && (
        <nav aria-label="Days" className="mt-6 flex flex-wrap gap-2">
          {days.map((d) => (
            <a
              key={d.day}
              href={`#day-${d.day}`}
              className="rounded-md border bg-card px-3 py-1.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              Day {d.day}
            </a>
          ))}
        </nav>
      )}
      <div className="mt-8 flex flex-col gap-10">
        {days.map((d) => (
          <DaySection key={d.day} day={d} />
        ))}
      </div>
      <Card className="mt-12">
        <CardContent className="flex flex-col items-start gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Planning a trip of your own? Wayfarer builds one in minutes.
          </p>
          <Button asChild>
            <Link href="/trip-details">Plan your trip</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function SharePage() {
  usePageMeta(...PAGE_META.itinerary);
  const { token = '' } = useParams<{ token: string }>();
  const query = useQuery<SharedPlan>({ queryKey: [`/api/share/${encodeURIComponent(token)}`] });
  if (query.isPending) return <Spinner label="Loading the shared itinerary" className="min-h-[50vh]" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return <Unavailable notFound={notFound} retry={() => void query.refetch()} />;
  }
  return <PlanView plan={query.data} />;
}
