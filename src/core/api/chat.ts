// Contract of POST /api/chat: a conversation about the plan, answered with a reply and at most one proposed change
// that the client applies only after the traveller confirms it.
import { z } from 'zod';
import { activityIdSchema, activitySchema, clockTimeSchema, daySchema } from '../activity.ts';
import { TIME_SEGMENTS } from '../constants.ts';
import { tripDetailsSchema } from '../trip.ts';

export const CHAT_NO_TRIP_DETAILS = 'Chat feature requires trip details.';
export const CHAT_SEND_FAILED = 'Failed to send your message. Please try again.';
export const CHAT_AI_NOTICE = 'The AI assistant is unavailable; answered from the built-in guide.';

/** SPEC.md section 4 'Chat': a message with these words first gets an interim reply, the answer 1.8 s later. */
export function isSuggestionRequest(text: string): boolean {
  return /suggest|recommend/i.test(text);
}
export const SUGGESTION_FOLLOW_UP_MS = 1800;

export const MAX_CHAT_MESSAGES = 20;
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** The plan may hold a few more days than the trip (dates changed); more is not a plan a chat should read. */
export const MAX_CHAT_DAYS = 31;

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: 'role must be user or assistant.' }),
  content: z
    .string({ error: 'Message text is required.' })
    .trim()
    .min(1, 'Message text is required.')
    .max(MAX_CHAT_MESSAGE_LENGTH, `Messages are limited to ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: 'messages must be a list.' })
    .min(1, 'Send at least one message.')
    .max(MAX_CHAT_MESSAGES, `Send at most the last ${MAX_CHAT_MESSAGES} messages.`)
    .refine((m) => m.at(-1)?.role === 'user', 'The last message must be the traveller’s.'),
  tripDetails: tripDetailsSchema,
  days: z.array(daySchema, { error: 'days must be a list.' }).max(MAX_CHAT_DAYS, 'Too many days.'),
  currentDay: z
    .number({ error: 'currentDay must be a day number.' })
    .int('currentDay must be a day number.')
    .min(1, 'Day must be 1 or more.')
    .max(366, 'Day must be 366 or less.'),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** An activity as the chat proposes it: everything but what the itinerary assigns (id, order, selection). */
export const proposedActivitySchema = activitySchema.omit({
  id: true,
  tripId: true,
  order: true,
  isSelected: true,
  createdAt: true,
});
export type ProposedActivity = z.output<typeof proposedActivitySchema>;

const summary = z.string().min(1).max(300);

export const proposalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add'), activity: proposedActivitySchema, summary }),
  z.object({
    kind: z.literal('move'),
    activityId: activityIdSchema,
    toDay: z.number().int().min(1).max(366),
    toSegment: z.enum(TIME_SEGMENTS),
    /** When the traveller named a time ("at 4 pm"): the stop's new start and end, "HH:MM". */
    startTime: clockTimeSchema.optional(),
    endTime: clockTimeSchema.optional(),
    summary,
  }),
  z.object({ kind: z.literal('remove'), activityId: activityIdSchema, summary }),
  z.object({
    kind: z.literal('swap'),
    dayA: z.number().int().min(1).max(366),
    dayB: z.number().int().min(1).max(366),
    summary,
  }),
]);
/**
 * A change the traveller confirms before it happens. add: `addActivity(activity)` (its day and segment are set);
 * move: `moveActivity(activityId, toDay, toSegment, <end of the segment>)`, then `updateActivity` with the times when
 * given; remove: `removeActivity(activityId)`; swap: every activity of each day moved to the other (dates stay).
 */
export type Proposal = z.output<typeof proposalSchema>;

export const chatSourceSchema = z.enum(['embedded', 'ai']);
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatResponseSchema = z.object({
  reply: z.string(),
  proposal: proposalSchema.optional(),
  source: chatSourceSchema,
  notice: z.string().optional(),
});
export type ChatResponse = z.output<typeof chatResponseSchema>;
