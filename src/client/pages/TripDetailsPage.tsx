// /trip-details (step 1 of 3): the trip form; 'Continue to Itinerary' stores the details and opens the builder.
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { StepProgress } from '../components/StepProgress.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { PinPicker } from '../features/map/index.ts';
import { saveTripDetails } from '../features/trip-form/save-trip.ts';
import { TripDetailsForm } from '../features/trip-form/TripDetailsForm.tsx';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';
import { useProfilePreferences } from '../lib/profile.ts';
import { useTripStore } from '../lib/trip-store.ts';

export function TripDetailsPage() {
  usePageMeta(...PAGE_META.plan);
  const [, navigate] = useLocation();
  // Read once: the form owns its values from here on.
  const stored = useTripStore.getState().tripDetails;
  // A new trip starts from the traveller's saved preferences; wait for them so the form opens filled in.
  const { preferences, isLoading } = useProfilePreferences();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <StepProgress current={1} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Trip Details</h1>
        <p className="mt-2 text-muted-foreground">
          Tell us about your trip and preferences so we can create a personalized itinerary for you.
        </p>
      </div>
      <Card>
        <CardContent className="pt-6 sm:p-8">
          {isLoading && !stored ? (
            <Spinner label="Loading your preferences" />
          ) : (
            <TripDetailsForm
              initial={stored}
              preferences={preferences}
              renderPinPicker={(props) => (
                <Suspense fallback={<Spinner label="Loading the map" />}>
                  <PinPicker {...props} />
                </Suspense>
              )}
              onSubmit={(details) => {
                saveTripDetails(details);
                navigate('/itinerary-builder');
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
