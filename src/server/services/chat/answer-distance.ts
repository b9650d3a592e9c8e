// "How far is the Louvre from the Eiffel Tower?": two stops of the plan (or places of the guide), the road distance
// estimate and the time on foot or by public transport.
import { haversineKm } from '../../../core/geo.ts';
import { estimateLeg } from '../../../planner/travel.ts';
import { activitiesOf, type ChatAnswer, type ChatContext } from './context.ts';
import {
  activityMentions,
  findStop,
  placeMentions,
  type Stop,
  stopOfActivity,
  stopOfPlace,
} from './lookup.ts';
import { plain } from './text.ts';
import { describeTravel } from './travel-text.ts';

/** Phrasings that name two stops, in travel order: [from, to]. */
const PAIRS: [RegExp, (m: RegExpMatchArray) => [string, string]][] = [
  [/\bbetween (.+?) and (.+)/, (m) => [m[1]!, m[2]!]],
  [/\bfrom (.+?) to (.+)/, (m) => [m[1]!, m[2]!]],
  [/\b(?:is|get to|go to|walk to|to) (.+?) from (.+)/, (m) => [m[2]!, m[1]!]],
];

export function answerDistance(ctx: ChatContext, text: string): ChatAnswer {
  const [from, to] = twoStops(ctx, text);
  if (!from || !to) {
    const day = activitiesOf(ctx, ctx.currentDay).map((a) => a.title);
    return {
      reply:
        'Which two stops do you mean? Name them like "how far is the Louvre from the Eiffel Tower".' +
        (day.length ? ` Your day ${ctx.currentDay} has: ${day.join(', ')}.` : ''),
    };
  }
  for (const s of [from, to])
    if (!s.point) return { reply: `I don't know where ${s.title} is: it has no location in your plan.` };
  const leg = estimateLeg(from.point!, to.point!);
  const straight = haversineKm(from.point!, to.point!);
  return {
    reply:
      `From ${from.title} to ${to.title}: ${describeTravel(leg)} ` +
      `(${straight.toFixed(1)} km as the crow flies; an estimate for the streets in between).`,
    places: [from.place, to.place].filter((p) => p !== undefined),
  };
}

function twoStops(ctx: ChatContext, text: string): [Stop?, Stop?] {
  const t = plain(text).replace(/[?!.]+$/, '');
  for (const [re, pick] of PAIRS) {
    const m = t.match(re);
    if (!m) continue;
    const [a, b] = pick(m);
    const from = findStop(ctx, a);
    const to = findStop(ctx, b);
    if (from && to && from.title !== to.title) return [from, to];
  }
  // Otherwise the first two stops named, in the order they are named.
  // A place of the guide counts only where the words do not already name a stop of the plan.
  const inPlan = activityMentions(ctx, text);
  const taken = new Set(inPlan.flatMap((m) => m.positions));
  const named = [
    ...inPlan.map((m) => ({ first: m.first, stop: stopOfActivity(ctx, m.item) })),
    ...placeMentions(ctx, text)
      .filter((m) => !m.positions.some((p) => taken.has(p)))
      .map((m) => ({ first: m.first, stop: stopOfPlace(m.item) })),
  ].sort((x, y) => x.first - y.first);
  const unique = named.filter((n, i) => named.findIndex((o) => o.stop.title === n.stop.title) === i);
  if (unique.length >= 2) return [unique[0]!.stop, unique[1]!.stop];
  // One stop named: from it to the next stop of its day.
  const only = unique[0]?.stop;
  if (only?.activity) {
    const day = activitiesOf(ctx, only.activity.day);
    const next = day[day.findIndex((a) => a.id === only.activity!.id) + 1];
    if (next) return [only, stopOfActivity(ctx, next)];
  }
  return [only];
}
