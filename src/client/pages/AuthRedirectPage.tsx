import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { Spinner } from '../components/ui/spinner.tsx';
import { rememberReturnUrl, useAuthProviders } from '../lib/auth.ts';

/** /auth/{provider}: hands the browser to the server, which redirects to the provider with state, PKCE and nonce. */
export function AuthRedirectPage() {
  const { provider = '' } = useParams<{ provider: string }>();
  const search = useSearch();
  const providers = useAuthProviders();
  const name = providers.data?.external.find((p) => p.id === provider)?.name ?? provider;

  useEffect(() => {
    const returnUrl = new URLSearchParams(search).get('returnUrl');
    const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
    // Kept for the way back through the sign-in page if the provider's answer is an error.
    rememberReturnUrl(returnUrl);
    window.location.assign(`/api/auth/${encodeURIComponent(provider)}/start${query}`);
  }, [provider, search]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-2">
      <Spinner label={`Redirecting to ${name} authentication`} className="p-2" />
      <p>Redirecting to {name} authentication...</p>
    </div>
  );
}
