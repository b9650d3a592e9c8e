// The conversation as the panel keeps it: messages, client-made notes (interim replies, confirmations) and
// proposal cards, stored per trip in session storage so a reload keeps it, and trimmed before each request.
import { z } from 'zod';
import type { Day } from '../../../core/activity.ts';
import { type ChatMessage, MAX_CHAT_MESSAGE_LENGTH, proposalSchema } from '../../../core/api/chat.ts';
import type { TripDetails } from '../../../core/trip.ts';

/** Messages sent with each request (the new one included): enough context, small requests. */
export const HISTORY_MESSAGES = 10;
/** Entries kept in storage per trip. */
export const STORED_ENTRIES = 60;

const entrySchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Made by the panel (interim replies, confirmations): shown, never sent to the server. */
  local: z.boolean().optional(),
  proposal: proposalSchema.optional(),
  proposalState: z.enum(['open', 'applied', 'dismissed']).optional(),
  notice: z.string().optional(),
});
export type ChatEntry = z.infer<typeof entrySchema>;

let counter = 0;
export function newEntryId(): string {
  counter = (counter + 1) % 1_000_000;
  return `m-${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** One conversation per trip: the same destination and dates. */
export function conversationKey(trip: Pick<TripDetails, 'destination' | 'startDate' | 'endDate'>): string {
  return `wayfarer-chat:${trip.destination.trim().toLowerCase()}|${trip.startDate}|${trip.endDate}`;
}

export function loadConversation(storage: Storage | undefined, key: string): ChatEntry[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed = z.array(entrySchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveConversation(storage: Storage | undefined, key: string, entries: readonly ChatEntry[]) {
  try {
    storage?.setItem(key, JSON.stringify(entries.slice(-STORED_ENTRIES)));
  } catch {
    // Storage full or disabled: the conversation still works, it just won't survive a reload.
  }
}

/** What the server reads: the last few real messages, each within the size limit. */
export function requestMessages(entries: readonly ChatEntry[]): ChatMessage[] {
  return entries
    .filter((e) => !e.local && e.content.trim())
    .slice(-HISTORY_MESSAGES)
    .map((e) => ({ role: e.role, content: e.content.trim().slice(0, MAX_CHAT_MESSAGE_LENGTH) }));
}

/** "Move Eiffel Tower from day 2 morning to day 2 evening" -> "Moved Eiffel Tower from day 2 morning to day 2 evening." */
export function confirmationText(summary: string): string {
  return `${summary
    .replace(/^Add\b/, 'Added')
    .replace(/^Move\b/, 'Moved')
    .replace(/^Remove\b/, 'Removed')}.`;
}

export const INTERIM_REPLY = 'Let me look at what is near your day and fits your interests...';

/** The empty chat's invitation, in this trip's words: its destination, its days and one of its own stops. */
export function chatInvitation(trip: Pick<TripDetails, 'destination'>, days: readonly Day[]): string {
  const city = trip.destination.split(',')[0]!.trim() || trip.destination;
  const stops = days.flatMap((d) => d.activities.filter((a) => !a.meal).map((a) => ({ a, day: d.day })));
  const lunchDay = days.find((d) => d.activities.some((a) => a.meal === 'lunch'))?.day ?? 1;
  const stop = stops[0];
  const other = days.length >= 2 ? (stop?.day === 2 ? 1 : 2) : undefined;
  const examples = [
    `what's for lunch on day ${lunchDay}?`,
    'is anything closed on my dates?',
    ...(days.length >= 2 ? ['swap day 1 and day 2'] : []),
    ...(stop && other ? [`move ${stop.a.title} to day ${other} at 4 pm`] : []),
  ];
  return `Ask me about your ${city} plan, for example: ${examples.map((e) => `“${e}”`).join(', ')}. I can also suggest places that fit your diet, and add or remove stops; you confirm every change.`;
}
