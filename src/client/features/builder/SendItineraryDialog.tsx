// 'Send Your Itinerary' by email (SPEC.md '/itinerary-builder' and section 5 'Email sending'): SPEC's messages for
// a missing or malformed address and an empty plan; the button is disabled while blank or sending.
import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Day } from '../../../core/activity.ts';
import { sendProblem } from '../../../core/api/send-itinerary.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';
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
import { errorMessage } from '../../lib/api.ts';
import { sendItinerary } from '../../lib/itinerary-actions.ts';
import { toast } from '../../lib/toast-store.ts';

export const SEND_HINT =
  'A beautifully formatted email with your complete itinerary will be sent to this address.';
export const SEND_FAILED = 'Failed to send itinerary. Please try again.';

function SendForm({ trip, days, onSent }: { trip: TripDetails; days: Day[]; onSent: () => void }) {
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

export function SendItineraryDialog({
  open,
  onOpenChange,
  trip,
  days,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trip: TripDetails;
  days: Day[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Your Itinerary</DialogTitle>
          <DialogDescription>
            Email the whole plan, day by day, to yourself or a travel companion.
          </DialogDescription>
        </DialogHeader>
        {open && <SendForm trip={trip} days={days} onSent={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
