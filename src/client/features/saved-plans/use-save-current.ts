// Saving the working plan from any button (the builder's Save Plan and 'Add Current Plan to Collection', finalize's
// Save, and Share / SMS before a link): SPEC.md section 5 'Saving' and section 8's toasts. Answers the saved plan's
// id, or null when it was not saved.
import { useCallback } from 'react';
import { totalActivities } from '../../../core/itinerary.ts';
import { errorMessage } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import { useTripStore } from '../../lib/trip-store.ts';
import { CannotSaveError, useSavePlan } from './api.ts';

export function useSaveCurrentPlan() {
  const mutation = useSavePlan();
  const { mutateAsync } = mutation;

  const save = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}): Promise<string | null> => {
      const { tripDetails, days, savedPlanId } = useTripStore.getState();
      try {
        // An itinerary without a single activity is nothing to save either.
        if (!tripDetails || !days || totalActivities(days) === 0) throw new CannotSaveError();
        const plan = await mutateAsync({ tripDetails, days, savedPlanId });
        if (!quiet) {
          toast({ title: 'Itinerary saved!', description: `${plan.name} is in your saved plans.` });
        }
        return plan.id;
      } catch (err) {
        if (err instanceof CannotSaveError) {
          toast({ title: err.title, description: err.message, variant: 'destructive' });
        } else {
          toast({
            title: 'Error saving itinerary',
            description: errorMessage(err, 'An unknown error occurred'),
            variant: 'destructive',
          });
        }
        return null;
      }
    },
    [mutateAsync],
  );

  return { save, isSaving: mutation.isPending };
}
