// "What's on day 2?" and the help text: answers from the plan itself.
import { DIETARY_LABELS, SEGMENT_LABELS, TIME_SEGMENTS } from '../../../core/constants.ts';
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
import { dateText, dayText } from './format.ts';
import { parseWhen } from './when.ts';

export function answerOverview(ctx: ChatContext, text: string): ChatAnswer {
  const when = parseWhen(text, ctx.days);
  const day = when.day ?? (when.relative === 'tomorrow' ? ctx.referenceDay + 1 : ctx.currentDay);
  const activities = activitiesOf(ctx, day);
  if (activities.length === 0) return { reply: `Nothing is planned for ${dayText(ctx, day)} yet.` };
  const lines = TIME_SEGMENTS.flatMap((segment) => {
    const list = activities.filter((a) => a.timeSegment === segment);
    if (list.length === 0) return [];
    const items = list.map((a) =>
      a.startTime ? `${a.title} (${a.startTime}${a.endTime ? `–${a.endTime}` : ''})` : a.title,
    );
    return [`${SEGMENT_LABELS[segment]}: ${items.join(', ')}`];
  });
  return { reply: [`Your plan for ${dayText(ctx, day)}:`, ...lines].join('\n') };
}

/**
 * What the chat can do, in examples made of this trip: its destination, its days, its own stops and a place of the
 * guide it does not have yet. Every example is a question the chat understands.
 */
export function answerHelp(ctx: ChatContext): ChatAnswer {
  const last = lastDayOf(ctx);
  const all = activitiesOf(ctx);
  const sights = all.filter((a) => !a.meal && placeOfActivity(ctx, a));
  const stops = sights.length ? sights : all;
  const first = stops[0];
  const other = stops.find((a) => a.day !== first?.day) ?? stops[1];
  const mealDay = all.find((a) => a.meal === 'lunch')?.day ?? Math.min(2, last);
  const diet = ctx.trip.dietaryPreferences.find((d) => d !== 'local') ?? 'vegetarian';
  const unplanned = [...ctx.places]
    .filter((p) => !isPlanned(ctx, p) && !['restaurant', 'cafe', 'nightlife'].includes(p.category))
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.name.localeCompare(b.name))[0];
  const secondDay = last >= 2 ? 2 : 1;
  const examples = [
    `"what's for lunch on day ${mealDay}?"`,
    '"is anything closed on my dates?"',
    first
      ? `"a ${DIETARY_LABELS[diet].toLowerCase()} dinner near ${first.title}"`
      : `"a ${DIETARY_LABELS[diet].toLowerCase()} dinner on day 1"`,
    first && other ? `"how far is ${first.title} from ${other.title}?"` : undefined,
    '"suggest something for the evening"',
    unplanned ? `"add ${unplanned.name} to day ${secondDay} afternoon"` : undefined,
    first ? `"move ${first.title} to day ${first.day === secondDay ? 1 : secondDay} at 4 pm"` : undefined,
    last >= 2 ? `"swap day 1 and day ${secondDay}"` : undefined,
  ].filter(Boolean);
  return {
    reply:
      `I can help with your ${destinationName(ctx)} plan (${last === 1 ? 'one day' : `${last} days`}, ` +
      `${dateText(dateOfDay(ctx, 1))} to ${dateText(dateOfDay(ctx, last))}). Ask me for example:\n` +
      examples.map((e) => `• ${e}`).join('\n') +
      '\nYou confirm each change before it happens.',
  };
}
