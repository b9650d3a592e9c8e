import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner.tsx';
import { queryClient } from '../lib/api.ts';
import { useToasts } from '../lib/toast-store.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';
import { protectedPages } from './protected-pages.tsx';
import { Footer } from './shell/Footer.tsx';
import { TopBar } from './shell/TopBar.tsx';

// Everything but the landing page loads on demand, so the first visit stays small.
const AboutPage = lazy(() => import('../pages/AboutPage.tsx').then((m) => ({ default: m.AboutPage })));
const AuthCallbackPage = lazy(() =>
  import('../pages/AuthCallbackPage.tsx').then((m) => ({ default: m.AuthCallbackPage })),
);
const AuthPage = lazy(() => import('../pages/AuthPage.tsx').then((m) => ({ default: m.AuthPage })));
const AuthRedirectPage = lazy(() =>
  import('../pages/AuthRedirectPage.tsx').then((m) => ({ default: m.AuthRedirectPage })),
);
const PrivacyPage = lazy(() => import('../pages/PrivacyPage.tsx').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../pages/TermsPage.tsx').then((m) => ({ default: m.TermsPage })));
const SharePage = lazy(() => import('../pages/SharePage.tsx').then((m) => ({ default: m.SharePage })));

const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

/** The toast region loads with the first toast, keeping Radix Toast out of the landing page's JavaScript. */
function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <TopBar />
        <ScrollToTop />
        {/* At least a screen tall (less the 4rem bar), so the footer starts below the fold and does not jump
            down when a page's content arrives after its loading state. */}
        <main id="main" className="flex min-h-[calc(100vh-4rem)] flex-1 flex-col">
          <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/auth" component={AuthPage} />
              <Route path="/auth/:provider/callback" component={AuthCallbackPage} />
              <Route path="/auth/:provider" component={AuthRedirectPage} />
              <Route path="/privacy" component={PrivacyPage} />
              <Route path="/terms" component={TermsPage} />
              <Route path="/about" component={AboutPage} />
              <Route path="/share/:token" component={SharePage} />
              {protectedPages.map(({ path, Page }) => (
                <Route key={path} path={path}>
                  <ProtectedRoute>
                    <Page />
                  </ProtectedRoute>
                </Route>
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </main>
        <Footer />
      </div>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
