// /itinerary-builder (step 2 of 3): the generated plan, day by day, to edit, reorder, enhance, chat about, save,
// share and email. The page composes the builder, saved plans, enhance and chat features around the trip store.
import { DndContext } from '@dnd-kit/core';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { Activity } from '../../core/activity.ts';
import type { Proposal } from '../../core/api/chat.ts';
import { addDays, tripLength } from '../../core/dates.ts';
import { findActivity, totalActivities } from '../../core/itinerary.ts';
import { DataCredits } from '../components/DataCredits.tsx';
import { DaySelector } from '../components/DaySelector.tsx';
import { daySelectorItems } from '../components/day-items.ts';
import { MountWhenOpened } from '../components/MountWhenOpened.tsx';
import { StepProgress } from '../components/StepProgress.tsx';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { WhenNearView } from '../components/WhenNearView.tsx';
import {
  AddActivityDialog,
  type AddActivityTarget,
  AutoBuildDialog,
  BuildingScreen,
  type CardActions,
  DayDropTarget,
  DayHeading,
  DayTimeline,
  DestinationTipsPanel,
  DuplicateDialog,
  EditActivityDialog,
  GenerationProblemPanel,
  ItineraryActions,
  isToday,
  itineraryEdits,
  ListMapSwitch,
  PlanNotice,
  type PlanView,
  plannedHoursText,
  RegenerateDialog,
  TripSummaryBar,
  tripDayMarks,
  useDayConflicts,
  usePlanGeneration,
  useTimelineDnd,
} from '../features/builder/index.ts';
import { applyProposal, ChatPanel } from '../features/chat/index.ts';
import { EnhanceWidget, SuggestionsTab, useEnhanceWidgetState } from '../features/enhance/index.ts';
import {
  MapPanel,
  optimizeDayInWindows,
  PlaceDetailsPopover,
  type RouteCriterion,
  useLocatedActivities,
  usePrefetchMapsConfig,
  useTravelTimes,
} from '../features/map/index.ts';
import { SavedPlansDialog } from '../features/saved-plans/SavedPlansDialog.tsx';
import { useSaveCurrentPlan } from '../features/saved-plans/use-save-current.ts';
import { SendItineraryDialog, ShareDialog, useShareLink } from '../features/sharing/index.ts';
import { cn } from '../lib/cn.ts';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';
import { toast } from '../lib/toast-store.ts';
import { useTripStore } from '../lib/trip-store.ts';

/** Wide screens show the map beside the plan and the tips open below them; phones switch between plan and map. */
const WIDE = '(min-width: 1024px)';
/** The map fills the viewport's height below the bars and its own controls. */
const STRIP_ID = 'builder-day-strip';
const MAP_HEIGHT = 'max(320px, calc(100dvh - 21rem))';

type OpenDialog = null | 'plans' | 'send' | 'share' | 'autobuild' | 'regenerate';

const PROPOSAL_TOASTS: Record<Proposal['kind'], string> = {
  add: 'Activity added',
  move: 'Activity moved',
  remove: 'Activity removed',
  swap: 'Days swapped',
};

function useShowSavedOnce(navigate: (to: string, opts?: { replace?: boolean }) => void) {
  // Read once: the query is removed from the address right away (SPEC.md redirect rules).
  const [fromSaved] = useState(() => new URLSearchParams(window.location.search).get('showSaved') === 'true');
  useEffect(() => {
    if (fromSaved) navigate('/itinerary-builder', { replace: true });
  }, [fromSaved, navigate]);
  return fromSaved;
}

export function ItineraryBuilderPage() {
  usePageMeta(...PAGE_META.builder);
  const [, navigate] = useLocation();
  const fromSaved = useShowSavedOnce(navigate);
  const trip = useTripStore((s) => s.tripDetails);
  const storedDays = useTripStore((s) => s.days);
  const days = storedDays ?? [];
  const isGenerating = useTripStore((s) => s.isGenerating);
  const savedPlanId = useTripStore((s) => s.savedPlanId);
  const store = useTripStore.getState;

  const [dialog, setDialog] = useState<OpenDialog>(fromSaved ? 'plans' : null);
  const [editing, setEditing] = useState<Activity | null>(null);
  const [duplicating, setDuplicating] = useState<Activity | null>(null);
  const [adding, setAdding] = useState<AddActivityTarget | null>(null);
  const [selectedDay, setSelectedDay] = useState(1);
  const [building, setBuilding] = useState(false);
  const generation = usePlanGeneration();
  const { save, isSaving } = useSaveCurrentPlan();
  // Sharing saves the plan as shown (with its toast); an edit after that makes the next share save it again.
  const ensureSaved = useCallback(() => save({ quiet: false }), [save]);
  const share = useShareLink(ensureSaved, storedDays);
  const widget = useEnhanceWidgetState();
  const widgetId = useId();
  // The map waits for its configuration; asked for on entry, it is there when the map's code is.
  usePrefetchMapsConfig();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [view, setView] = useState<PlanView>('list');
  const [wideAtStart] = useState(() => window.matchMedia(WIDE).matches);
  // Switching on a phone brings the top of the plan or the map right under the sticky day strip.
  const showView = (next: PlanView) => {
    setView(next);
    requestAnimationFrame(() => {
      const below = document.getElementById(STRIP_ID)?.nextElementSibling as HTMLElement | null;
      below?.scrollIntoView({ block: 'start' });
    });
  };

  /** A named dialog's open state and its way to close (and reopen) itself. */
  const dialogState = (name: NonNullable<OpenDialog>) => ({
    open: dialog === name,
    onOpenChange: (o: boolean) => setDialog(o ? name : null),
  });

  // The same callbacks on every render, so the memoised cards do not render again with the page.
  const cardActions = useMemo<CardActions>(
    () => ({
      onEdit: (activity) => setEditing(activity),
      onDuplicate: (activity) => setDuplicating(activity),
      onRemove: itineraryEdits.removeActivity,
      onFix: itineraryEdits.applyFix,
    }),
    [],
  );
  const near = trip?.destinationPlace;
  const tripStart = trip?.startDate;
  const tripDays = trip ? tripLength(trip.startDate, trip.endDate) : 0;
  const marks = useMemo(() => (tripStart ? tripDayMarks(tripStart, tripDays) : []), [tripStart, tripDays]);
  const renderDetails = useCallback(
    (activity: Activity) => {
      const date = tripStart ? addDays(tripStart, activity.day - 1) : undefined;
      return (
        <PlaceDetailsPopover
          placeId={activity.placeId}
          query={[activity.title, activity.location].filter(Boolean).join(', ')}
          near={near}
          label="View Details"
          tripDays={marks}
          planned={date && activity.placeId ? plannedHoursText(activity, date) : undefined}
          showOpenNow={date !== undefined && isToday(date)}
        />
      );
    },
    [near, marks, tripStart],
  );

  // No trip and not here for the saved plans: step 1 first.
  useEffect(() => {
    if (!trip && !fromSaved) navigate('/trip-details', { replace: true });
  }, [trip, fromSaved, navigate]);

  // Builder on entry: the trip's days exist, then a plan is generated unless one is being made or already there.
  const { generate } = generation;
  useEffect(() => {
    if (!trip) return;
    useTripStore.getState().ensureDays();
    const now = useTripStore.getState();
    if (!now.isGenerating && totalActivities(now.days ?? []) === 0) void generate();
  }, [trip, generate]);

  const totalDays = trip ? Math.max(tripLength(trip.startDate, trip.endDate), days.length) : days.length;
  const currentDay = Math.min(Math.max(1, selectedDay), Math.max(1, totalDays));
  const day = days.find((d) => d.day === currentDay);
  const activities = day?.activities ?? [];

  const dnd = useTimelineDnd(currentDay, activities, {
    reorderSegment: (...args) => store().reorderSegment(...args),
    moveActivity: (...args) => store().moveActivity(...args),
    onMoved: itineraryEdits.announceMove,
  });

  // An activity without coordinates (a custom one with a location) is placed where the map finds it, and keeps
  // that point: the way to and from it is then counted in the day's times as the card shows it.
  const located = useLocatedActivities(activities, trip?.destinationPlace);
  useEffect(() => {
    const days = useTripStore.getState().days ?? [];
    for (const a of located) {
      const stored = findActivity(days, a.id)?.activity;
      if (stored && stored.lat === undefined && a.lat !== undefined && a.lng !== undefined)
        useTripStore.getState().updateActivity(a.id, { lat: a.lat, lng: a.lng });
    }
  }, [located]);

  const selectDay = (n: number) => setSelectedDay(n);
  const travel = useTravelTimes(activities);

  // A marker chosen on the map: its card comes into view, marked for a moment.
  const showCard = (id: string) => {
    setHighlighted(id);
    document
      .querySelector(`[data-activity-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    window.setTimeout(() => setHighlighted((h) => (h === id ? null : h)), 2500);
  };

  const conflicts = useDayConflicts(day, trip);

  // Optimize Route: the best order within the day's opening times; the day takes it through the store (re-timed),
  // with Undo on the toast. When no order fits, the traveller's order stays and the panel says so.
  const optimizeDay = async (criterion: RouteCriterion, mode: 'driving' | 'transit') => {
    const shown = useTripStore.getState().days?.find((d) => d.day === currentDay);
    const details = useTripStore.getState().tripDetails;
    if (!shown || !details) return '';
    const outcome = await optimizeDayInWindows(shown, details, criterion, mode);
    if (outcome.kind === 'kept') {
      toast({ title: 'Route kept', description: outcome.message });
    } else if (outcome.changed) {
      itineraryEdits.applyDayOrder(currentDay, outcome.sequence, outcome.message);
    }
    return outcome.message;
  };

  const applyChatProposal = (proposal: Proposal) => {
    applyProposal(store(), proposal);
    toast({ title: PROPOSAL_TOASTS[proposal.kind], description: proposal.summary });
  };

  const runRegenerate = async () => {
    setBuilding(true);
    setDialog(null);
    await generation.newPlan();
    setBuilding(false);
  };

  const runAutoBuild = async () => {
    setBuilding(true);
    const ok = await generation.autoBuild();
    setBuilding(false);
    if (ok) setDialog(null);
  };

  const plansDialog = (
    <MountWhenOpened open={dialog === 'plans'}>
      <SavedPlansDialog
        {...dialogState('plans')}
        currentPlanId={savedPlanId}
        onLoad={(plan) => {
          // SPEC.md 'Loading a saved plan': its trip and days, day 1, the dialog closed.
          store().loadPlan(plan.tripDetails, plan.days, plan.id);
          generation.reset();
          setSelectedDay(1);
          setDialog(null);
          toast({
            title: 'Itinerary loaded',
            description: `${plan.name} has been loaded successfully.`,
            duration: 3000,
          });
        }}
        onAddCurrent={() => void save()}
        addingCurrent={isSaving}
        onCreateNew={() => navigate('/trip-details')}
      />
    </MountWhenOpened>
  );

  const hasActivities = totalActivities(days) > 0;
  const showBuilding = isGenerating || (!hasActivities && !generation.finished && !generation.problem);
  // The plan replaces the building screen in a deferred render, which React does in short slices: built in
  // one go, the page's first plan (cards, menus, map panel) held the main thread for 100 ms or more.
  const buildingShown = useDeferredValue(showBuilding);

  if (!trip) {
    // Here for the saved plans without a trip of one's own yet.
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Your travel plans</h1>
        <p className="text-muted-foreground">Load a saved plan, or start a new trip.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => setDialog('plans')}>My Plans</Button>
          <Button variant="outline" onClick={() => navigate('/trip-details')}>
            Create Your First Trip
          </Button>
        </div>
        {plansDialog}
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6 lg:gap-5">
      <StepProgress current={2} className="max-sm:[&_ol]:text-xs" />
      <div className="grid gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customize Your Itinerary</h1>
          <p className="mt-1 text-sm text-muted-foreground max-sm:sr-only sm:text-base">
            Reorder, add, edit and enhance your days, then save or share the plan.
          </p>
        </div>
        <TripSummaryBar trip={trip} onEdit={() => navigate('/trip-details')} />
      </div>
      {generation.notice && <PlanNotice notice={generation.notice} onDismiss={generation.dismissNotice} />}

      {showBuilding || buildingShown ? (
        <BuildingScreen trip={trip} />
      ) : (
        <>
          {generation.problem && (
            <GenerationProblemPanel
              problem={generation.problem}
              onRetry={() => void generate()}
              onStartFresh={() => navigate('/trip-details')}
            />
          )}
          <DndContext {...dnd.contextProps}>
            {/* The day strip (and on a phone the List / Map switch) stays in reach below the site's bar. */}
            <div
              id={STRIP_ID}
              className="sticky top-16 z-30 -mx-4 flex items-center gap-3 border-b bg-background/95 px-4 py-1 backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
            >
              <div className="min-w-0 flex-1">
                <DaySelector
                  items={daySelectorItems(trip.startDate, totalDays)}
                  selectedDay={currentDay}
                  onSelect={selectDay}
                  renderDay={(props) => <DayDropTarget {...props} />}
                />
              </div>
              <ListMapSwitch view={view} onChange={showView} />
            </div>
            <div className="grid scroll-mt-36 grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_30rem]">
              <section
                aria-label={`Day ${currentDay} plan`}
                className={cn('grid min-w-0 content-start gap-5', view === 'map' && 'max-lg:hidden')}
              >
                <ItineraryActions
                  saving={isSaving}
                  onSave={() => void save()}
                  onOpenPlans={() => setDialog('plans')}
                  onEmail={() => setDialog('send')}
                  onShare={() => setDialog('share')}
                  onAutoBuild={() => setDialog('autobuild')}
                  onRegenerate={() => setDialog('regenerate')}
                />
                {day && (
                  <DayHeading
                    day={currentDay}
                    date={day.date}
                    conflictCount={conflicts.count}
                    conflictSummary={conflicts.summary}
                    enhanceOpen={widget.open}
                    enhanceControls={widgetId}
                    onToggleEnhance={() => widget.setOpen(!widget.open)}
                  />
                )}
                <DayTimeline
                  segments={dnd.segments}
                  activeActivity={dnd.activeActivity}
                  onAdd={(segment) => setAdding({ day: currentDay, segment })}
                  actions={cardActions}
                  highlightedId={highlighted}
                  renderDetails={renderDetails}
                  travelLegs={travel.byFromId}
                  start={day?.start}
                  end={day?.end}
                  date={day?.date}
                  conflicts={conflicts.byId}
                />
                <DataCredits activities={activities} />
                <div className="flex flex-wrap justify-between gap-3 border-t pt-6">
                  <Button variant="outline" onClick={() => navigate('/trip-details')}>
                    <ArrowLeft aria-hidden="true" />
                    Trip Details
                  </Button>
                  <Button onClick={() => navigate('/finalize')}>
                    Continue to Finalize
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              </section>
              <aside
                aria-label="Map View"
                className={cn(
                  'lg:sticky lg:top-20 lg:self-start',
                  view === 'list' && 'max-lg:hidden',
                  // Tall enough from the start for the switch to scroll the map right under the strip.
                  view === 'map' && 'max-lg:min-h-[calc(100dvh-8rem)]',
                )}
              >
                <WhenNearView placeholder={<div className="h-[350px] rounded-lg border bg-muted/40" />}>
                  <Suspense
                    fallback={<Spinner label="Loading the map" className="h-[350px] rounded-lg border" />}
                  >
                    <MapPanel
                      activities={activities}
                      destinationCenter={trip.destinationPlace}
                      accommodation={trip.accommodation}
                      optimizeDay={optimizeDay}
                      onSelectActivity={showCard}
                      mapHeight={MAP_HEIGHT}
                    />
                  </Suspense>
                </WhenNearView>
              </aside>
            </div>
          </DndContext>
          <DestinationTipsPanel trip={trip} defaultOpen={wideAtStart} />
        </>
      )}

      <EnhanceWidget
        // Selecting another day resets the panel (SPEC.md '/itinerary-builder' day selector).
        key={currentDay}
        id={widgetId}
        toggleId={`${widgetId}-toggle`}
        open={widget.open}
        onOpenChange={widget.setOpen}
        day={currentDay}
        offset={widget.offset}
        onOffsetChange={widget.setOffset}
        suggestions={
          <SuggestionsTab
            trip={trip}
            days={days}
            day={currentDay}
            onAdd={(drafts) => store().appendActivities(currentDay, drafts)}
          />
        }
        chat={
          <ChatPanel
            tripDetails={trip}
            days={days}
            currentDay={currentDay}
            onApplyProposal={applyChatProposal}
          />
        }
      />

      <MountWhenOpened open={editing !== null}>
        <EditActivityDialog
          activity={editing}
          onOpenChange={(o) => !o && setEditing(null)}
          onSave={(activity, changes) => {
            itineraryEdits.editActivity(activity, changes);
            setEditing(null);
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={duplicating !== null}>
        <DuplicateDialog
          activity={duplicating}
          startDate={trip.startDate}
          totalDays={totalDays}
          onOpenChange={(o) => !o && setDuplicating(null)}
          onDuplicate={(activity, to) => {
            itineraryEdits.duplicateActivity(activity, to);
            setDuplicating(null);
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={adding !== null}>
        <AddActivityDialog
          target={adding}
          startDate={trip.startDate}
          totalDays={totalDays}
          onOpenChange={(o) => !o && setAdding(null)}
          onAdd={(draft) => {
            itineraryEdits.addCustomActivity(draft);
            setAdding(null);
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === 'autobuild'}>
        <AutoBuildDialog
          {...dialogState('autobuild')}
          building={building}
          onConfirm={() => void runAutoBuild()}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === 'regenerate'}>
        <RegenerateDialog
          {...dialogState('regenerate')}
          busy={building}
          onConfirm={() => void runRegenerate()}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === 'send'}>
        <SendItineraryDialog {...dialogState('send')} trip={trip} days={days} share={share} />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === 'share'}>
        <ShareDialog {...dialogState('share')} trip={trip} days={days} share={share} />
      </MountWhenOpened>
      {plansDialog}
    </div>
  );
}
