// The plan's read-only share link, used by the Share dialog and the Send dialog's SMS tab: created on demand (saving
// the plan first, since a link points at a saved plan) and revocable. The page keeps one for all its dialogs.
import { useCallback, useState } from 'react';
import type { ShareLink } from '../../../core/api/share.ts';
import { errorMessage } from '../../lib/api.ts';
import { createShareLink, revokeShareLink } from '../../lib/itinerary-actions.ts';
import { toast } from '../../lib/toast-store.ts';

export type PlanShareLink = ShareLink & { planId: string };

/** Saves the working plan (creating or updating it) and answers its id, or null when saving failed (it toasts). */
export type EnsureSaved = () => Promise<string | null>;

export interface ShareLinkState {
  link: PlanShareLink | null;
  /** The link, saving the plan and creating the link when there is none yet; null on failure (toasted). */
  ensureLink: () => Promise<PlanShareLink | null>;
  /** Revokes the link; true when it no longer opens the plan. */
  stopSharing: () => Promise<boolean>;
}

/**
 * `plan` is the working plan as shown: a link made for another version of it is forgotten, so the next share saves
 * the plan again before handing the link out (the builder edits the plan; the finalize review does not).
 */
export function useShareLink(ensureSaved: EnsureSaved, plan?: unknown): ShareLinkState {
  const [made, setMade] = useState<{ link: PlanShareLink; plan: unknown } | null>(null);
  const link = made && made.plan === plan ? made.link : null;

  const ensureLink = useCallback(async () => {
    if (link) return link;
    const planId = await ensureSaved();
    if (!planId) return null;
    try {
      const created = { ...(await createShareLink(planId)), planId };
      setMade({ link: created, plan });
      return created;
    } catch (err) {
      toast({
        title: 'Could not create a share link',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      });
      return null;
    }
  }, [link, ensureSaved, plan]);

  const stopSharing = useCallback(async () => {
    if (!link) return true;
    try {
      await revokeShareLink(link.planId);
      setMade(null);
      toast({ title: 'Sharing stopped', description: 'The link no longer opens your plan.', duration: 3000 });
      return true;
    } catch (err) {
      toast({
        title: 'Could not stop sharing',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  }, [link]);

  return { link, ensureLink, stopSharing };
}
