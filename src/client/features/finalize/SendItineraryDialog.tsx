// 'Send Itinerary' (SPEC.md '/finalize'): an Email tab that mails the whole itinerary (section 5 'Email sending'
// messages) and an SMS tab that opens the device's messaging app with the plan's read-only share link.
import { Loader2, MessageSquare, Send } from 'lucide-react';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import { sendProblem } from '../../../core/api/send-itinerary.ts';
import type { TripDetails } from '../../../core/trip.ts';
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
import { FieldError, Label } from '../../components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api.ts';
import { sendItinerary } from '../../lib/itinerary-actions.ts';
import { smsShareUrl } from '../../lib/share-urls.ts';
import { toast } from '../../lib/toast-store.ts';
import { phoneProblem, smsText } from './phone.ts';
import type { ShareLinkState } from './use-share-link.ts';

export const SEND_HINT =
  'A beautifully formatted email with your complete itinerary will be sent to this address.';
export const SEND_FAILED = 'Failed to send itinerary. Please try again.';

interface SendProps {
  trip: TripDetails;
  days: Day[];
  share: ShareLinkState;
}

function EmailForm({ trip, days, share, onSent }: SendProps & { onSent: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = sendProblem(email, days);
    if (problem) {
      setError(`${problem.message}: ${problem.description}`);
      toast({ title: problem.message, description: problem.description, variant: 'destructive' });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await sendItinerary({
        recipientEmail: email.trim(),
        tripDetails: trip,
        days,
        totalDays: days.length,
        // With a link already shared, the email links to the read-only plan rather than to the builder.
        shareToken: share.link?.token,
      });
      toast({ title: 'Itinerary sent!', description: `Your itinerary is on its way to ${email.trim()}.` });
      onSent();
    } catch (err) {
      toast({ title: 'Failed to send', description: errorMessage(err, SEND_FAILED), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {SEND_HINT}
        </p>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={email.trim() === '' || sending}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? 'Sending...' : 'Send Itinerary'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SmsForm({ trip, share }: Omit<SendProps, 'days'>) {
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
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-phone`}>Phone number</Label>
        <Input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+39 06 1234 5678"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {link
            ? 'Your messaging app opens with a text holding the read-only link to your plan, ready to send.'
            : 'Texting saves this plan to your saved plans and creates a read-only share link; your messaging app then opens with the link ready to send.'}
        </p>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
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

export function SendItineraryDialog({
  open,
  onOpenChange,
  ...props
}: SendProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Your Itinerary</DialogTitle>
          <DialogDescription>Send the plan by email, or text its link from your phone.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="email" className="grid gap-4">
          <TabsList className="w-full">
            <TabsTrigger value="email">Email</TabsTrigger>
            <TabsTrigger value="sms">SMS</TabsTrigger>
          </TabsList>
          <TabsContent value="email">
            <EmailForm {...props} onSent={() => onOpenChange(false)} />
          </TabsContent>
          <TabsContent value="sms">
            <SmsForm trip={props.trip} share={props.share} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
