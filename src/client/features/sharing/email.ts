// Emailing the itinerary from the Send and Share dialogs (SPEC.md section 5 'Email sending', section 8's toasts).
import type { Day } from '../../../core/activity.ts';
import { type SendProblem, sendProblem } from '../../../core/api/send-itinerary.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { errorMessage } from '../../lib/api.ts';
import { sendItinerary } from '../../lib/itinerary-actions.ts';
import { toast } from '../../lib/toast-store.ts';

export const SEND_HINT =
  'A beautifully formatted email with your complete itinerary will be sent to this address.';
export const SEND_FAILED = 'Failed to send itinerary. Please try again.';

/** Why this address and plan cannot be sent, with the field's error text ('title: description'), or null. */
export function emailProblem(email: string, days: readonly Day[]): (SendProblem & { text: string }) | null {
  const problem = sendProblem(email, days);
  return problem && { ...problem, text: `${problem.message}: ${problem.description}` };
}

/**
 * Queues the itinerary email for a checked address; toasts 'Itinerary sent!' (with `sentDescription`) or 'Failed to
 * send' with the server's message. True once the server has queued it.
 */
export async function emailItinerary({
  email,
  trip,
  days,
  shareToken,
  sentDescription,
}: {
  email: string;
  trip: TripDetails;
  days: Day[];
  /** An active share link's token: the email then links to the read-only plan. */
  shareToken?: string;
  sentDescription: (recipient: string) => string;
}): Promise<boolean> {
  const recipient = email.trim();
  try {
    await sendItinerary({
      recipientEmail: recipient,
      tripDetails: trip,
      days,
      totalDays: days.length,
      shareToken,
    });
    toast({ title: 'Itinerary sent!', description: sentDescription(recipient) });
    return true;
  } catch (err) {
    toast({ title: 'Failed to send', description: errorMessage(err, SEND_FAILED), variant: 'destructive' });
    return false;
  }
}
