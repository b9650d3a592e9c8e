// "A vegetarian dinner near the Louvre?": food places of the knowledge base that serve that meal and those diets,
// open at meal time on that day, nearest to the stop the traveller names (or to the day's stops). The nearest one
// comes as a proposal to add, which the traveller may apply or dismiss.
import { DIETARY_LABELS, type DietaryOption } from '../../../core/constants.ts';
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import { FOOD_CATEGORIES, type Meal } from '../../../core/knowledge.ts';
import { listText } from '../../../core/list-text.ts';
import { hoursText, weekdayName } from '../../../core/opening-hours.ts';
import type { KnowledgePlace } from '../../../knowledge/index.ts';
import { estimateLeg } from '../../../planner/travel.ts';
import { answerPlannedMeal } from './answer-meal.ts';
import { type ChatAnswer, type ChatContext, dayArea, destinationName, lastDayOf } from './context.ts';
import { noPlaceData } from './format.ts';
import { dietsIn } from './intent.ts';
import { findStop, stopOfActivity } from './lookup.ts';
import { isPlaceOpenDuring, momentOf } from './moment.ts';
import { addProposal } from './proposals.ts';
import { describeTravel } from './travel-text.ts';
import { MEAL_SEGMENTS, parseWhen } from './when.ts';

const LIST_SIZE = 3;
const DIET_ADJECTIVES: Record<DietaryOption, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  glutenFree: 'gluten-free',
  dairyFree: 'dairy-free',
  healthy: 'healthy',
  local: 'local',
};

export function answerFood(ctx: ChatContext, text: string): ChatAnswer {
  // What the plan already has comes first: "what's for lunch on day 2?" is about the lunch planned.
  const planned = answerPlannedMeal(ctx, text);
  if (planned && !planned.misfit) return { reply: planned.reply };
  if (ctx.places.length === 0) return { reply: planned?.reply ?? noPlaceData(ctx) };
  const when = parseWhen(text, ctx.days);
  const meal: Meal | undefined = when.meal ?? (when.segment ? mealOf(when.segment) : undefined);
  const moment = momentOf(ctx, { ...when, meal }, 'day');
  const asked = dietsIn(text);
  // Every diet of the trip holds, and those asked about too ("I'm vegan" on a gluten-free trip is both).
  const tripDiets = ctx.trip.dietaryPreferences.filter((d) => asked.length === 0 || d !== 'local');
  const diets: DietaryOption[] = [...new Set([...asked, ...tripDiets])];
  const fromTrip = asked.length === 0 && diets.length > 0;

  const day = moment.day ?? ctx.currentDay;
  // A stop named in the question, else the planned meal that does not fit; a meal word ("lunch") names that
  // day's meal, never another day's.
  const named = findStop(ctx, text);
  const plannedStop = planned?.misfit ? stopOfActivity(ctx, planned.misfit.activity) : undefined;
  const stop =
    named?.activity && named.activity.day !== day && !named.activity.meal ? named : (plannedStop ?? named);
  const area = dayArea(ctx, day);
  const anchor: { point?: LatLng; name: string } = stop?.point
    ? { point: stop.point, name: stop.title }
    : {
        point: area.center,
        name: area.activities.length ? `your day ${day} stops` : `the centre of ${destinationName(ctx)}`,
      };

  const fits = (p: KnowledgePlace) =>
    (FOOD_CATEGORIES as readonly string[]).includes(p.category) &&
    p.globalId !== stop?.place?.globalId &&
    (!meal || (p.meals ?? []).includes(meal)) &&
    diets.every((d) => (p.dietary ?? []).includes(d)) &&
    isPlaceOpenDuring(p, moment, ctx.holidays);
  const found = ctx.places
    .filter(fits)
    .map((p) => ({ p, km: anchor.point ? haversineKm(anchor.point, p) : 0 }))
    .sort((a, b) => a.km - b.km || (b.p.rating ?? 0) - (a.p.rating ?? 0))
    .slice(0, LIST_SIZE);

  const dietWords = diets.map((d) => DIET_ADJECTIVES[d]);
  const what = [listText(dietWords), meal ?? 'food'].filter(Boolean).join(' ');
  const misfit = planned?.misfit ? `${planned.reply} It does not list ${listText(dietWords)} dishes.\n` : '';
  if (found.length === 0) {
    return {
      reply:
        `${misfit}I found no ${what} in the built-in guide for ${destinationName(ctx)} that is open ${moment.label}.` +
        (diets.length ? ' Try asking without a diet, or for another meal or day.' : ''),
    };
  }
  const lines = found.map(({ p }) => {
    const travel = anchor.point ? `${describeTravel(estimateLeg(anchor.point, p))}; ` : '';
    const serves = (p.dietary ?? []).map((d) => DIETARY_LABELS[d].toLowerCase());
    return (
      `• ${p.name} (${p.category}): ${travel}${weekdayName(moment.weekday)} ${hoursText(p.hours, moment.weekday)}; ` +
      `${p.cost}${serves.length ? `; good for ${listText(serves)}` : ''}. ${p.address}.`
    );
  });
  const intro = `${capitalize(what)} near ${anchor.name}, open ${moment.label}${fromTrip ? ' (following your dietary preferences)' : ''}:`;
  const top = found[0]!.p;
  const segment = meal ? MEAL_SEGMENTS[meal] : (moment.segment ?? top.segments[0]!);
  const canAdd = day >= 1 && day <= lastDayOf(ctx);
  return {
    reply:
      misfit +
      [intro, ...lines].join('\n') +
      (canAdd
        ? `\nShall I add ${top.name} to day ${day} ${segment}?${planned?.misfit ? ` (Then ask me to remove ${planned.misfit.activity.title} if you take it instead.)` : ''}`
        : ''),
    proposal: canAdd ? addProposal(top, day, segment) : undefined,
    places: found.map(({ p }) => p),
  };
}

function mealOf(segment: 'morning' | 'afternoon' | 'evening'): Meal {
  return segment === 'morning' ? 'breakfast' : segment === 'afternoon' ? 'lunch' : 'dinner';
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
