// /share/:token: the public, read-only view of a shared plan. No sign-in; the server answers only the plan itself.
import { useQuery } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { SharedPlan } from '../../core/api/share.ts';
import { DIETARY_LABELS, INTEREST_LABELS, TRAVEL_STYLE_LABELS } from '../../core/constants.ts';
import { dayHeading } from '../../core/export/text.ts';
import { DataCredits } from '../components/DataCredits.tsx';
import { DayActivities } from '../components/DayActivities.tsx';
import { TripFacts } from '../components/TripFacts.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ApiError } from '../lib/api.ts';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';

type SharedDay = SharedPlan['days'][number];

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

function DaySection({ day }: { day: SharedDay }) {
  const headingId = `day-${day.day}`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-20">
      <h2 id={headingId} className="text-xl font-semibold">
        {dayHeading(day)}
      </h2>
      <DayActivities
        activities={day.activities}
        empty={<p className="mt-3 text-sm text-muted-foreground">No activities planned for this day.</p>}
      />
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
      <TripFacts trip={trip} className="mt-3" />
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
      <DataCredits activities={days.flatMap((d) => d.activities)} className="mt-8" />
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
