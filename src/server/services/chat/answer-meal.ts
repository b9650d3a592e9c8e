// "What's for lunch on day 2?", "where do we have dinner tomorrow?", "I'm vegan, dinner on day 3?": the meal the plan
// already has, where and when, and whether it fits the diets asked about. Only when the plan has no such meal, or
// the traveller wants another one, does the chat go looking for places (answer-food.ts).
import type { Activity } from '../../../core/activity.ts';
import { DIETARY_LABELS, type DietaryOption } from '../../../core/constants.ts';
import { FOOD_CATEGORIES, type Meal } from '../../../core/knowledge.ts';
import { listText } from '../../../core/list-text.ts';
import { activitiesOf, type ChatContext, lastDayOf, placeOfActivity } from './context.ts';
import { dayText } from './format.ts';
import { dietsIn } from './intent.ts';
import { dayOf } from './moment.ts';
import { plain } from './text.ts';
import { MEAL_SEGMENTS, parseWhen } from './when.ts';

/** Words that ask for something other than what is planned, or for places to choose from. */
const ANOTHER =
  /\b(another|other|else|instead|alternatives?|different|change|replace|swap|suggest\w*|recommend\w*|options?|ideas?|near|nearby|around|close to|somewhere|anywhere|any|could|can we|can i|should we|good|best|cheap)\b/;

export interface PlannedMeal {
  day: number;
  meal: Meal;
  activity: Activity;
  /** The diets the place caters for (the plan's own record, else the guide's). */
  serves: DietaryOption[];
}

/** The meal of that kind on that day of the plan. */
export function plannedMeal(ctx: ChatContext, day: number, meal: Meal): PlannedMeal | undefined {
  const activity =
    activitiesOf(ctx, day).find((a) => a.meal === meal) ??
    activitiesOf(ctx, day).find((a) => {
      const category = placeOfActivity(ctx, a)?.category ?? a.type;
      const food = category !== undefined && (FOOD_CATEGORIES as readonly string[]).includes(category);
      return food && !a.meal && a.timeSegment === MEAL_SEGMENTS[meal];
    });
  if (!activity) return undefined;
  const serves = activity.dietary ?? placeOfActivity(ctx, activity)?.dietary ?? [];
  return { day, meal, activity, serves: [...serves] };
}

/** The meal a question is about and the day, when it asks what is planned rather than for something new. */
export function askedMeal(ctx: ChatContext, text: string): { day: number; meal: Meal } | undefined {
  const t = plain(text);
  if (ANOTHER.test(t)) return undefined;
  const when = parseWhen(text, ctx.days);
  if (!when.meal) return undefined;
  const day = dayOf(ctx, when, when.day === undefined && !when.relative ? ctx.currentDay : ctx.referenceDay);
  if (day < 1 || day > lastDayOf(ctx)) return undefined;
  return { day, meal: when.meal };
}

function timeText(a: Activity): string {
  if (a.startTime && a.endTime) return `, ${a.startTime} – ${a.endTime}`;
  return a.startTime ? `, from ${a.startTime}` : '';
}

const dietWords = (diets: readonly DietaryOption[]) =>
  listText(diets.map((d) => DIETARY_LABELS[d].toLowerCase()));

/**
 * The answer about a planned meal, or undefined to search for places instead (no such meal planned, or one that
 * does not fit the diets asked about: then the search says so, with places that do).
 */
export function answerPlannedMeal(
  ctx: ChatContext,
  text: string,
): { reply: string; misfit?: PlannedMeal } | undefined {
  const asked = askedMeal(ctx, text);
  if (!asked) return undefined;
  const found = plannedMeal(ctx, asked.day, asked.meal);
  if (!found) return undefined;
  const { activity: a, serves } = found;
  const place = placeOfActivity(ctx, a);
  const name = place?.name ?? a.title;
  const where = a.location ? ` (${a.location})` : '';
  const diets = dietsIn(text).filter((d) => d !== 'local');
  const fits = diets.every((d) => serves.includes(d));
  const head = `On ${dayText(ctx, asked.day)}, ${asked.meal} is at ${name}${timeText(a)}${where}.`;
  if (!fits) return { reply: head, misfit: found };
  const caters = serves.length ? ` It caters for ${dietWords(serves)} diets.` : '';
  const asks = diets.length ? ` So yes: ${dietWords(diets)} is covered there.` : '';
  const notice = a.notice ? ` Note: ${a.notice}` : '';
  return {
    reply: `${head}${caters}${asks}${notice}\nWant somewhere else? Ask for "another ${asked.meal} on day ${asked.day}".`,
  };
}
