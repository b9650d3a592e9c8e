import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import type { User } from '../../core/api/auth.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { apiRequest, errorMessage, queryClient } from '../lib/api.ts';
import { rememberedReturnUrl } from '../lib/auth.ts';

/** /auth/{provider}/callback: the server finishes the code exchange, then the visitor goes to returnUrl. */
export function AuthCallbackPage() {
  const { provider = '' } = useParams<{ provider: string }>();
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiRequest<{ returnUrl: string; user: User }>(
      'POST',
      `/api/auth/${encodeURIComponent(provider)}/callback`,
      {
        search: window.location.search,
      },
    )
      .then(({ returnUrl, user }) => {
        queryClient.setQueryData(['/api/user'], user);
        navigate(returnUrl, { replace: true });
      })
      .catch((err) => {
        const message = errorMessage(err, 'Sign-in failed. Please try again.');
        // Signing in another way from the error still comes back to where the traveller was going.
        const back = rememberedReturnUrl();
        const returnQuery = back ? `&returnUrl=${encodeURIComponent(back)}` : '';
        navigate(`/auth?error=${encodeURIComponent(message)}${returnQuery}`, { replace: true });
      });
  }, [provider, navigate]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-2">
      <Spinner label="Processing authentication" className="p-2" />
      <p>Processing authentication...</p>
    </div>
  );
}
