// 'Share Your Itinerary' (SPEC.md '/itinerary-builder' dialogs and '/finalize'): email the plan's read-only link,
// hand it to Facebook or WhatsApp through their web share addresses, or copy it (Instagram has no web share, so its
// button copies the link). Whatever needs the link creates it first, which saves the plan; 'Stop sharing' revokes it.
import { Copy, Link2, Link2Off, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { FormField } from '../../components/FormField.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { facebookShareUrl, whatsappShareUrl } from '../../lib/share-urls.ts';
import { toast } from '../../lib/toast-store.ts';
import { emailItinerary, emailProblem } from './email.ts';
import { shareLine } from './phone.ts';
import type { PlanShareLink, ShareLinkState } from './use-share-link.ts';

type Busy = null | 'link' | 'email' | 'stop';

const COPIED = 'Paste it anywhere to share your plan.';
const INSTAGRAM = 'Instagram has no web sharing: paste the link into your story, post or bio.';

async function copyLink(url: string, description: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description, duration: 3000 });
  } catch {
    // Clipboard access can be refused (permissions, insecure origin): the link is still shown in full.
    toast({ title: 'Copy the link', description: `Your browser blocked copying. The link is ${url}` });
  }
}

interface Network {
  name: string;
  url: (link: PlanShareLink, trip: TripDetails) => string;
}

/** The web share networks: a plain link once the share link exists, before that a button that creates it. */
const NETWORKS: readonly Network[] = [
  { name: 'Facebook', url: (link) => facebookShareUrl(link.url) },
  { name: 'WhatsApp', url: (link, trip) => whatsappShareUrl(link.url, shareLine(trip.destination)) },
];

function ShareBody({ trip, days, share }: { trip: TripDetails; days: Day[]; share: ShareLinkState }) {
  const id = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The control to focus once the link appears or goes: the one clicked is replaced by another.
  const [refocus, setRefocus] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { link } = share;

  useEffect(() => {
    // Buttons are disabled while busy, and a disabled button takes no focus.
    if (!refocus || busy !== null) return;
    bodyRef.current?.querySelector<HTMLElement>(`[data-refocus="${refocus}"]`)?.focus();
    setRefocus(null);
  }, [refocus, busy]);

  const withBusy = async <T,>(kind: Busy, run: () => Promise<T>) => {
    setBusy(kind);
    try {
      return await run();
    } finally {
      setBusy(null);
    }
  };

  const createLink = () =>
    withBusy('link', async () => {
      if (await share.ensureLink()) setRefocus('copy');
    });

  const openNetwork = (network: Network) =>
    withBusy('link', async () => {
      const l = await share.ensureLink();
      if (!l) return;
      window.open(network.url(l, trip), '_blank', 'noopener,noreferrer');
      setRefocus(network.name);
    });

  const copy = (description: string) =>
    withBusy('link', async () => {
      const l = await share.ensureLink();
      if (l) await copyLink(l.url, description);
    });

  const stop = () =>
    withBusy('stop', async () => {
      if (await share.stopSharing()) setRefocus('create');
    });

  const sendEmail = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email, days);
    setError(problem?.text ?? null);
    if (problem) return;
    void withBusy('email', async () => {
      const l = await share.ensureLink();
      if (!l) return;
      const sent = await emailItinerary({
        email,
        trip,
        days,
        shareToken: l.token,
        sentDescription: (to) => `The link is on its way to ${to}.`,
      });
      if (sent) setEmail('');
    });
  };

  return (
    <div ref={bodyRef} className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Anyone with the link sees a read-only copy of this plan, without signing in. Sharing saves the plan to
        your saved plans first, so later changes are shared when you save them.
      </p>

      <form noValidate onSubmit={sendEmail}>
        <FormField id={`${id}-email`} label="Email address" error={error}>
          {(p) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                type="email"
                autoComplete="email"
                placeholder="friend@example.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...p}
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
          )}
        </FormField>
      </form>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-link`}>Share link</Label>
        {link ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={`${id}-link`} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="outline"
              data-refocus="copy"
              disabled={busy !== null}
              onClick={() => void copyLink(link.url, COPIED)}
            >
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={`${id}-link`} readOnly value="" placeholder="No link yet" />
            <Button data-refocus="create" onClick={() => void createLink()} disabled={busy !== null}>
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
          {NETWORKS.map((network) =>
            link ? (
              <a
                key={network.name}
                href={network.url(link, trip)}
                target="_blank"
                rel="noopener noreferrer"
                data-refocus={network.name}
                className={buttonVariants({ variant: 'outline' })}
              >
                {network.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Button
                key={network.name}
                variant="outline"
                disabled={busy !== null}
                onClick={() => void openNetwork(network)}
              >
                {network.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </Button>
            ),
          )}
          <Button variant="outline" disabled={busy !== null} onClick={() => void copy(INSTAGRAM)}>
            Instagram
            <span className="sr-only"> (copies the link)</span>
          </Button>
        </div>
      </fieldset>

      {link && (
        <div>
          <Button
            variant="ghost"
            className="text-destructive"
            disabled={busy !== null}
            onClick={() => void stop()}
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
  /** The page's share link (useShareLink), which the Send dialog's SMS tab uses too. */
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
