import type { User } from '../../../core/api/auth.ts';

export function avatarInitial(displayName?: string | null, email?: string | null) {
  const source = displayName?.trim() || email?.trim();
  return source ? source[0]!.toUpperCase() : '?';
}

/** The profile picture, or the first letter of the display name or email, or '?'. */
export function AvatarContent({ user }: { user: User }) {
  return user.profilePicture ? (
    <img src={user.profilePicture} alt="" className="size-full object-cover" referrerPolicy="no-referrer" />
  ) : (
    avatarInitial(user.displayName, user.email)
  );
}
