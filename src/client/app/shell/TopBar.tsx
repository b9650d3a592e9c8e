import { Bookmark, Compass, Map as MapIcon, Menu, Moon, Sun } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { User } from '../../../core/api/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { signInHref, useLogout, useUser } from '../../lib/auth.ts';
import { useTheme } from '../../lib/theme.ts';
import { toast } from '../../lib/toast-store.ts';
import { AvatarContent } from './Avatar.tsx';
import { Logo } from './Logo.tsx';

const MobileMenu = lazy(() => import('./Menus.tsx').then((m) => ({ default: m.MobileMenu })));
const AccountMenu = lazy(() => import('./Menus.tsx').then((m) => ({ default: m.AccountMenu })));

function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

/** What the menus look like while their code loads (a few milliseconds after the first paint). */
function MenuPlaceholder({ user }: { user?: User }) {
  return user ? (
    <span className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground">
      <AvatarContent user={user} />
    </span>
  ) : (
    <span className="flex size-10 items-center justify-center">
      <Menu className="size-4" aria-hidden="true" />
    </span>
  );
}

export function TopBar() {
  const { user } = useUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const logout = useLogout();
  const showSaved = Boolean(user) && location !== '/finalize';

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out successfully' });
        navigate('/');
      },
      onError: (err) =>
        toast({
          title: 'Logout failed',
          description: errorMessage(err, err.message),
          variant: 'destructive',
        }),
    });

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          href="/"
          className="mr-auto flex items-center gap-2 rounded-md font-semibold"
          aria-label="Wayfarer home"
        >
          <Logo />
          <span className="text-lg tracking-tight">Wayfarer</span>
        </Link>
        <ThemeToggle />
        <div className="hidden items-center gap-1 md:flex">
          <Button variant="ghost" asChild>
            <Link href="/destination-explorer">
              <Compass aria-hidden="true" /> Find Destinations
            </Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link href="/trip-details">
              <MapIcon aria-hidden="true" /> Plan Your Trip
            </Link>
          </Button>
          {showSaved && (
            <Button variant="ghost" asChild>
              <Link href="/itinerary-builder?showSaved=true">
                <Bookmark aria-hidden="true" /> My Saved Plans
              </Link>
            </Button>
          )}
        </div>
        <div className="md:hidden">
          <Suspense fallback={<MenuPlaceholder />}>
            <MobileMenu showSaved={showSaved} />
          </Suspense>
        </div>
        {user ? (
          <Suspense fallback={<MenuPlaceholder user={user} />}>
            <AccountMenu user={user} onLogout={onLogout} />
          </Suspense>
        ) : (
          <Button asChild>
            <Link href={signInHref(location, search)}>Log in</Link>
          </Button>
        )}
      </nav>
    </header>
  );
}
