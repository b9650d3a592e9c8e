// "Is anything closed on my dates?", "what is closed on day 3?": the trip's own dates on the planner's calendar
// (weekly closing days, seasons, closed days of the year, public holidays, months a place runs). First the plan's
// stops that are closed when they are planned, and why; then the public holidays; then must-sees of the guide that
// are shut on some of those days, so the traveller knows before moving things around.
import type { Activity } from '../../../core/activity.ts';
import { parseClockTime } from '../../../core/export/clock.ts';
import { formatMinutes } from '../../../core/opening-hours.ts';
import { closedAllDayReason, openRangesOnDate, openThroughOnDate } from '../../../core/place-calendar.ts';
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
import { dateText, dayText } from './format.ts';
import { dayOf } from './moment.ts';
import { parseWhen, SEGMENT_WINDOWS } from './when.ts';

/** Guide places beyond the plan worth a warning: the destination's must-sees, then its best-rated sights. */
const GUIDE_WARNINGS = 4;
const SIGHT_RATING = 4.5;

const rangesText = (ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([o, c]) => `${formatMinutes(o)} – ${formatMinutes(c % 1440)}`).join(', ');

/** Why a planned stop cannot happen as planned on its date, or undefined when it can. */
export function plannedStopProblem(
  ctx: ChatContext,
  activity: Pick<Activity, 'startTime' | 'endTime' | 'timeSegment' | 'duration'>,
  place: KnowledgePlace,
  date: string,
): string | undefined {
  const allDay = closedAllDayReason(place, date, ctx.holidays);
  if (allDay) return allDay;
  const start = parseClockTime(activity.startTime);
  if (start === null) {
    // No time yet: the segment must hold an hour of opening (or all of a shorter window).
    const [from, to] = SEGMENT_WINDOWS[activity.timeSegment];
    const ranges = openRangesOnDate(place, date, ctx.holidays);
    const minutes = ranges.reduce((n, [o, c]) => n + Math.max(0, Math.min(c, to) - Math.max(o, from)), 0);
    return minutes >= Math.min(60, to - from)
      ? undefined
      : `not open in the ${activity.timeSegment} (open ${rangesText(ranges)})`;
  }
  const end = parseClockTime(activity.endTime) ?? start + place.durationMinutes;
  if (openThroughOnDate(place, date, start, Math.max(end, start + 1), ctx.holidays)) return undefined;
  return `not open at ${formatMinutes(start)} that day (open ${rangesText(openRangesOnDate(place, date, ctx.holidays))})`;
}

function tripDays(ctx: ChatContext, text: string): number[] {
  const when = parseWhen(text, ctx.days);
  const last = lastDayOf(ctx);
  if (when.day !== undefined || when.relative) {
    const day = dayOf(ctx, when);
    return day >= 1 && day <= last ? [day] : [];
  }
  return Array.from({ length: last }, (_, i) => i + 1);
}

export function answerClosed(ctx: ChatContext, text: string): ChatAnswer {
  const days = tripDays(ctx, text);
  if (days.length === 0)
    return { reply: `That day is not part of your trip: it runs day 1 to day ${lastDayOf(ctx)}.` };
  const span =
    days.length === 1
      ? dayText(ctx, days[0]!)
      : `your dates (${dateText(dateOfDay(ctx, days[0]!))} to ${dateText(dateOfDay(ctx, days.at(-1)!))})`;

  const planned: string[] = [];
  let example: string | undefined;
  for (const day of days) {
    const date = dateOfDay(ctx, day);
    for (const a of activitiesOf(ctx, day)) {
      const place = placeOfActivity(ctx, a);
      if (!place) continue;
      const problem = plannedStopProblem(ctx, a, place, date);
      if (!problem) continue;
      planned.push(`• ${a.title}, ${dayText(ctx, day)}: ${problem}.`);
      // A day of the trip on which it would be open in the same part of the day.
      const fits = Array.from({ length: lastDayOf(ctx) }, (_, i) => i + 1).find(
        (d) =>
          d !== day &&
          !plannedStopProblem(
            ctx,
            { ...a, startTime: undefined, endTime: undefined },
            place,
            dateOfDay(ctx, d),
          ),
      );
      example ??= fits ? `move ${a.title} to day ${fits} ${a.timeSegment}` : undefined;
    }
  }

  const holidays = days.flatMap((day) => {
    const date = dateOfDay(ctx, day);
    const name = ctx.holidays[date];
    return name
      ? [
          `• ${dateText(date)} (day ${day}) is ${name}, a public holiday: places that close on public holidays are shut.`,
        ]
      : [];
  });

  const highlights = new Set(
    ctx.destination.kind === 'knowledge' ? (ctx.destination.destination.highlights ?? []) : [],
  );
  const candidates = ctx.places
    .filter((p) => !isPlanned(ctx, p) && (highlights.has(p.id) || (p.rating ?? 0) >= SIGHT_RATING))
    .filter((p) => !['restaurant', 'cafe', 'nightlife'].includes(p.category))
    .sort(
      (a, b) =>
        Number(highlights.has(b.id)) - Number(highlights.has(a.id)) ||
        (b.rating ?? 0) - (a.rating ?? 0) ||
        a.name.localeCompare(b.name),
    );
  const guide: string[] = [];
  for (const p of candidates) {
    if (guide.length >= GUIDE_WARNINGS) break;
    const closed = days.flatMap((day) => {
      const reason = closedAllDayReason(p, dateOfDay(ctx, day), ctx.holidays);
      return reason ? [{ day, reason }] : [];
    });
    if (closed.length === 0 || closed.length === days.length) {
      if (closed.length === days.length && closed.length > 0)
        guide.push(
          `• ${p.name}: closed on all of ${days.length === 1 ? 'that day' : 'your days'} (${closed[0]!.reason}).`,
        );
      continue;
    }
    const which = closed.map((c) => `day ${c.day}`).join(', ');
    guide.push(`• ${p.name}: closed on ${which} (${[...new Set(closed.map((c) => c.reason))].join('; ')}).`);
  }

  const lines = [
    planned.length
      ? `On ${span}, ${planned.length === 1 ? 'one stop of your plan is' : `${planned.length} stops of your plan are`} closed when planned:`
      : `Nothing in your plan is closed when you plan to be there, on ${span}.`,
    ...planned,
  ];
  if (holidays.length) lines.push('Public holidays:', ...holidays);
  if (guide.length) lines.push(`Worth knowing in ${destinationName(ctx)} (not in your plan):`, ...guide);
  if (example) lines.push(`I can move a stop for you: say for example "${example}".`);
  return { reply: lines.join('\n') };
}
