import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Spinner } from '../components/ui/spinner.tsx';
import { useUser } from '../lib/auth.ts';

/** Sends anonymous visitors to /auth?returnUrl=..., with a spinner while the status loads. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <Spinner label="Checking your sign-in" className="min-h-[50vh]" />;
  if (!user) {
    const path = location + (search ? `?${search}` : '');
    return <Redirect to={`/auth?returnUrl=${encodeURIComponent(path)}`} replace />;
  }
  return <>{children}</>;
}
