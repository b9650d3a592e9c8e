// "What is open tonight?", "Is the Louvre open tomorrow morning?", "Anything open now near the Pantheon?":
// opening hours from the knowledge base on that date's weekday, at the destination's local time.
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import {
  formatMinutes,
  hoursText,
  openIntervalAt,
  weekdayName,
  weekdayText,
} from '../../../core/opening-hours.ts';
import { closureOn, weeklyHoursOn } from '../../../core/place-calendar.ts';
import type { KnowledgePlace } from '../../../knowledge/index.ts';
import {
  activitiesOf,
  type ChatAnswer,
  type ChatContext,
  dayArea,
  destinationName,
  placeOfActivity,
} from './context.ts';
import { noPlaceData } from './format.ts';
import { findStop, type Stop } from './lookup.ts';
import { isPlaceOpenDuring, type Moment, momentOf } from './moment.ts';
import { plain } from './text.ts';
import { parseWhen } from './when.ts';

const LIST_SIZE = 6;
const LIST_WORDS = /\b(what|which|anything|anywhere|something|somewhere|places?|where|list)\b/;

const alwaysOpen = (p: KnowledgePlace) =>
  Object.values(p.hours).every((ranges) => ranges.some(([s, e]) => s === '00:00' && e >= '24:00'));

export function answerOpen(ctx: ChatContext, text: string): ChatAnswer {
  if (ctx.places.length === 0) return { reply: noPlaceData(ctx) };
  const moment = momentOf(ctx, parseWhen(text, ctx.days));
  const stop = findStop(ctx, text);
  if (stop && !LIST_WORDS.test(plain(text))) return aboutOne(ctx, stop, moment);
  return openList(ctx, moment, stop);
}

function aboutOne(ctx: ChatContext, stop: Stop, m: Moment): ChatAnswer {
  const place = stop.place;
  if (!place)
    return {
      reply: `I don't have opening hours for ${stop.title}: it is not a place in the built-in guide.`,
    };
  const day = weekdayName(m.weekday);
  // The hours of that date's season, as the planner reads them.
  const week = weeklyHoursOn(place, m.date);
  const todays = hoursText(week, m.weekday);
  if (isPlaceOpenDuring(place, m, ctx.holidays)) {
    const closes = m.point ? `; it is ${untilText(place, m)}` : '';
    return {
      reply: `Yes, ${place.name} is open ${m.label}${closes}. Its hours on ${day}: ${todays}.`,
      places: [place],
    };
  }
  const closure = closureOn(place, m.date, ctx.holidays);
  return {
    reply:
      `No, ${place.name} is not open ${m.label}. ` +
      (closure ? `${closure}.\n` : `Its hours on ${day}: ${todays}.\n`) +
      `Opening hours through the week:\n${weekdayText(week).join('\n')}`,
    places: [place],
  };
}

function openList(ctx: ChatContext, m: Moment, near: Stop | undefined): ChatAnswer {
  const day = dayArea(ctx, m.day ?? ctx.currentDay);
  const area: LatLng | undefined = near?.point ?? day.center;
  const from = near?.point
    ? near.title
    : day.activities.length
      ? `your day ${m.day ?? ctx.currentDay} stops`
      : `the centre of ${destinationName(ctx)}`;
  const open = ctx.places
    .filter((p) => p.globalId !== near?.place?.globalId && isPlaceOpenDuring(p, m, ctx.holidays))
    .map((p) => ({ p, km: area ? haversineKm(area, p) : 0 }))
    .sort(
      (a, b) =>
        segmentMisfit(a.p, m) - segmentMisfit(b.p, m) ||
        Number(alwaysOpen(a.p)) - Number(alwaysOpen(b.p)) ||
        a.km - b.km ||
        a.p.name.localeCompare(b.p.name),
    )
    .slice(0, LIST_SIZE);
  if (open.length === 0) return { reply: `I found nothing in the built-in guide that is open ${m.label}.` };
  const lines = open.map(({ p, km }) => {
    const when = m.point ? untilText(p, m) : `open ${hoursText(p.hours, m.weekday)}`;
    const distance = area ? `, ${km.toFixed(1)} km from ${from}` : '';
    return `• ${p.name} (${p.category}): ${when}${distance}`;
  });
  const warnings = closedPlanStops(ctx, m);
  return {
    reply: [`Open ${m.label}:`, ...lines, ...warnings].join('\n'),
    places: open.map(({ p }) => p),
  };
}

/** "open until 11:45 PM", or "open around the clock" when it does not close within a day. */
function untilText(p: KnowledgePlace, m: Moment): string {
  const open = openIntervalAt(p.hours, m.weekday, m.from);
  if (!open) return 'closed';
  return open[1] - m.from >= 24 * 60 ? 'open around the clock' : `open until ${formatMinutes(open[1])}`;
}

/** Places suited to the segment first (a museum is not an evening answer even when it stays open late). */
function segmentMisfit(p: KnowledgePlace, m: Moment): number {
  return m.segment && !p.segments.includes(m.segment) ? 1 : 0;
}

/** Stops of the plan in that window that are closed then: worth knowing before the day. */
function closedPlanStops(ctx: ChatContext, m: Moment): string[] {
  if (!m.day || m.point || !m.segment) return [];
  return activitiesOf(ctx, m.day)
    .filter((a) => a.timeSegment === m.segment)
    .flatMap((a) => {
      const place = placeOfActivity(ctx, a);
      if (!place || isPlaceOpenDuring(place, m, ctx.holidays)) return [];
      return [
        `Heads-up: ${a.title}, in your plan that ${m.segment}, is not open then (${weekdayName(m.weekday)}: ${hoursText(place.hours, m.weekday)}).`,
      ];
    });
}
