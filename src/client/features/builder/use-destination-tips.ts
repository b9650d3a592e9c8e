// Destination tips for the trip (POST /api/destination-tips). A destination without tips (422) is not an error:
// the cards show their generic sentences and say why.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TipsResponse } from '../../../core/api/planning.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';

export const TIPS_ERROR = {
  title: 'Error loading tips',
  description: 'Could not load destination tips. Please try again later.',
} as const;

export type TipsResult = TipsResponse | { unavailable: string };

async function loadTips(trip: TripDetails): Promise<TipsResult> {
  try {
    return await apiRequest<TipsResponse>('POST', '/api/destination-tips', {
      destination: trip.destination,
      destinationPlace: trip.destinationPlace,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) return { unavailable: err.serverMessage };
    throw err;
  }
}

export function useDestinationTips(trip: TripDetails | null) {
  const query = useQuery({
    queryKey: ['destination-tips', trip?.destinationPlace?.id ?? trip?.destination ?? null],
    queryFn: () => loadTips(trip!),
    enabled: Boolean(trip),
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ ...TIPS_ERROR, variant: 'destructive' });
  }, [failedAt]);

  const refresh = async () => {
    const res = await query.refetch();
    if (!res.isError) toast({ title: 'Destination tips updated' });
  };
  return { ...query, refresh };
}
