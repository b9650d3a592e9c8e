// /share/:token: the public, read-only view of a shared plan. No sign-in; the server answers only the plan itself.
// Each day with its places' pictures, the chosen day on the map, and for a signed-in viewer 'Copy to my trips'.
import { useQuery } from '@tanstack/react-query';
import { Copy, FolderOpen, Link2Off, LogIn, Map as MapIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { SavedPlan } from '../../core/api/itineraries.ts';
import type { SharedPlan } from '../../core/api/share.ts';
import { DIETARY_LABELS, INTEREST_LABELS, TRAVEL_STYLE_LABELS } from '../../core/constants.ts';
import { dayHeading } from '../../core/export/text.ts';
import { PAGE_META, sharedPlanMeta } from '../../core/page-meta.ts';
import { DataCredits } from '../components/DataCredits.tsx';
import { type ActivityView, DayActivities } from '../components/DayActivities.tsx';
import { DaySelector } from '../components/DaySelector.tsx';
import { dayItem } from '../components/day-items.ts';
import { PhotoCredit, PlacePhoto } from '../components/PlacePhoto.tsx';
import { TripFacts } from '../components/TripFacts.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ActivityIllustration } from '../features/builder/ActivityIllustration.tsx';
import { MapPanel } from '../features/map/index.ts';
import { SAVED_PLANS_KEY } from '../features/saved-plans/api.ts';
import { ReplacePlanDialog } from '../features/saved-plans/ReplacePlanDialog.tsx';
import { hasUnsavedChanges } from '../features/saved-plans/unsaved.ts';
import { ApiError, apiRequest, errorMessage, queryClient } from '../lib/api.ts';
import { signInHref, useUser } from '../lib/auth.ts';
import { usePageMeta } from '../lib/meta.ts';
import { usePlacePicture } from '../lib/pictures.ts';
import { toast } from '../lib/toast-store.ts';
import { useTripStore } from '../lib/trip-store.ts';

type SharedDay = SharedPlan['days'][number];

function Unavailable({ notFound, retry }: { notFound: boolean; retry: () => void }) {
  usePageMeta(
    notFound ? 'Itinerary not shared' : 'Could not load this itinerary',
    PAGE_META.sharedItinerary[1],
  );
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

/**
 * An activity's picture: its place's photograph (Wikimedia Commons) with the credit, from the share link's own
 * pictures endpoint, else the picture the builder's card shows. Both are asked for with the share token, which
 * lets a viewer without an account see the pictures of this plan (and only of this plan).
 */
function SharedPicture({ activity, token }: { activity: ActivityView; token: string }) {
  const picture = usePlacePicture(activity.placeId, 320, `/api/share/${encodeURIComponent(token)}/pictures`);
  if (picture) {
    return (
      <figure className="w-20 shrink-0 sm:w-24">
        <PlacePhoto picture={picture} alt={activity.title} className="size-20 rounded-md sm:size-24" />
        <figcaption>
          <PhotoCredit picture={picture} className="mt-1 text-[11px] leading-tight break-words" />
        </figcaption>
      </figure>
    );
  }
  const src = activity.imageUrl?.startsWith('/api/places/photos?')
    ? `${activity.imageUrl}&share=${encodeURIComponent(token)}`
    : activity.imageUrl;
  return (
    <ActivityIllustration
      activity={{ title: activity.title, imageUrl: src, type: activity.type, tags: activity.tags }}
      photos={false}
      className="size-16 sm:size-20"
    />
  );
}

function pictureOf(token: string) {
  return (a: ActivityView) => <SharedPicture activity={a} token={token} />;
}

function DaySection({ day, token }: { day: SharedDay; token: string }) {
  const headingId = `day-${day.day}`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-20">
      <h2 id={headingId} className="text-xl font-semibold">
        {dayHeading(day)}
      </h2>
      <DayActivities
        activities={day.activities}
        picture={pictureOf(token)}
        empty={<p className="mt-3 text-sm text-muted-foreground">No activities planned for this day.</p>}
      />
    </section>
  );
}

function DayMap({ plan }: { plan: SharedPlan }) {
  const days = [...plan.days].sort((a, b) => a.day - b.day);
  const [selected, setSelected] = useState(days.find((d) => d.activities.length > 0)?.day ?? 1);
  const day = days.find((d) => d.day === selected) ?? days[0];
  const trip = plan.tripDetails;
  if (!day) return null;
  const center = trip.destinationPlace
    ? { lat: trip.destinationPlace.lat, lng: trip.destinationPlace.lng }
    : undefined;
  return (
    <section aria-labelledby="share-map-heading" className="mt-8 grid gap-3">
      <h2 id="share-map-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MapIcon className="size-5 text-primary" aria-hidden="true" />
        Map of day {day.day}
      </h2>
      {days.length > 1 && (
        <DaySelector items={days.map((d) => dayItem(d))} selectedDay={day.day} onSelect={setSelected} />
      )}
      <Suspense fallback={<Spinner label="Loading the map" className="h-[350px]" />}>
        <MapPanel activities={day.activities} destinationCenter={center} accommodation={trip.accommodation} />
      </Suspense>
    </section>
  );
}

/** 'Copy to my trips': the shared plan as a saved plan of the viewer's own; then it can be opened in the builder. */
function CopyToMyTrips({ token }: { token: string }) {
  const { user } = useUser();
  const [location, navigate] = useLocation();
  const [copying, setCopying] = useState(false);
  const [copy, setCopy] = useState<SavedPlan | null>(null);
  const [asking, setAsking] = useState(false);

  if (!user) {
    return (
      <Button variant="outline" asChild>
        <Link href={signInHref(location)}>
          <LogIn aria-hidden="true" />
          Sign in to copy this plan
        </Link>
      </Button>
    );
  }

  const copyIt = async () => {
    setCopying(true);
    try {
      const saved = await apiRequest<SavedPlan>('POST', `/api/share/${encodeURIComponent(token)}/copy`);
      setCopy(saved);
      void queryClient.invalidateQueries({ queryKey: SAVED_PLANS_KEY });
      toast({ title: 'Copied to your trips', description: `${saved.name} is in My Plans, yours to change.` });
    } catch (err) {
      toast({
        title: 'Could not copy this plan',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setCopying(false);
    }
  };

  const open = () => {
    if (!copy) return;
    setAsking(false);
    useTripStore.getState().loadPlan(copy.tripDetails, copy.days, copy.id);
    navigate('/itinerary-builder');
  };

  if (copy) {
    return (
      <div className="flex flex-wrap items-center gap-3" role="status">
        <p className="text-sm">Copied to your trips.</p>
        <Button
          variant="outline"
          onClick={async () => ((await hasUnsavedChanges()) ? setAsking(true) : open())}
        >
          <FolderOpen aria-hidden="true" />
          Open it in the builder
        </Button>
        <ReplacePlanDialog
          open={asking}
          onOpenChange={setAsking}
          next={`your copy of ${copy.name}`}
          onReplace={open}
        />
      </div>
    );
  }

  return (
    <Button onClick={() => void copyIt()} disabled={copying}>
      <Copy aria-hidden="true" />
      {copying ? 'Copying...' : 'Copy to my trips'}
    </Button>
  );
}

function PlanView({ plan, token }: { plan: SharedPlan; token: string }) {
  usePageMeta(...sharedPlanMeta(plan));
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
      <div className="mt-5">
        <CopyToMyTrips token={token} />
      </div>
      <DayMap plan={plan} />
      {days.length > 1 && (
        <nav aria-label="Days" className="mt-8 flex flex-wrap gap-2">
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
          <DaySection key={d.day} day={d} token={token} />
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
  const { token = '' } = useParams<{ token: string }>();
  const query = useQuery<SharedPlan>({ queryKey: [`/api/share/${encodeURIComponent(token)}`] });
  if (query.isPending) return <Spinner label="Loading the shared itinerary" className="min-h-[50vh]" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return <Unavailable notFound={notFound} retry={() => void query.refetch()} />;
  }
  return <PlanView plan={query.data} token={token} />;
}
