// Loading alternatives for a suggestion card (POST /api/generate-alternatives), with SPEC.md's toasts when there
// are none or the call fails.
import type { Activity, Day } from '../../../core/activity.ts';
import type { AlternativesResponse } from '../../../core/api/planning.ts';
import { allActivities } from '../../../core/itinerary.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import type { SuggestionPrompt } from './suggestion-prompts.ts';

export type Alternative = AlternativesResponse['alternatives'][number];

export const NO_ALTERNATIVES = {
  title: 'No alternatives found',
  description: "We couldn't find suitable alternatives. Try another suggestion.",
} as const;
export const ALTERNATIVES_FAILED = {
  title: 'Error',
  description: 'Failed to generate alternative activities',
} as const;

/** The alternatives for a card, or [] after telling the traveller why there are none. */
export async function loadAlternatives(
  prompt: SuggestionPrompt,
  trip: TripDetails,
  days: readonly Day[],
  day: number,
): Promise<{ alternatives: Alternative[]; notice?: string }> {
  try {
    const res = await apiRequest<AlternativesResponse>('POST', '/api/generate-alternatives', {
      promptId: prompt.id,
      promptText: prompt.text,
      tripDetails: trip,
      currentActivities: allActivities(days) satisfies Activity[],
      day,
    });
    if (res.alternatives.length === 0) toast({ ...NO_ALTERNATIVES, variant: 'destructive' });
    return { alternatives: res.alternatives, notice: res.notice };
  } catch (err) {
    // A destination without real places has nothing to suggest either: SPEC's 'none found', with the reason.
    if (err instanceof ApiError && err.status === 422) {
      toast({ ...NO_ALTERNATIVES, description: err.serverMessage, variant: 'destructive' });
    } else {
      toast({ ...ALTERNATIVES_FAILED, variant: 'destructive' });
    }
    return { alternatives: [] };
  }
}
