// Changes on request: "add Louvre Museum to day 2 afternoon", "move the Eiffel Tower to the evening", "move dinner
// to day 3", "remove the museum visit". Each answer carries a proposal; nothing changes until the traveller applies it.
import type { Activity } from '../../../core/activity.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import { weekdayIndex } from '../../../core/dates.ts';
import { hoursText, weekdayName } from '../../../core/opening-hours.ts';
import type { KnowledgePlace } from '../../../knowledge/index.ts';
import {
  activitiesOf,
  type ChatAnswer,
  type ChatContext,
  dateOfDay,
  destinationName,
  isPlanned,
  lastDayOf,
  placeOfActivity,
} from './context.ts';
import { activityText, noPlaceData } from './format.ts';
import { type Found, findActivity, findPlace } from './lookup.ts';
import { isPlaceOpenDuring, momentOf } from './moment.ts';
import { addProposal, moveProposal, removeProposal, stopMinutes } from './proposals.ts';
import { plain } from './text.ts';
import { MEAL_SEGMENTS, parseWhen, segmentOfClock, type When } from './when.ts';

const ADD_VERB = /^.*?\b(?:add|include|schedule|squeeze in|fit in|put)\b/;
const MOVE_VERB = /^.*?\b(?:move|shift|reschedule|postpone|push back|bring forward)\b/;
const REMOVE_VERB = /^.*?\b(?:remove|delete|drop|cancel|get rid of|take (?:out|off))\b/;
/** Where the target of an edit starts: "... to day 2 afternoon", "... on Saturday", "... for dinner". */
const TARGET = /\s(?:to|into|onto|on|in|for|at|until|till)\s/g;

/** Time words left in a subject ("the louvre tomorrow morning") are not part of a name. */
const TIME_WORDS =
  /\b(?:today|tonight|tomorrow|morning|afternoon|evening|night|day\s*\d+|(?:first|last|final) day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|at \d{1,2}(?:[:.h]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)?|\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|the)\b/g;

/** Splits "move the Eiffel Tower to the evening" into the subject and the target's time references. */
function split(text: string, verb: RegExp, ctx: ChatContext): { subject: string; when: When } {
  const t = plain(text)
    .replace(verb, ' ')
    .replace(/[?!.]+\s*$/, '');
  let cut: number | undefined;
  for (const m of t.matchAll(TARGET)) {
    const when = parseWhen(t.slice(m.index), ctx.days);
    if (when.day !== undefined || when.relative || when.segment || when.clock !== undefined || when.meal) {
      cut = m.index;
      break;
    }
  }
  const subject = t
    .slice(0, cut)
    .replace(/\b(?:please|can you|could you|would you|for me|my|our|plan|itinerary)\b/g, ' ')
    .replace(TIME_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cut === undefined) return { subject, when: parseWhen(t, ctx.days) };
  // The target's own words win ("... in the morning to the evening" is the evening); the subject's time words
  // ("the Louvre tomorrow at 10am") fill what the target leaves open.
  const tail = t.slice(cut);
  const lastTo = [...tail.matchAll(/\s(?:to|into|onto)\s/g)].at(-1)?.index;
  const parts = [lastTo === undefined ? '' : tail.slice(lastTo), tail, t.slice(0, cut)];
  const when: When = {};
  for (const part of parts) {
    const w = parseWhen(part, ctx.days);
    for (const key of Object.keys(w) as (keyof When)[])
      if (when[key] === undefined) Object.assign(when, { [key]: w[key] });
  }
  return { subject, when };
}

function targetSegment(when: When): TimeSegment | undefined {
  if (when.segment) return when.segment;
  if (when.clock !== undefined) return segmentOfClock(when.clock);
  if (when.meal) return MEAL_SEGMENTS[when.meal];
  return undefined;
}

function outsideTrip(ctx: ChatContext, day: number): string | undefined {
  const last = lastDayOf(ctx);
  return day < 1 || day > last
    ? `Your trip has ${last} day${last === 1 ? '' : 's'}, so there is no day ${day}.`
    : undefined;
}

/** "Note: Louvre Museum is closed then (Tuesday: Closed)." when the place's hours do not fit the slot. */
function hoursNote(
  ctx: ChatContext,
  place: KnowledgePlace | undefined,
  day: number,
  segment: TimeSegment,
  clock?: number,
) {
  if (!place) return '';
  const moment = momentOf(ctx, { day, segment, clock });
  if (isPlaceOpenDuring(place, moment, ctx.holidays)) return '';
  const weekday = weekdayIndex(dateOfDay(ctx, day));
  return ` Note: ${place.name} is not open then (${weekdayName(weekday)}: ${hoursText(place.hours, weekday)}).`;
}

function ambiguous(found: Extract<Found<Activity>, { kind: 'many' }>, verb: string): ChatAnswer {
  const options = found.items.slice(0, 6).map(activityText);
  return { reply: `Which one should I ${verb}? ${options.join('; ')}.` };
}

function notInPlan(ctx: ChatContext, subject: string): ChatAnswer {
  const day = activitiesOf(ctx, ctx.currentDay).map((a) => a.title);
  return {
    reply:
      `I couldn't find "${subject || 'that'}" in your plan.` +
      (day.length
        ? ` Day ${ctx.currentDay} has: ${day.join(', ')}.`
        : ` Day ${ctx.currentDay} is empty so far.`),
  };
}

export function answerAdd(ctx: ChatContext, text: string): ChatAnswer {
  const { subject, when } = split(text, ADD_VERB, ctx);
  if (ctx.places.length === 0) return { reply: noPlaceData(ctx) };
  // Most of the words must be the place's name: "add Foobar Louvre Extravaganza" is not the Louvre.
  const place = findPlace(ctx, subject, 0.5);
  if (!place) {
    const examples = [...ctx.places]
      .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))
      .slice(0, 3)
      .map((p) => p.name);
    return {
      reply:
        `I couldn't find "${subject || 'that place'}" in the built-in guide for ${destinationName(ctx)}, so I ` +
        `haven't proposed anything. I can add places the guide knows, for example ${examples.join(', ')}.`,
    };
  }
  const day =
    when.day ??
    (when.relative === 'tomorrow' ? ctx.referenceDay + 1 : when.relative ? ctx.referenceDay : ctx.currentDay);
  const beyond = outsideTrip(ctx, day);
  if (beyond) return { reply: beyond, places: [place] };
  const planned = isPlanned(ctx, place);
  if (planned)
    return {
      reply: `${place.name} is already in your plan: ${activityText(planned)}. Ask me to move it if you want it at another time.`,
      places: [place],
    };
  const segment = targetSegment(when) ?? place.segments[0]!;
  const proposal = addProposal(place, day, segment, when.clock);
  return {
    reply: `${proposal.summary}? Apply it below to put it in your plan.${hoursNote(ctx, place, day, segment, when.clock)}`,
    proposal,
    places: [place],
  };
}

export function answerMove(ctx: ChatContext, text: string): ChatAnswer {
  const { subject, when } = split(text, MOVE_VERB, ctx);
  const found = findActivity(ctx, subject);
  if (found.kind === 'none') return notInPlan(ctx, subject);
  if (found.kind === 'many') return ambiguous(found, 'move');
  const activity = found.item;
  const toDay =
    when.day ??
    (when.relative === 'tomorrow' ? activity.day + 1 : when.relative ? ctx.referenceDay : activity.day);
  const toSegment = targetSegment(when) ?? activity.timeSegment;
  if (when.day === undefined && !when.relative && !targetSegment(when))
    return {
      reply: `Where should ${activity.title} go? Say for example "move ${activity.title} to day ${activity.day === 1 ? 2 : 1} evening" or "... to day ${activity.day} at 4 pm".`,
    };
  const beyond = outsideTrip(ctx, toDay);
  if (beyond) return { reply: beyond };
  if (toDay === activity.day && toSegment === activity.timeSegment && when.clock === undefined)
    return { reply: `${activity.title} is already on day ${toDay} ${toSegment}.` };
  const place = placeOfActivity(ctx, activity);
  const proposal = moveProposal(activity, toDay, toSegment, when.clock, stopMinutes(activity, place));
  return {
    reply: `${proposal.summary}? Apply it below to make the change.${hoursNote(ctx, place, toDay, toSegment, when.clock)}`,
    proposal,
    places: place ? [place] : [],
  };
}

export function answerRemove(ctx: ChatContext, text: string): ChatAnswer {
  const { subject, when } = split(text, REMOVE_VERB, ctx);
  const found = findActivity(ctx, subject, when.day ?? ctx.currentDay);
  if (found.kind === 'none') return notInPlan(ctx, subject);
  if (found.kind === 'many') return ambiguous(found, 'remove');
  const proposal = removeProposal(found.item);
  return { reply: `${proposal.summary}? Apply it below to remove it from your plan.`, proposal };
}
