// From timed stops to the activities the product shows: local clock texts, segment labels by start time,
// order within each segment, the leg to the next activity, meals with the diets they cater for, notices where
// the plan had to compromise, and the day's departure from and return to the accommodation.
import type { DietaryOption, TimeSegment } from '../../core/constants.ts';
import { formatClock, formatDuration } from './clock.ts';
import { lunchesOutThere, visitsOutOfTown } from './out-of-town.ts';
import { DINNER, HOTEL, LUNCH, type Problem, type Role, SIGHT } from './problem.ts';
import type { Solution, Stop } from './solution.ts';
import { busyStayCap, fullStayMinutes, mealLength, segmentOf } from './time-windows.ts';
import type { DayEndpoint, MealKind, PlannedActivity, PlannedDay, PlannerPlace } from './types.ts';

const MEAL_TYPE: Record<Exclude<Role, typeof SIGHT>, MealKind> = {
  [LUNCH]: 'lunch',
  [DINNER]: 'dinner',
};

/** The activity fields that come from the place alone (no time yet). */
export function placeFields(place: PlannerPlace, type: string = place.category) {
  const access = place.dayTrip && place.access ? ` Getting there: ${place.access.note}` : '';
  return {
    placeId: place.gid,
    title: place.name,
    description: `${place.description}${access}`,
    location: place.address,
    lat: place.lat,
    lng: place.lng,
    type,
    tags: [...place.tags],
    cost: place.cost,
    ...(place.website ? { website: place.website } : {}),
  };
}

function mealTitle(type: MealKind, name: string): string {
  return `${type === 'lunch' ? 'Lunch' : 'Dinner'} at ${name}`;
}

/** How a diet's dishes are called in a sentence ("vegan and gluten-free dishes"). */
const DISH_WORDS: Record<DietaryOption, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  glutenFree: 'gluten-free',
  dairyFree: 'dairy-free',
  healthy: 'healthy',
  local: 'local',
};

export const dietList = (diets: readonly string[]) =>
  diets.map((d) => DISH_WORDS[d as DietaryOption] ?? d).join(' and ');

/** The trip's diets the place does not cater for. */
const missingDiets = (place: PlannerPlace, preferences: readonly string[]) =>
  preferences.filter((p) => !place.dietary?.includes(p as DietaryOption));

/** Why a meal's place does not meet every diet of the trip, in words; undefined when it does. */
export function dietNotice(
  place: PlannerPlace,
  meal: MealKind,
  preferences: readonly string[],
): string | undefined {
  const missing = missingDiets(place, preferences);
  if (missing.length === 0) return undefined;
  const met = preferences.filter((p) => !missing.includes(p));
  const all = dietList(preferences);
  return met.length
    ? `No ${meal} place within reach has ${all} dishes: this one has ${dietList(met)} dishes; ask about ${dietList(missing)} ones.`
    : `No ${meal} place within reach has ${all} dishes: ask the staff here about ${dietList(missing)} ones.`;
}

/** A picnic spot's card: the lunch is brought, and a wish for local cuisine it cannot meet is said. */
export function picnicNotice(place: PlannerPlace, preferences: readonly string[]): string {
  const missing = missingDiets(place, preferences);
  return `A picnic: nothing is sold here, so bring lunch from town${
    missing.length ? ` (no place serving ${dietList(missing)} dishes is within reach)` : ''
  }.`;
}

/** The days (1-based) on which a place hosts a meal. */
function mealDaysOf(sol: Solution, node: number): number[] {
  const out: number[] = [];
  sol.days.forEach((stops, d) => {
    if (stops.some((s) => s.role !== SIGHT && s.node === node)) out.push(d + 1);
  });
  return out;
}

/** A restaurant used beyond the rule (a third time, or on consecutive days): said on its card. */
export function repeatNotice(days: readonly number[], day: number): string | undefined {
  const third = days.length > 2;
  const next = days.includes(day - 1) || days.includes(day + 1);
  if (!third && !next) return undefined;
  const others = days.filter((d) => d !== day);
  return `Few places near your stops suit this trip, so you also eat here on day${others.length > 1 ? 's' : ''} ${others.join(', ')}.`;
}

function endpoint(p: Problem, time: number, node: number, leaving: boolean): DayEndpoint {
  const base = p.base;
  const m = ((time % 1440) + 1440) % 1440;
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(m % 60).padStart(2, '0');
  return {
    name: base.name ?? 'Accommodation',
    lat: base.lat,
    lng: base.lng,
    time: `${hh}:${mm}`,
    leg: leaving ? p.leg(HOTEL, node) : p.leg(node, HOTEL),
  };
}

/** A meal kept short on the departure day says why when it ends at most this long before the way back. */
const QUICK_MEAL_SAID_SLACK = 30;

/** A visit kept shorter by a busy day's limit says so from this many minutes less than usual. */
const BUSY_CUT_SAID_MINUTES = 15;

export function toPlannedDays(sol: Solution): PlannedDay[] {
  const { problem } = sol;
  const prefs = problem.trip.dietaryPreferences;
  return problem.days.map((info, d) => {
    const stops = [...sol.days[d]!].sort((a, b) => a.start - b.start);
    const counters: Record<TimeSegment, number> = { morning: 0, afternoon: 0, evening: 0 };
    // The day's visits far out of town: its lunch is had by one of them (rule 7), or its card says why not.
    const outings = visitsOutOfTown(problem, stops);
    const activities = stops.map((stop, k): PlannedActivity => {
      const place = problem.places[stop.node]!;
      const next: Stop | undefined = stops[k + 1];
      const timeSegment = segmentOf(stop.start);
      const notices: string[] = [];
      let meal: Partial<PlannedActivity> = {};
      if (stop.role !== SIGHT) {
        const kind = MEAL_TYPE[stop.role];
        const diet = place.picnic ? picnicNotice(place, prefs) : dietNotice(place, kind, prefs);
        if (diet) notices.push(diet);
        const repeat = repeatNotice(mealDaysOf(sol, stop.node), d + 1);
        if (repeat) notices.push(repeat);
        if (stop.role === LUNCH && outings.length > 0 && !lunchesOutThere(problem, outings, stop.node)) {
          const out = stops.find((s) => s.role === SIGHT && outings.includes(s.node))!;
          const name = problem.places[out.node]!.name;
          notices.push(
            out.start < stop.start
              ? `Lunch after coming back from ${name}: no place near it serving lunch fits this day.`
              : `Lunch before going out to ${name}: no place near it serving lunch fits this day.`,
          );
        }
        // Kept short by the departure (quickMealBeforeLeaving), ending about when the way back must start.
        const home = stop.end + problem.minutes(stop.node, HOTEL);
        if (
          info.backBy !== undefined &&
          stop.end - stop.start < mealLength(place) &&
          info.backBy - home <= QUICK_MEAL_SAID_SLACK
        )
          notices.push(
            `A quick ${kind} of ${formatDuration(stop.end - stop.start)}: you are due back at ${formatClock(info.backBy)}.`,
          );
        meal = { meal: kind, dietary: [...(place.dietary ?? [])] };
      }
      if (stop.role === SIGHT) {
        const full = fullStayMinutes(place, problem.trip.travelStyle, problem.trip.activityPace);
        // An experience's own meal right after it is part of the time there (lunch on board the cruise).
        const ownMeal = next && next.node === stop.node && next.role !== SIGHT ? next.role : undefined;
        const kept = (ownMeal ? next!.end : stop.end) - stop.start;
        const highlight = problem.isMustSee[stop.node] === 1 || problem.isTownHighlight[stop.node] === 1;
        // Kept to the busy day's share (unbounded at another pace): that is the reason the card gives.
        const cap = busyStayCap(place, problem.trip, highlight);
        const busy = !place.dayTrip && Number.isFinite(cap) && kept <= cap;
        // A busy visit a few minutes shorter than usual goes unsaid.
        const said = busy && !ownMeal ? full - kept >= BUSY_CUT_SAID_MINUTES : full > kept;
        if (said)
          notices.push(
            `Many visitors spend about ${formatDuration(full)} here: this plan keeps ${formatDuration(kept)}, ${
              ownMeal
                ? `${MEAL_TYPE[ownMeal]} here included`
                : busy
                  ? `the pace of a busy day of up to ${problem.trip.activityLimit} visits`
                  : problem.cutForOrder[stop.node]
                    ? 'so that the day need not go back across town'
                    : 'leaving room for meals'
            }.`,
          );
      }
      if (place.hoursUnknown) notices.push('Hours not known: check locally.');
      const base =
        stop.role === SIGHT
          ? placeFields(place)
          : {
              ...placeFields(place, MEAL_TYPE[stop.role]),
              title: mealTitle(MEAL_TYPE[stop.role], place.name),
            };
      return {
        ...base,
        ...meal,
        ...(notices.length ? { notice: notices.join(' ') } : {}),
        timeSegment,
        order: counters[timeSegment]++,
        startTime: formatClock(stop.start),
        endTime: formatClock(stop.end),
        duration: formatDuration(stop.end - stop.start),
        ...(next ? { travelToNext: problem.leg(stop.node, next.node) } : {}),
      };
    });
    const day: PlannedDay = { date: info.date, day: info.index + 1, activities };
    if (problem.hasAccommodation && stops.length > 0) {
      const first = stops[0]!;
      const last = stops[stops.length - 1]!;
      day.start = endpoint(
        problem,
        Math.floor((first.start - problem.minutes(HOTEL, first.node)) / 5) * 5,
        first.node,
        true,
      );
      day.end = endpoint(
        problem,
        Math.ceil((last.end + problem.minutes(last.node, HOTEL)) / 5) * 5,
        last.node,
        false,
      );
    }
    return day;
  });
}
