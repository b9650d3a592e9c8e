// "Swap day 1 and day 2", "switch Saturday with Monday": the two days trade their activities (the dates stay), as a
// proposal the traveller confirms. The reply says what each day would hold and what the calendar says about it:
// a stop that would be closed on its new date is named before anything changes.

import { listText } from '../../../core/list-text.ts';
import { plannedStopProblem } from './answer-closed.ts';
import type { ChatAnswer, ChatContext } from './context.ts';
import { activitiesOf, dateOfDay, lastDayOf, placeOfActivity } from './context.ts';
import { dateText, dayText } from './format.ts';
import { swapProposal } from './proposals.ts';
import { plain } from './text.ts';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The trip days a message names, in order: "day 2", "days 1 and 3", "the first day", weekdays of the trip. */
export function daysNamed(ctx: ChatContext, text: string): number[] {
  const t = plain(text);
  const found: { at: number; day: number }[] = [];
  for (const m of t.matchAll(/\bdays?\s*#?(\d{1,3})(?:\s*(?:and|&|with|,|or)\s*(?:day\s*)?#?(\d{1,3}))?/g)) {
    found.push({ at: m.index, day: Number(m[1]) });
    if (m[2]) found.push({ at: m.index + 1, day: Number(m[2]) });
  }
  for (const m of t.matchAll(/\b(first|1st|last|final) day\b/g)) {
    const first = m[1] === 'first' || m[1] === '1st';
    found.push({ at: m.index, day: first ? 1 : lastDayOf(ctx) });
  }
  WEEKDAYS.forEach((name, weekday) => {
    const m = new RegExp(`\\b${name}\\b`).exec(t);
    if (!m) return;
    const day = ctx.days.find((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === weekday);
    if (day) found.push({ at: m.index, day: day.day });
  });
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.day))];
}

function dayContents(ctx: ChatContext, day: number): string {
  const titles = activitiesOf(ctx, day).map((a) => a.title);
  return titles.length ? listText(titles) : 'nothing planned yet';
}

export function answerSwap(ctx: ChatContext, text: string): ChatAnswer {
  const named = daysNamed(ctx, text);
  const last = lastDayOf(ctx);
  if (named.length < 2)
    return { reply: 'Which two days should trade places? Say for example "swap day 1 and day 3".' };
  const [a, b] = named as [number, number];
  const outside = [a, b].filter((d) => d < 1 || d > last);
  if (outside.length)
    return { reply: `Your trip has ${last} day${last === 1 ? '' : 's'}, so there is no day ${outside[0]}.` };
  if (activitiesOf(ctx, a).length + activitiesOf(ctx, b).length === 0)
    return { reply: `Day ${a} and day ${b} are both empty, so there is nothing to swap.` };

  // Each stop keeps its time of day; the calendar of its new date may disagree.
  const warnings = [
    ...activitiesOf(ctx, a).map((x) => ({ x, to: b })),
    ...activitiesOf(ctx, b).map((x) => ({ x, to: a })),
  ].flatMap(({ x, to }) => {
    const place = placeOfActivity(ctx, x);
    const problem = place && plannedStopProblem(ctx, x, place, dateOfDay(ctx, to));
    return problem
      ? [`Heads-up: on ${dayText(ctx, to)}, ${x.title} would be a problem: ${lower(problem)}.`]
      : [];
  });
  const proposal = swapProposal(a, b);
  return {
    reply: [
      `${proposal.summary}? Day ${a} (${dateText(dateOfDay(ctx, a))}) would hold ${dayContents(ctx, b)}; day ${b} (${dateText(dateOfDay(ctx, b))}) would hold ${dayContents(ctx, a)}. The dates stay; apply it below to make the change.`,
      ...warnings,
    ].join('\n'),
    proposal,
  };
}
