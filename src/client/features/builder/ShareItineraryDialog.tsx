// 'Share Your Itinerary': a read-only link to the saved plan, sent by email, handed to Facebook or WhatsApp, or
// copied (Instagram has no web sharing, so its button copies the link). Sharing saves the plan first, and says so.
import { Copy, Link2, Link2Off, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import { sendProblem } from '../../../core/api/send-itinerary.ts';
import type { ShareLink } from '../../../core/api/share.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/api.ts';
import { createShareLink, revokeShareLink, sendItinerary } from '../../lib/itinerary-actions.ts';
import { facebookShareUrl, whatsappShareUrl } from '../../lib/share-urls.ts';
import { toast } from '../../lib/toast-store.ts';

const SEND_FAILED = 'Failed to send itinerary. Please try again.';

type Busy = null | 'link' | 'email' | 'stop';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function ShareBody({
  trip,
  days,
  ensureSaved,
}: {
  trip: TripDetails;
  days: Day[];
  ensureSaved: () => Promise<string | null>;
}) {
  const id = useId();
  const [link, setLink] = useState<(ShareLink & { planId: string }) | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const message = `My trip to ${trip.destination}`;

  /** The share link, saving the plan and creating the link first when needed. */
  const ensureLink = async () => {
    if (link) return link;
    const planId = await ensureSaved();
    if (!planId) return null;
    try {
      const created = { ...(await createShareLink(planId)), planId };
      setLink(created);
      return created;
    } catch (err) {
      toast({
        title: 'Could not create a share link',
        description: errorMessage(err, 'Please try again.'),
        variant: 'destructive',
      });
      return null;
    }
  };

  const withBusy = async <T,>(kind: Busy, run: () => Promise<T>) => {
    setBusy(kind);
    try {
      return await run();
    } finally {
      setBusy(null);
    }
  };

  const openExternal = (url: (l: ShareLink) => string) =>
    withBusy('link', async () => {
      const l = await ensureLink();
      if (l) window.open(url(l), '_blank', 'noopener,noreferrer');
    });

  const copy = (reason?: string) =>
    withBusy('link', async () => {
      const l = await ensureLink();
      if (!l) return;
      const ok = await copyText(l.url);
      toast(
        ok
          ? {
              title: 'Link copied',
              description: reason ?? 'Paste it anywhere to share your plan.',
            }
          : { title: 'Copy the link', description: `Your browser blocked copying. The link is ${l.url}` },
      );
    });

  const stop = () =>
    withBusy('stop', async () => {
      if (!link) return;
      try {
        await revokeShareLink(link.planId);
        setLink(null);
        toast({
          title: 'Sharing stopped',
          description: 'The link no longer opens your plan.',
        });
      } catch (err) {
        toast({
          title: 'Could not stop sharing',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        });
      }
    });

  const sendEmail = (e: FormEvent) => {
    e.preventDefault();
    const problem = sendProblem(email, days);
    if (problem) {
      setError(`${problem.message}: ${problem.description}`);
      return;
    }
    setError(null);
    void withBusy('email', async () => {
      const l = await ensureLink();
      if (!l) return;
      try {
        await sendItinerary({
          recipientEmail: email.trim(),
          tripDetails: trip,
          days,
          totalDays: days.length,
          shareToken: l.token,
        });
        toast({ title: 'Itinerary sent!', description: `The link is on its way to ${email.trim()}.` });
        setEmail('');
      } catch (err) {
        toast({
          title: 'Failed to send',
          description: errorMessage(err, SEND_FAILED),
          variant: 'destructive',
        });
      }
    });
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Anyone with the link sees a read-only copy of this plan. Sharing saves the plan to My Plans first, so
        later changes are shared when you save them.
      </p>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-link`}>Share link</Label>
        {link ? (
          <div className="flex gap-2">
            <Input id={`${id}-link`} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy()} disabled={busy !== null}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Input id={`${id}-link`} readOnly value="" placeholder="No link yet" className="flex-1" />
            <Button onClick={() => void withBusy('link', ensureLink)} disabled={busy !== null}>
              {busy === 'link' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Link2 aria-hidden="true" />
              )}
              Create share link
            </Button>
          </div>
        )}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Share on</legend>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => void openExternal((l) => facebookShareUrl(l.url))}
          >
            Facebook
          </Button>
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => void openExternal((l) => whatsappShareUrl(l.url, message))}
          >
            WhatsApp
          </Button>
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() =>
              void copy('Instagram has no web sharing: paste the link into your story, post or bio.')
            }
          >
            Instagram
          </Button>
        </div>
      </fieldset>

      <form noValidate onSubmit={sendEmail} className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="friend@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" disabled={email.trim() === '' || busy !== null}>
            {busy === 'email' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Mail aria-hidden="true" />
            )}
            {busy === 'email' ? 'Sending...' : 'Send link'}
          </Button>
        </div>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </form>

      {link && (
        <div>
          <Button
            variant="ghost"
            className="text-destructive"
            onClick={() => void stop()}
            disabled={busy !== null}
          >
            {busy === 'stop' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Link2Off aria-hidden="true" />
            )}
            Stop sharing
          </Button>
        </div>
      )}
    </div>
  );
}

export function ShareItineraryDialog({
  open,
  onOpenChange,
  trip,
  days,
  ensureSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trip: TripDetails;
  days: Day[];
  /** Saves the plan (creating or updating it) and answers its id, or null when saving failed (it toasts). */
  ensureSaved: () => Promise<string | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share Your Itinerary</DialogTitle>
          <DialogDescription>Send a read-only link by email or share it on social media.</DialogDescription>
        </DialogHeader>
        {open && <ShareBody trip={trip} days={days} ensureSaved={ensureSaved} />}
      </DialogContent>
    </Dialog>
  );
}
