// "Suggest something for the afternoon", "recommend a museum": places of the guide near the day's stops that fit
// the traveller's interests (or the kind asked for), open then, and not already in the plan.
import { DIETARY_LABELS, INTEREST_LABELS, INTERESTS, type Interest } from '../../../core/constants.ts';
import { haversineKm } from '../../../core/geo.ts';
import { FOOD_CATEGORIES, type PlaceCategory } from '../../../core/knowledge.ts';
import { listText } from '../../../core/list-text.ts';
import { hoursText, weekdayName } from '../../../core/opening-hours.ts';
import type { KnowledgePlace } from '../../../knowledge/index.ts';
import {
  type ChatAnswer,
  type ChatContext,
  dayArea,
  destinationName,
  isPlanned,
  lastDayOf,
} from './context.ts';
import { noPlaceData } from './format.ts';
import { isPlaceOpenDuring, momentOf } from './moment.ts';
import { firstSentence, plain } from './text.ts';
import { parseWhen } from './when.ts';

const LIST_SIZE = 3;

const ASKED_CATEGORIES: [RegExp, PlaceCategory[]][] = [
  [/\b(?:museums?|galler(?:y|ies)|art)\b/, ['museum', 'gallery']],
  [/\b(?:parks?|gardens?|green|outdoors?|nature)\b/, ['park', 'nature']],
  [/\b(?:views?|viewpoints?|sunset|panorama)\b/, ['viewpoint']],
  [/\bmarkets?\b/, ['market']],
  [/\bshop(?:s|ping)?\b/, ['shopping']],
  [/\b(?:nightlife|bars?|clubs?|drinks?|music)\b/, ['nightlife']],
  [/\bbeach(?:es)?\b/, ['beach']],
  [/\b(?:church(?:es)?|temples?|shrines?|cathedrals?)\b/, ['religious']],
  [/\b(?:neighbou?rhoods?|wander|stroll)\b/, ['neighbourhood']],
  [/\b(?:landmarks?|monuments?|sights?)\b/, ['landmark', 'attraction']],
];

export function answerSuggest(ctx: ChatContext, text: string): ChatAnswer {
  if (ctx.places.length === 0) return { reply: noPlaceData(ctx) };
  const t = plain(text);
  const when = parseWhen(text, ctx.days);
  const moment = momentOf(
    ctx,
    { ...when, day: when.day ?? (when.relative ? undefined : ctx.currentDay) },
    'day',
  );
  const day = moment.day ?? ctx.currentDay;
  const categories = ASKED_CATEGORIES.filter(([re]) => re.test(t)).flatMap(([, c]) => c);
  const askedInterests = INTERESTS.filter(
    (i) => new RegExp(`\\b${i}\\b`).test(t) || t.includes(INTEREST_LABELS[i].toLowerCase()),
  );
  const interests: readonly Interest[] = askedInterests.length ? askedInterests : ctx.trip.interests;
  const center = dayArea(ctx, day).center;

  const score = (p: KnowledgePlace) => p.tags.filter((tag) => interests.includes(tag)).length;
  // A place to eat or drink must suit every diet of the trip (no seafood hall for a vegetarian).
  const diets = ctx.trip.dietaryPreferences.filter((d) => d !== 'local');
  const suitsDiets = (p: KnowledgePlace) =>
    !(FOOD_CATEGORIES as readonly string[]).includes(p.category) ||
    diets.every((d) => (p.dietary ?? []).includes(d));
  const picks = ctx.places
    .filter(
      (p) =>
        !isPlanned(ctx, p) &&
        suitsDiets(p) &&
        (categories.length ? categories.includes(p.category) : score(p) > 0) &&
        (!moment.segment || p.segments.includes(moment.segment)) &&
        isPlaceOpenDuring(p, moment, ctx.holidays),
    )
    .map((p) => ({ p, km: center ? haversineKm(center, p) : 0, fit: score(p) }))
    // A shared interest is worth about 3 km: a great museum across town costs the afternoon.
    .sort((a, b) => b.fit - b.km / 3 - (a.fit - a.km / 3) || (b.p.rating ?? 0) - (a.p.rating ?? 0))
    .slice(0, LIST_SIZE);
  if (picks.length === 0)
    return {
      reply: `I found nothing more in the built-in guide that fits and is open ${moment.label}. Try another day or time of day.`,
    };
  const near = dayArea(ctx, day).activities.length
    ? `your day ${day} stops`
    : `the centre of ${destinationName(ctx)}`;
  const what =
    (categories.length
      ? 'what you asked for'
      : `your interests (${listText(interests.map((i) => INTEREST_LABELS[i]))})`) +
    (diets.length ? ` and your ${listText(diets.map((d) => DIETARY_LABELS[d].toLowerCase()))} diet` : '');
  const lines = picks.map(
    ({ p, km }) =>
      `• ${p.name} (${p.category}, ${km.toFixed(1)} km from ${near}; ${weekdayName(moment.weekday)} ${hoursText(p.hours, moment.weekday)}): ${firstSentence(p.description)}`,
  );
  const inTrip = day >= 1 && day <= lastDayOf(ctx);
  const example = `add ${picks[0]!.p.name} to day ${day} ${moment.segment ?? picks[0]!.p.segments[0]}`;
  return {
    reply:
      [`Ideas near ${near} that fit ${what}, open ${moment.label}:`, ...lines].join('\n') +
      (inTrip ? `\nTo put one in your plan, say for example "${example}".` : ''),
    places: picks.map(({ p }) => p),
  };
}
