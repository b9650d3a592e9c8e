// The traveller's profile and saved travel preferences. useProfilePreferences() lets any form prefill itself.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Profile, TravelPreferences, UpdateProfileRequest } from '../../core/api/profile.ts';
import { DELETE_CONFIRMATION } from '../../core/api/profile.ts';
import { apiRequest, queryClient } from './api.ts';
import { useUser } from './auth.ts';
import { useTripStore } from './trip-store.ts';

export const PROFILE_KEY = ['/api/profile'] as const;

export function useProfile() {
  const { user } = useUser();
  return useQuery<Profile>({ queryKey: PROFILE_KEY, enabled: Boolean(user) });
}

/**
 * The signed-in traveller's saved preferences: null while loading, when signed out, or if they could not be read
 * (forms then keep their own defaults).
 */
export function useProfilePreferences(): { preferences: TravelPreferences | null; isLoading: boolean } {
  const { user, isLoading: userLoading } = useUser();
  const q = useProfile();
  return {
    preferences: q.data?.preferences ?? null,
    isLoading: userLoading || (Boolean(user) && q.isLoading),
  };
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiRequest<Profile>('PUT', '/api/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The avatar menu shows the display name.
      void queryClient.invalidateQueries({ queryKey: ['/api/user'] });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/account', { confirm: DELETE_CONFIRMATION }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(['/api/user'], null);
      useTripStore.getState().reset();
    },
  });
}
