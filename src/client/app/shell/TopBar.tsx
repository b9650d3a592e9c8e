import { Bookmark, Compass, LogOut, Map as MapIcon, Menu, Moon, Sun, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useLogout, useUser } from '../../lib/auth.ts';
import { useTheme } from '../../lib/theme.ts';
import { toast } from '../../lib/toast-store.ts';
import { Logo } from './Logo.tsx';

export function avatarInitial(displayName?: string | null, email?: string | null) {
  const source = displayName?.trim() || email?.trim();
  return source ? source[0]!.toUpperCase() : '?';
}

function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

export function TopBar() {
  const { user } = useUser();
  const [location, navigate] = useLocation();
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
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open navigation menu">
                <Menu aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => navigate('/destination-explorer')}>
                <Compass aria-hidden="true" /> Find Destinations
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate('/trip-details')}>
                <MapIcon aria-hidden="true" /> Plan Your Trip
              </DropdownMenuItem>
              {showSaved && (
                <DropdownMenuItem onSelect={() => navigate('/itinerary-builder?showSaved=true')}>
                  <Bookmark aria-hidden="true" /> My Saved Plans
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        {user ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <button
                type="button"
                className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground"
                aria-label={`Account menu for ${user.displayName || user.email}`}
              >
                {user.profilePicture ? (
                  <img
                    src={user.profilePicture}
                    alt=""
                    className="size-full object-cover"
                    referrerPolicy="no-referrer"
                  />
                ) : (
                  avatarInitial(user.displayName, user.email)
                )}
              </button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-56">
              <DropdownMenuLabel className="truncate">{user.displayName || user.email}</DropdownMenuLabel>
              {user.displayName && (
                <p className="truncate px-2 pb-1.5 text-xs text-muted-foreground">{user.email}</p>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => navigate('/profile')}>
                <UserRound aria-hidden="true" /> Profile
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={onLogout}>
                <LogOut aria-hidden="true" /> Log out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : (
          <Button asChild>
            <Link href="/auth">Log in</Link>
          </Button>
        )}
      </nav>
    </header>
  );
}
