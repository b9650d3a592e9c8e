// 'Send Your Itinerary' (SPEC.md '/itinerary-builder' dialogs and '/finalize'): an email of the whole itinerary
// (section 5 'Email sending' messages); with `withSms`, also an SMS tab that opens the device's messaging app with
// the plan's read-only share link.
import { Loader2, MessageSquare, Send } from 'lucide-react';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { FormField } from '../../components/FormField.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { smsShareUrl } from '../../lib/share-urls.ts';
import { toast } from '../../lib/toast-store.ts';
import { emailItinerary, emailProblem, SEND_HINT } from './email.ts';
import { phoneProblem, smsText } from './phone.ts';
import type { ShareLinkState } from './use-share-link.ts';

const LINK_HINT =
  'It links to a read-only page of the plan that opens without an account (the plan is saved to your plans first).';

function EmailForm({
  trip,
  days,
  share,
  onSent,
}: {
  trip: TripDetails;
  days: Day[];
  share: ShareLinkState;
  onSent: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email, days);
    setError(problem?.text ?? null);
    if (problem) {
      toast({ title: problem.message, description: problem.description, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      // The email links to the plan's read-only page, which the recipient opens without an account: the plan is
      // saved and its link made first (or the existing link reused; stopping sharing revokes it as usual).
      const link = await share.ensureLink();
      if (!link) return;
      const sent = await emailItinerary({
        email,
        trip,
        days,
        shareToken: link.token,
        sentDescription: (to) => `Your itinerary is on its way to ${to}.`,
      });
      if (sent) onSent();
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-email`} label="Email address" hint={`${SEND_HINT} ${LINK_HINT}`} error={error}>
        {(p) => (
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...p}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={email.trim() === '' || sending}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? 'Sending...' : 'Send Itinerary'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SmsForm({ trip, share }: { trip: TripDetails; share: ShareLinkState }) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const openRef = useRef<HTMLAnchorElement>(null);
  const link = share.link;
  const [justPrepared, setJustPrepared] = useState(false);

  useEffect(() => {
    if (justPrepared && link) openRef.current?.focus();
  }, [justPrepared, link]);

  const check = () => {
    const problem = phoneProblem(phone);
    setError(problem);
    return problem === null;
  };

  const prepare = async (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    setPreparing(true);
    try {
      if (await share.ensureLink()) setJustPrepared(true);
    } finally {
      setPreparing(false);
    }
  };

  // The link opens the messaging app itself; a bad number is caught before it does.
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!check()) e.preventDefault();
  };

  return (
    <form noValidate onSubmit={prepare} className="grid gap-4">
      <FormField
        id={`${id}-phone`}
        label="Phone number"
        hint={
          link
            ? 'Your messaging app opens with a text holding the read-only link to your plan, ready to send.'
            : 'Texting saves this plan to your saved plans and creates a read-only share link; your messaging app then opens with the link ready to send.'
        }
        error={error}
      >
        {(p) => (
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+39 06 1234 5678"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            {...p}
          />
        )}
      </FormField>
      {link && (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Message</p>
          <p className="break-all rounded-md bg-muted px-3 py-2 text-sm">
            {smsText(trip.destination, link.url)}
          </p>
        </div>
      )}
      <DialogFooter>
        {link ? (
          <a
            ref={openRef}
            href={smsShareUrl(phone, smsText(trip.destination, link.url))}
            onClick={open}
            className={buttonVariants()}
          >
            <MessageSquare aria-hidden="true" />
            Open messaging app
          </a>
        ) : (
          <Button type="submit" disabled={phone.trim() === '' || preparing}>
            {preparing ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <MessageSquare aria-hidden="true" />
            )}
            {preparing ? 'Preparing...' : 'Prepare text message'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trip: TripDetails;
  days: Day[];
  /** The plan's share link, which the email links to (made when it does not exist yet). */
  share: ShareLinkState;
}

export function SendItineraryDialog({
  open,
  onOpenChange,
  withSms,
  ...props
}: DialogProps & { withSms?: boolean }) {
  const email = <EmailForm {...props} onSent={() => onOpenChange(false)} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Your Itinerary</DialogTitle>
          <DialogDescription>
            {withSms
              ? 'Send the plan by email, or text its link from your phone.'
              : 'Email the whole plan, day by day, to yourself or a travel companion.'}
          </DialogDescription>
        </DialogHeader>
        {withSms ? (
          <Tabs defaultValue="email" className="grid gap-4">
            <TabsList className="w-full">
              <TabsTrigger value="email">Email</TabsTrigger>
              <TabsTrigger value="sms">SMS</TabsTrigger>
            </TabsList>
            <TabsContent value="email">{email}</TabsContent>
            <TabsContent value="sms">
              <SmsForm trip={props.trip} share={props.share} />
            </TabsContent>
          </Tabs>
        ) : (
          email
        )}
      </DialogContent>
    </Dialog>
  );
}
