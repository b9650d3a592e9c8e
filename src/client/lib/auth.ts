import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthProviders, LoginRequest, RegisterRequest, User } from '../../core/api/auth.ts';
import { apiRequest, getQueryFn, queryClient } from './api.ts';
import { useTripStore } from './trip-store.ts';

export function useUser() {
  const q = useQuery<User | null>({
    queryKey: ['/api/user'],
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  return { user: q.data ?? null, isLoading: q.isLoading, error: q.error };
}

export function useAuthProviders() {
  return useQuery<AuthProviders | null>({ queryKey: ['/api/auth/providers'] });
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiRequest<User>('POST', '/api/login', body),
    onSuccess: (user) => queryClient.setQueryData(['/api/user'], user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => apiRequest<User>('POST', '/api/register', body),
    onSuccess: (user) => queryClient.setQueryData(['/api/user'], user),
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout', {}),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(['/api/user'], null);
      // The next person on this browser must not see this traveller's trip.
      useTripStore.getState().reset();
    },
  });
}
