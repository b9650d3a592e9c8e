// /destination-explorer: a travel profile in, ranked destinations out, each one a click from a planned trip.
import { useEffect, useRef, useState } from 'react';
import type { Bookmark } from '../../core/api/bookmarks.ts';
import type { TravelPreferences } from '../../core/api/profile.ts';
import {
  DEFAULT_ADVENTURE_LEVEL,
  type DestinationRecommendation,
  type ExplorerFormInput,
  type ExplorerForm as ExplorerFormValues,
  type RecommendationsResponse,
  toSuggestionRequest,
} from '../../core/api/recommendations.ts';
import { EXPLORER_STYLES, type ExplorerStyle } from '../../core/constants.ts';
import { PLAN_PACE } from '../../core/explorer-plan.ts';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  useBookmarks,
  useRecommendations,
  useRemoveBookmark,
  useSaveBookmark,
} from '../features/explorer/api.ts';
import { ExplorerForm } from '../features/explorer/ExplorerForm.tsx';
import { HowItWorks } from '../features/explorer/HowItWorks.tsx';
import { usePlanItinerary } from '../features/explorer/plan.ts';
import { RecommendationCard } from '../features/explorer/RecommendationCard.tsx';
import { SavedDestinations } from '../features/explorer/SavedDestinations.tsx';
import { ReplacePlanDialog } from '../features/saved-plans/ReplacePlanDialog.tsx';
import { hasUnsavedChanges } from '../features/saved-plans/unsaved.ts';
import { errorMessage } from '../lib/api.ts';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';
import { useProfilePreferences } from '../lib/profile.ts';
import { toast } from '../lib/toast-store.ts';

const isExplorerStyle = (s: string): s is ExplorerStyle => (EXPLORER_STYLES as readonly string[]).includes(s);

/** The form's first values: the saved profile's continent, styles and interests, else cultural at level 3. */
function prefill(p: TravelPreferences | null): Partial<ExplorerFormInput> {
  const styles = (p?.travelStyles ?? []).filter(isExplorerStyle);
  return {
    ...(p?.homeContinent ? { continent: p.homeContinent } : {}),
    previousVisits: '',
    travelStyle: styles.length ? styles : ['cultural'],
    interests: p?.interests ?? [],
    adventureLevel: DEFAULT_ADVENTURE_LEVEL,
    dietaryPreferences: p?.dietaryPreferences ?? [],
    pace: p?.pace ?? PLAN_PACE,
  };
}

export function DestinationExplorerPage() {
  usePageMeta(...PAGE_META.explorer);
  const { preferences, isLoading } = useProfilePreferences();
  const recommend = useRecommendations();
  const bookmarks = useBookmarks();
  const save = useSaveBookmark();
  const remove = useRemoveBookmark();
  const plan = usePlanItinerary();
  const [submitted, setSubmitted] = useState<ExplorerFormValues | null>(null);
  // Kept here rather than read from the mutation, which forgets its data while the next request runs.
  const [results, setResults] = useState<RecommendationsResponse | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The form's values as the traveller edits them, so a card plans with what the form shows.
  const formValues = useRef<Partial<ExplorerFormInput>>({});
  // A destination waiting for the traveller's answer about the unsaved plan.
  const [pending, setPending] = useState<DestinationRecommendation | null>(null);

  // New results: take keyboard and screen-reader users to them.
  useEffect(() => {
    if (results) resultsHeading.current?.focus();
  }, [results]);

  if (isLoading) return <Spinner label="Loading your travel profile" className="min-h-[50vh]" />;

  const defaults = submitted ?? prefill(preferences);
  const saved = new Map((bookmarks.data?.bookmarks ?? []).map((b) => [b.destinationKey, b]));

  const onSubmit = (values: ExplorerFormValues) => {
    setSubmitted(values);
    recommend.mutate(toSuggestionRequest(values), {
      onSuccess: setResults,
      onError: () =>
        toast({
          title: 'Error generating recommendations',
          description: "We couldn't generate recommendations. Please try again.",
          variant: 'destructive',
        }),
    });
  };

  // The profile as the form holds it now (styles, interests, diet, pace), else as last submitted or prefilled.
  const currentProfile = () => {
    const profile = { ...prefill(preferences), ...submitted, ...formValues.current };
    return {
      travelStyle: profile.travelStyle ?? [],
      interests: profile.interests ?? [],
      dietaryPreferences: profile.dietaryPreferences ?? [],
      pace: profile.pace ?? PLAN_PACE,
    };
  };

  const planNow = (rec: DestinationRecommendation) => {
    setPending(null);
    plan(rec, currentProfile());
  };

  // Planning replaces the working plan: when that plan holds unsaved work, the traveller decides first.
  const planTrip = async (rec: DestinationRecommendation) => {
    if (await hasUnsavedChanges()) setPending(rec);
    else planNow(rec);
  };

  const toggleSaved = (rec: DestinationRecommendation) => {
    const existing = saved.get(rec.destinationId);
    if (existing) {
      remove.mutate(existing.id, {
        onError: (err) =>
          toast({
            title: 'Could not remove destination',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
      });
    } else {
      save.mutate(rec, {
        onSuccess: () =>
          toast({
            title: 'Saved for later',
            description: `${rec.name} is in your saved destinations.`,
            duration: 3000,
          }),
        onError: (err) =>
          toast({
            title: 'Could not save destination',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
      });
    }
  };

  const removeBookmark = (b: Bookmark) =>
    remove.mutate(b.id, {
      onError: (err) =>
        toast({
          title: 'Could not remove destination',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const savedList = bookmarks.data && (
    <SavedDestinations
      bookmarks={bookmarks.data.bookmarks}
      removingId={remove.isPending ? (remove.variables ?? null) : null}
      onPlan={(b) => void planTrip(b.data)}
      onRemove={removeBookmark}
    />
  );

  const form = (compact: boolean) => (
    <ExplorerForm
      defaultValues={defaults}
      onSubmit={onSubmit}
      isGenerating={recommend.isPending}
      compact={compact}
      onValuesChange={(values) => {
        formValues.current = values;
      }}
    />
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">Destination Explorer</h1>
        <p className="mt-2 text-muted-foreground">
          Tell us how you like to travel and where you have been, and we will match you with destinations you
          have not seen yet.
        </p>
      </header>

      {!results ? (
        <div className="grid gap-8">
          <HowItWorks />
          <section aria-labelledby="travel-profile" className="grid gap-4">
            <h2 id="travel-profile" className="text-2xl font-semibold">
              Your Travel Profile
            </h2>
            <Card>
              <CardContent className="pt-5">{form(false)}</CardContent>
            </Card>
          </section>
          {savedList}
        </div>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(300px,360px)_1fr]">
          <aside aria-labelledby="travel-profile" className="grid gap-6">
            <Card>
              <CardContent className="grid gap-4 pt-5">
                <h2 id="travel-profile" className="text-xl font-semibold">
                  Your Travel Profile
                </h2>
                {form(true)}
              </CardContent>
            </Card>
            {savedList}
          </aside>
          <section aria-labelledby="results-heading" aria-busy={recommend.isPending} className="grid gap-4">
            <h2
              id="results-heading"
              ref={resultsHeading}
              tabIndex={-1}
              className="text-2xl font-semibold outline-none"
            >
              Your Personalized Recommendations
            </h2>
            {results.recommendations.length === 0 ? (
              <p className="rounded-md border bg-card p-5">
                {results.message ?? 'No destinations matched your profile.'}
              </p>
            ) : (
              <div className="grid gap-6 md:grid-cols-2">
                {results.recommendations.map((rec) => (
                  <RecommendationCard
                    key={rec.destinationId}
                    recommendation={rec}
                    saved={saved.has(rec.destinationId)}
                    saving={
                      (save.isPending && save.variables?.destinationId === rec.destinationId) ||
                      (remove.isPending && remove.variables === saved.get(rec.destinationId)?.id)
                    }
                    onPlan={() => void planTrip(rec)}
                    onToggleSaved={() => toggleSaved(rec)}
                  />
                ))}
              </div>
            )}
          </section>
        </div>
      )}
      <ReplacePlanDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        next={pending ? `a trip to ${pending.name}` : 'this trip'}
        onReplace={() => pending && planNow(pending)}
      />
    </div>
  );
}
