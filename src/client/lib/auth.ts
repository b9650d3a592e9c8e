import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthProviders, LoginRequest, RegisterRequest, User } from '../../core/api/auth.ts';
import { SIGNED_IN_COOKIE } from '../../core/constants.ts';
import { apiRequest, getQueryFn, queryClient } from './api.ts';
import { useTripStore } from './trip-store.ts';

/** Whether this browser holds a session (the server sets this readable cookie with the session's own). */
export function hasSessionHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

const askForUser = getQueryFn<User>({ on401: 'returnNull' });

export function useUser() {
  const q = useQuery<User | null>({
    queryKey: ['/api/user'],
    // A visitor who never signed in is not asked about: the answer would be a 401 (SPEC.md section 7).
    queryFn: (ctx) => (hasSessionHint() ? askForUser(ctx) : Promise.resolve(null)),
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

/** The sign-in page, coming back here afterwards (the landing page and the sign-in pages need no way back). */
export function signInHref(path: string, search = ''): string {
  if (path === '/' || path === '/auth' || path.startsWith('/auth/')) return '/auth';
  const here = search ? `${path}?${search.replace(/^\?/, '')}` : path;
  return `/auth?returnUrl=${encodeURIComponent(here)}`;
}

const RETURN_KEY = 'wayfarer-return-url';

/** Notes where an external sign-in should come back to (this tab only). */
export function rememberReturnUrl(returnUrl: string | null) {
  try {
    if (returnUrl) sessionStorage.setItem(RETURN_KEY, returnUrl);
    else sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Storage refused (private mode): the sign-in page then falls back to the home page.
  }
}

/** Where the external sign-in was going, if this tab noted it. */
export function rememberedReturnUrl(): string | null {
  try {
    return sessionStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
}
