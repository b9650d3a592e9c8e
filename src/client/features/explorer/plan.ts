// 'Plan Your Itinerary': the trip details SPEC.md section 4 names, stored for the builder, which generates the plan.
import { useLocation } from 'wouter';
import type { DestinationRecommendation } from '../../../core/api/recommendations.ts';
import { localIsoDate } from '../../../core/dates.ts';
import { type ExplorerProfile, recommendationToTripDetails } from '../../../core/explorer-plan.ts';
import { useTripStore } from '../../lib/trip-store.ts';

export function usePlanItinerary() {
  const [, navigate] = useLocation();
  return (recommendation: DestinationRecommendation, profile: ExplorerProfile) => {
    const details = recommendationToTripDetails(
      recommendation.place,
      profile,
      localIsoDate(),
      recommendation.interests,
    );
    const store = useTripStore.getState();
    store.setTripDetails(details);
    store.setDays(null);
    store.setSavedPlanId(null);
    navigate('/itinerary-builder');
  };
}
