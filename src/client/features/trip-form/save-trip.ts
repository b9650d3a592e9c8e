// Storing the submitted trip: a working itinerary made for another destination or other dates is dropped
// (with the saved plan it came from), so the builder makes a new one.
import { isDifferentTrip, type TripDetails } from '../../../core/trip.ts';
import { useTripStore } from '../../lib/trip-store.ts';

export function saveTripDetails(details: TripDetails) {
  const store = useTripStore.getState();
  if ((store.days || store.savedPlanId) && isDifferentTrip(store.tripDetails, details)) {
    store.setDays(null);
    store.setSavedPlanId(null);
  }
  store.setTripDetails(details);
}
