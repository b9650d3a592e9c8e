// /finalize (step 3 of 3): the read-only review of the working plan, with Save, Send, Share, Add to Calendar and
// the exports. Without trip details or an itinerary there is nothing to review, so it sends the traveller to step 1.
import {
  ArrowLeft,
  CalendarPlus,
  FileDown,
  FileText,
  FolderOpen,
  Loader2,
  Map as MapIcon,
  Save,
  Send,
  Share2,
} from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { Day } from '../../core/activity.ts';
import type { SavedPlan } from '../../core/api/itineraries.ts';
import { dayHeading } from '../../core/export/text.ts';
import type { TripDetails } from '../../core/trip.ts';
import { DataCredits } from '../components/DataCredits.tsx';
import { DayActivities } from '../components/DayActivities.tsx';
import { DaySelector } from '../components/DaySelector.tsx';
import { dayItem } from '../components/day-items.ts';
import { MountWhenOpened } from '../components/MountWhenOpened.tsx';
import { StepProgress } from '../components/StepProgress.tsx';
import { TripFacts } from '../components/TripFacts.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import {
  addToCalendar,
  downloadGpx,
  exportPdf,
  exportText,
  hasLocatedStops,
} from '../features/finalize/export-actions.ts';
import { reviewDays } from '../features/finalize/review-days.ts';
import { ReplacePlanDialog } from '../features/saved-plans/ReplacePlanDialog.tsx';
import { SavedPlansDialog } from '../features/saved-plans/SavedPlansDialog.tsx';
import { hasUnsavedChanges } from '../features/saved-plans/unsaved.ts';
import { useSaveCurrentPlan } from '../features/saved-plans/use-save-current.ts';
import { SendItineraryDialog, ShareDialog, useShareLink } from '../features/sharing/index.ts';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';
import { toast } from '../lib/toast-store.ts';
import { useTripStore } from '../lib/trip-store.ts';

function EmptyDay() {
  return (
    <div className="mt-4 rounded-md border border-dashed px-6 py-10 text-center">
      <p className="font-medium">No activities planned for this day</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Go back to the itinerary builder to add activities.
      </p>
    </div>
  );
}

function Review({ trip, days }: { trip: TripDetails; days: Day[] }) {
  const review = useMemo(() => reviewDays(trip, days), [trip, days]);
  const dayItems = useMemo(() => review.map((d) => dayItem(d)), [review]);
  const [selectedDay, setSelectedDay] = useState(1);
  const current = review.find((d) => d.day === selectedDay) ?? review[0]!;
  const { save, isSaving } = useSaveCurrentPlan();
  const ensureSaved = useCallback(() => save({ quiet: true }), [save]);
  const share = useShareLink(ensureSaved);
  const [dialog, setDialog] = useState<null | 'send' | 'share' | 'plans'>(null);
  const [, navigate] = useLocation();
  // A saved plan waiting for the traveller's answer about the unsaved one it would replace.
  const [pendingLoad, setPendingLoad] = useState<SavedPlan | null>(null);
  const savedPlanId = useTripStore((s) => s.savedPlanId);

  // The saved plans open here, on this step: loading one shows it for review, where the traveller is.
  const loadPlan = (plan: SavedPlan) => {
    setPendingLoad(null);
    useTripStore.getState().loadPlan(plan.tripDetails, plan.days, plan.id);
    setSelectedDay(1);
    setDialog(null);
    toast({
      title: 'Itinerary loaded',
      description: `${plan.name} has been loaded successfully.`,
      duration: 3000,
    });
  };
  const askThenLoad = async (plan: SavedPlan) => {
    if (plan.id !== savedPlanId && (await hasUnsavedChanges())) setPendingLoad(plan);
    else loadPlan(plan);
  };
  const [pdfBusy, setPdfBusy] = useState(false);

  const onPdf = async () => {
    setPdfBusy(true);
    try {
      await exportPdf(trip, review);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6">
      <StepProgress current={3} />

      <header>
        <p className="text-sm font-medium text-primary">Finalize &amp; Export</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Your trip to {trip.destination}</h1>
        <TripFacts trip={trip} className="mt-3" />
      </header>

      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Itinerary actions</legend>
        <Button onClick={() => void save()} disabled={isSaving}>
          {isSaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={() => setDialog('plans')}>
          <FolderOpen aria-hidden="true" />
          Saved Itinerary
        </Button>
        <Button variant="outline" onClick={() => setDialog('send')}>
          <Send aria-hidden="true" />
          Send Itinerary
        </Button>
        <Button variant="outline" onClick={() => setDialog('share')}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <Button variant="outline" onClick={() => addToCalendar(trip, review)}>
          <CalendarPlus aria-hidden="true" />
          Add to Calendar
        </Button>
        <Button variant="outline" onClick={() => void onPdf()} disabled={pdfBusy}>
          {pdfBusy ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <FileDown aria-hidden="true" />
          )}
          {pdfBusy ? 'Exporting...' : 'Export PDF'}
        </Button>
        <Button variant="outline" onClick={() => exportText(trip, review)}>
          <FileText aria-hidden="true" />
          Export as text
        </Button>
      </fieldset>

      <div className="grid gap-4">
        <DaySelector items={dayItems} selectedDay={current.day} onSelect={setSelectedDay} />
        <Card>
          <CardContent className="pt-5">
            <section aria-labelledby="finalize-day-heading">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="finalize-day-heading" className="text-2xl font-bold tracking-tight">
                  {dayHeading(current)}
                </h2>
                {hasLocatedStops(current) && (
                  <Button variant="outline" size="sm" onClick={() => downloadGpx(trip, current)}>
                    <MapIcon aria-hidden="true" />
                    Download GPX
                    <span className="sr-only"> for day {current.day}</span>
                  </Button>
                )}
              </div>
              <DayActivities activities={current.activities} empty={<EmptyDay />} />
            </section>
          </CardContent>
        </Card>
        <DataCredits activities={days.flatMap((d) => d.activities)} />
      </div>

      <div>
        <Button variant="outline" asChild>
          <Link href="/itinerary-builder">
            <ArrowLeft aria-hidden="true" />
            Back<span className="sr-only"> to the itinerary builder</span>
          </Link>
        </Button>
      </div>

      <SendItineraryDialog
        open={dialog === 'send'}
        onOpenChange={(open) => setDialog(open ? 'send' : null)}
        trip={trip}
        days={review}
        share={share}
        withSms
      />
      <ShareDialog
        open={dialog === 'share'}
        onOpenChange={(open) => setDialog(open ? 'share' : null)}
        trip={trip}
        days={review}
        share={share}
      />
      <MountWhenOpened open={dialog === 'plans'}>
        <SavedPlansDialog
          open={dialog === 'plans'}
          onOpenChange={(open) => setDialog(open ? 'plans' : null)}
          currentPlanId={savedPlanId}
          onLoad={(plan) => void askThenLoad(plan)}
          onAddCurrent={() => void save()}
          addingCurrent={isSaving}
          onCreateNew={() => navigate('/trip-details')}
        />
      </MountWhenOpened>
      <ReplacePlanDialog
        open={pendingLoad !== null}
        onOpenChange={(open) => (open ? undefined : setPendingLoad(null))}
        next={pendingLoad ? pendingLoad.name : 'that plan'}
        onReplace={() => pendingLoad && loadPlan(pendingLoad)}
      />
    </div>
  );
}

export function FinalizePage() {
  usePageMeta(...PAGE_META.itinerary);
  const tripDetails = useTripStore((s) => s.tripDetails);
  const days = useTripStore((s) => s.days);
  if (!tripDetails || !days || days.length === 0) return <Redirect to="/trip-details" replace />;
  return <Review trip={tripDetails} days={days} />;
}
