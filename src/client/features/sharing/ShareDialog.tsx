// 'Share' (SPEC.md '/finalize'): email the plan's read-only link, or hand the link to Facebook or WhatsApp through
// their web share addresses; Instagram has no web share, so its button copies the link. 'Stop sharing' revokes it.
import { Copy, Link2, Link2Off, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import { sendProblem } from '../../../core/api/send-itinerary.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
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
import { sendItinerary } from '../../lib/itinerary-actions.ts';
import { facebookShareUrl, whatsappShareUrl } from '../../lib/share-urls.ts';
import { toast } from '../../lib/toast-store.ts';
import { SEND_FAILED } from './email.ts';
import type { ShareLinkState } from './use-share-link.ts';

type Busy = null | 'link' | 'email' | 'stop';

async function copyLink(url: string, description: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description, duration: 3000 });
  } catch {
    // Clipboard access can be refused (permissions, insecure origin): the link is still shown in full.
    toast({ title: 'Copy the link', description: `Your browser blocked copying. The link is ${url}` });
  }
}

function ShareBody({ trip, days, share }: { trip: TripDetails; days: Day[]; share: ShareLinkState }) {
  const id = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { link } = share;

  const withBusy = async <T,>(kind: Busy, run: () => Promise<T>) => {
    setBusy(kind);
    try {
      return await run();
    } finally {
      setBusy(null);
    }
  };

  const sendEmail = (e: FormEvent) => {
    e.preventDefault();
    const problem = sendProblem(email, days);
    if (problem) {
      setError(`${problem.message}: ${problem.description}`);
      return;
    }
    setError(null);
    void withBusy('email', async () => {
      const l = await share.ensureLink();
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
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Anyone with the link sees a read-only copy of this plan, without signing in. Sharing saves the plan to
        your saved plans first.
      </p>

      <form noValidate onSubmit={sendEmail} className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
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

      <div className="grid gap-2">
        <Label htmlFor={`${id}-link`}>Share link</Label>
        {link ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={`${id}-link`} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="outline"
              disabled={busy !== null}
              onClick={() => void copyLink(link.url, 'Paste it anywhere to share your plan.')}
            >
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={`${id}-link`} readOnly value="" placeholder="No link yet" />
            <Button onClick={() => void withBusy('link', share.ensureLink)} disabled={busy !== null}>
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

      {link ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Share on</h3>
          <div className="flex flex-wrap gap-2">
            <a
              href={facebookShareUrl(link.url)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              Facebook
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a
              href={whatsappShareUrl(link.url, `My itinerary for ${trip.destination}`)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button
              variant="outline"
              onClick={() =>
                void copyLink(
                  link.url,
                  'Instagram has no web sharing: paste the link into your story, post or bio.',
                )
              }
            >
              Instagram
              <span className="sr-only"> (copies the link)</span>
            </Button>
          </div>
          <div>
            <Button
              variant="ghost"
              className="text-destructive"
              disabled={busy !== null}
              onClick={() => void withBusy('stop', share.stopSharing)}
            >
              {busy === 'stop' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Link2Off aria-hidden="true" />
              )}
              Stop sharing
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Create the link to share it on Facebook, WhatsApp or Instagram.
        </p>
      )}
    </div>
  );
}

export function ShareDialog({
  open,
  onOpenChange,
  trip,
  days,
  share,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trip: TripDetails;
  days: Day[];
  share: ShareLinkState;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share Your Itinerary</DialogTitle>
          <DialogDescription>Send a read-only link by email or share it on social media.</DialogDescription>
        </DialogHeader>
        {open && <ShareBody trip={trip} days={days} share={share} />}
      </DialogContent>
    </Dialog>
  );
}
