// The top bar's drop-down menus. Loaded after the first paint: Radix menus and their positioning engine are the
// largest part of the shell, and the landing page does not need them to render.
import { Bookmark, Compass, LogOut, Map as MapIcon, Menu, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import type { User } from '../../../core/api/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { AvatarContent } from './Avatar.tsx';

export function MobileMenu({ showSaved }: { showSaved: boolean }) {
  const [, navigate] = useLocation();
  return (
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
  );
}

export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground"
          aria-label={`Account menu for ${user.displayName || user.email}`}
        >
          <AvatarContent user={user} />
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
  );
}
