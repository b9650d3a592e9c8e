// The chat with a language model: the plan and nearby places of the guide go in as compact JSON, a structured
// answer { reply, proposal? } comes back. A proposal is rebuilt from our own data (an add from the guide's place,
// a move or removal from an activity of the plan); one that cannot be verified is dropped and the reply says so.
import { z } from 'zod';
import type { ChatMessage, Proposal } from '../../../core/api/chat.ts';
import { TIME_SEGMENTS } from '../../../core/constants.ts';
import { longWeekday, weekdayIndex } from '../../../core/dates.ts';
import { parseClockTime } from '../../../core/export/clock.ts';
import { haversineKm } from '../../../core/geo.ts';
import type { OpeningHours } from '../../../core/knowledge.ts';
import { formatMinutes, hoursText } from '../../../core/opening-hours.ts';
import { weeklyHoursOn } from '../../../core/place-calendar.ts';
import type { KnowledgePlace } from '../../../knowledge/index.ts';
import type { AiService } from '../ai/ai.ts';
import { plannedStopProblem } from './answer-closed.ts';
import {
  activitiesOf,
  type ChatAnswer,
  type ChatContext,
  dayArea,
  destinationName,
  isPlanned,
  lastDayOf,
  placeOfActivity,
} from './context.ts';
import { addProposal, moveProposal, removeProposal, stopMinutes, swapProposal } from './proposals.ts';
import { coverage, findMentions, normalizeText } from './text.ts';

/** Turns of the conversation sent to the model. */
export const AI_HISTORY_MESSAGES = 10;
const GUIDE_PLACES = 30;

const aiProposalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('add'),
    placeName: z.string().min(1).max(200),
    day: z.number().int(),
    segment: z.enum(TIME_SEGMENTS),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullish(),
  }),
  z.object({
    kind: z.literal('move'),
    activityId: z.union([z.string(), z.number()]),
    toDay: z.number().int(),
    toSegment: z.enum(TIME_SEGMENTS),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullish(),
  }),
  z.object({ kind: z.literal('remove'), activityId: z.union([z.string(), z.number()]) }),
  z.object({ kind: z.literal('swap'), dayA: z.number().int(), dayB: z.number().int() }),
]);
export const aiChatAnswerSchema = z.object({
  reply: z.string().trim().min(1).max(4000),
  proposal: aiProposalSchema.nullish(),
});
export type AiChatAnswer = z.infer<typeof aiChatAnswerSchema>;

export const CHAT_SYSTEM = [
  'You are the travel assistant inside an itinerary planner. You talk with a traveller about their trip plan.',
  'Use only the plan and the guide places in the context. Never name a place, restaurant or sight that is in neither;',
  'if you do not know, say so. Keep replies short and concrete: times, distances, opening hours.',
  'When the traveller asks to add, move or remove something, include one proposal; the traveller confirms it',
  'before anything changes, so say it is a suggestion to apply.',
  'Answer with a JSON object only, no prose around it:',
  '{"reply": string, "proposal": null',
  ' | {"kind": "add", "placeName": <exact name from guidePlaces>, "day": number, "segment": "morning"|"afternoon"|"evening", "startTime": "HH:MM" or null}',
  ' | {"kind": "move", "activityId": <id from the plan>, "toDay": number, "toSegment": "morning"|"afternoon"|"evening", "startTime": "HH:MM" or null}',
  ' | {"kind": "remove", "activityId": <id from the plan>}',
  ' | {"kind": "swap", "dayA": number, "dayB": number}}',
  'Each plan day lists its date, weekday and public holiday; a stop carries "closedThen" when it is closed when planned.',
].join('\n');

const DAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Daily 9:00 AM – 6:00 PM" or "Mon 9:00 AM – 6:00 PM; Tue Closed; ...". */
export function compactHours(hours: OpeningHours): string {
  const week = [1, 2, 3, 4, 5, 6, 0].map((i) => [DAY_ABBREVIATIONS[i]!, hoursText(hours, i)] as const);
  if (week.every(([, text]) => text === week[0]![1])) return `Daily ${week[0]![1]}`;
  return week.map(([d, text]) => `${d} ${text}`).join('; ');
}

/** The plan and the guide as the model sees them. */
export function chatContextJson(ctx: ChatContext) {
  const area = dayArea(ctx, ctx.currentDay).center;
  const guide = area
    ? ctx.places
        .map((p) => ({ p, km: haversineKm(area, p) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, GUIDE_PLACES)
    : [];
  return {
    destination: destinationName(ctx),
    localTimeNow: `${longWeekday(ctx.clock.date)} ${ctx.clock.date} ${formatMinutes(ctx.clock.minuteOfDay)}`,
    trip: {
      startDate: ctx.trip.startDate,
      endDate: ctx.trip.endDate,
      days: lastDayOf(ctx),
      travelers: ctx.trip.travelers,
      travelStyle: ctx.trip.travelStyle,
      interests: ctx.trip.interests,
      dietaryPreferences: ctx.trip.dietaryPreferences,
    },
    currentDay: ctx.currentDay,
    plan: ctx.days.map((d) => ({
      day: d.day,
      date: d.date,
      weekday: longWeekday(d.date),
      ...(ctx.holidays[d.date] ? { publicHoliday: ctx.holidays[d.date] } : {}),
      activities: d.activities.map((a) => {
        const place = placeOfActivity(ctx, a);
        const closed = place ? plannedStopProblem(ctx, a, place, d.date) : undefined;
        return {
          id: a.id,
          title: a.title,
          segment: a.timeSegment,
          ...(a.meal ? { meal: a.meal } : {}),
          ...(a.dietary?.length ? { dietary: a.dietary } : {}),
          ...(a.startTime ? { start: a.startTime } : {}),
          ...(a.endTime ? { end: a.endTime } : {}),
          ...(a.location ? { location: a.location } : {}),
          ...(place ? { hoursThatDay: hoursText(weeklyHoursOn(place, d.date), weekdayIndex(d.date)) } : {}),
          ...(closed ? { closedThen: closed } : {}),
        };
      }),
    })),
    guidePlaces: guide.map(({ p, km }) => ({
      name: p.name,
      category: p.category,
      tags: p.tags,
      ...(p.dietary ? { dietary: p.dietary } : {}),
      ...(p.meals ? { meals: p.meals } : {}),
      kmFromCurrentDay: Math.round(km * 10) / 10,
      hours: compactHours(p.hours),
      cost: p.cost,
    })),
  };
}

export function chatPrompt(ctx: ChatContext, messages: readonly ChatMessage[]): string {
  const history = messages
    .slice(-AI_HISTORY_MESSAGES)
    .map((m) => `${m.role === 'user' ? 'Traveller' : 'Assistant'}: ${m.content}`)
    .join('\n');
  return `Context:\n${JSON.stringify(chatContextJson(ctx))}\n\nConversation:\n${history}\n\nAnswer the traveller's last message.`;
}

const UNVERIFIED =
  'I could not match that change to your plan and the built-in guide, so I have not proposed it.';

/** The guide's place of that name near the destination: exact name first, then a clear name match. */
export function guidePlaceNamed(ctx: ChatContext, name: string): KnowledgePlace | undefined {
  const center = ctx.destination.kind === 'unknown' ? undefined : ctx.destination.center;
  const pool =
    ctx.places.length > 0 ? ctx.places : center ? ctx.kb.placesNear(center, 40, { limit: 200 }) : [];
  const key = normalizeText(name);
  const exact = pool.find((p) => normalizeText(p.name) === key);
  if (exact) return exact;
  const best = findMentions(
    name,
    pool.map((p) => ({ item: p, names: [p.name] })),
  )[0];
  return best && best.score >= 0.5 && coverage(name, best) >= 0.5 ? best.item : undefined;
}

/** Our own proposal for the model's, or a reason to drop it. */
export function verifyProposal(
  ctx: ChatContext,
  raw: NonNullable<AiChatAnswer['proposal']>,
): { proposal: Proposal; place?: KnowledgePlace } | { dropped: string } {
  const inTrip = (day: number) => day >= 1 && day <= lastDayOf(ctx);
  if (raw.kind === 'add') {
    const place = guidePlaceNamed(ctx, raw.placeName);
    if (!place || !inTrip(raw.day)) return { dropped: UNVERIFIED };
    if (isPlanned(ctx, place)) return { dropped: `${place.name} is already in your plan.` };
    const [h, m] = (raw.startTime ?? '').split(':').map(Number);
    const start = raw.startTime ? h! * 60 + m! : undefined;
    return { proposal: addProposal(place, raw.day, raw.segment, start), place };
  }
  if (raw.kind === 'swap') {
    if (!inTrip(raw.dayA) || !inTrip(raw.dayB) || raw.dayA === raw.dayB) return { dropped: UNVERIFIED };
    return { proposal: swapProposal(raw.dayA, raw.dayB) };
  }
  const activity = activitiesOf(ctx).find((a) => String(a.id) === String(raw.activityId));
  if (!activity) return { dropped: UNVERIFIED };
  if (raw.kind === 'remove') return { proposal: removeProposal(activity) };
  if (!inTrip(raw.toDay)) return { dropped: UNVERIFIED };
  if (raw.toDay === activity.day && raw.toSegment === activity.timeSegment && !raw.startTime)
    return { dropped: `${activity.title} is already on day ${raw.toDay} ${raw.toSegment}.` };
  // The same proposal the built-in chat makes: the time asked, the stop as long as before.
  const start = raw.startTime ? parseClockTime(raw.startTime) : null;
  const length = stopMinutes(activity, placeOfActivity(ctx, activity));
  return {
    proposal: moveProposal(
      activity,
      raw.toDay,
      raw.toSegment,
      start ?? undefined,
      start === null ? undefined : length,
    ),
  };
}

/** Throws when the model fails (timeout, HTTP error, output that is not the schema). */
export async function answerWithAi(
  ai: AiService,
  ctx: ChatContext,
  messages: readonly ChatMessage[],
): Promise<ChatAnswer> {
  const answer = await ai.object({
    schema: aiChatAnswerSchema,
    name: 'chat_answer',
    system: CHAT_SYSTEM,
    prompt: chatPrompt(ctx, messages),
  });
  if (!answer.proposal) return { reply: answer.reply };
  const verified = verifyProposal(ctx, answer.proposal);
  if ('dropped' in verified) return { reply: `${answer.reply}\n\n${verified.dropped}` };
  return {
    reply: answer.reply,
    proposal: verified.proposal,
    places: verified.place ? [verified.place] : [],
  };
}
