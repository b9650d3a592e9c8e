// planTrip: a trip and a pool of real places in, a day-by-day plan out. A Team Orienteering Problem with
// Time Windows: one route per day from the traveller's base, scores from the traveller's profile, windows from
// opening hours on each date (seasons, closures, holidays), daylight and the day's segments, lunch and dinner at
// local meal times from places that fit the diet (the closest fit, said so, when none does), must-sees and day
// trips, the daily limit capping each route's visits. Pure and deterministic: the seed is the only source of
// variation.
import { listText } from '../../core/list-text.ts';
import { closedAllDayReason } from '../../core/place-calendar.ts';
import { createRng } from '../rng.ts';
import { formatClock } from './clock.ts';
import { construct, ensureMeals, greedyFill } from './construct.ts';
import { planDayAreas } from './day-areas.ts';
import { dropReturningVisits } from './drop-returns.ts';
import { fitterMeals } from './fitter-meals.ts';
import { improve, localSearch } from './improve.ts';
import { coverInterests } from './interest-cover.ts';
import { swapMealsAcrossDays } from './meal-swaps.ts';
import { placeMissingMustSees } from './must-sees.ts';
import { lunchOnTheOuting } from './outing-lunch.ts';
import { dietList, toPlannedDays } from './output.ts';
import {
  fillBusyDay,
  fillGaps,
  measureWithVisit,
  nearerMeals,
  polishDay,
  shorterForOrder,
  untangleDay,
  wideReturnTriples,
  zigzags,
} from './polish.ts';
import {
  buildProblem,
  DINNER,
  forgetNeighbours,
  LUNCH,
  MEAL_REACH_MINUTES,
  type Problem,
  releaseMealPlaces,
  SIGHT,
  takeBackSetAside,
} from './problem.ts';
import { restBeforeSmallHours } from './rest.ts';
import { sequenceDay } from './sequence.ts';
import { Solution } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';
import { startLater, stretchVisits } from './stretch.ts';
import type { PlannedTrip, PlanTripInput } from './types.ts';
import { varietyDraw } from './variety.ts';
import { swapVisitsAcrossDays } from './visit-swaps.ts';
import { fewerWideReturns } from './wide-returns.ts';

/** Rounds of iterated local search: more for bigger plans, bounded so a 7-day plan stays well under 100 ms. */
export function searchRounds(days: number, limit: number): number {
  return Math.min(40, 8 + days * Math.ceil(limit / 2));
}

/**
 * Searches run again, with seeds drawn from the trip's, when a must-see that fits the trip's hours is left out of
 * days that are not full, or a day goes without a meal: the search sometimes settles where only two stops trading
 * days would make room (Cusco: San Blas and Sacsayhuamán), or where an afternoon must-see leaves no time for dinner
 * by the penguins (Melbourne), which another start finds. Eight retries: a light three days in Cusco from a 13:30
 * arrival left the Cathedral and Qorikancha out in 13 of 121 seeds with four, in 2 with eight.
 */
const RETRIES = 8;
/**
 * Retries, among those, for a plan whose only flaws are a day returning to an area it left (rule 9, or out and
 * straight back within 2 km; in a small plan, back within 2 km at all) or a day idle for hours while a place would
 * fit (rule 8): rare, and another start seldom has them.
 */
const FLAW_RETRIES = 2;

export function planTrip(input: PlanTripInput): PlannedTrip {
  let best = search(input, input.seed);
  for (let k = 1; k <= RETRIES && (best.shortfall > 0 || (k <= FLAW_RETRIES && best.flaws > 0)); k++) {
    // A retry for flaws alone keeps this seed's places set aside and its liking (variety.ts): its plan is this
    // seed's plan, searched from another start, and weighs the interests as much.
    const other = search(input, retrySeed(input.seed, k), best.shortfall > 0 ? undefined : input.seed);
    if (other.shortfall < best.shortfall || (other.shortfall === best.shortfall && other.flaws < best.flaws))
      best = other;
  }
  return { days: toPlannedDays(best.sol), notices: planNotices(best.sol.problem, best.sol) };
}

/** Another seed for the k-th retry of `seed`, far from the seeds a traveller asks for next (seed + 1 ...). */
function retrySeed(seed: number, k: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) + k * 0x9e3779b1) >>> 0;
}

/**
 * One search of the plan with `seed` (the places set aside drawn with `varietySeed`), how many must-sees (left out
 * of days with room) and meals it misses, and how many of its days return to an area they left or stay idle while a
 * place would fit.
 */
function search(
  input: PlanTripInput,
  seed: number,
  varietySeed = seed,
): { sol: Solution; shortfall: number; flaws: number } {
  const rng = createRng(seed);
  const problem = buildProblem(input, rng, varietyDraw(varietySeed));
  const { setup, seeds } = planDayAreas(problem, rng);
  const first = new Solution(problem, setup);
  construct(first, seeds);
  const best = improve(first, rng, searchRounds(problem.days.length, input.trip.activityLimit));
  localSearch(best);
  if (placeMissingMustSees(best)) localSearch(best);
  for (let d = 0; d < best.days.length; d++) ensureMeals(best, d);
  // Days with room left take the places this seed set aside (variety.ts): a full day before another plan. Not a
  // light day, which need not be full: the fillers a seed took back were the nearest ones, the same for every
  // seed (decision 0030, second amendment).
  if (input.trip.activityPace !== 'light') takeBackSetAside(problem, rng);
  greedyFill(best);
  coverInterests(best);
  for (let d = 0; d < best.days.length; d++) {
    sequenceDay(best, d);
    polishDay(best, d);
    untangleDay(best, d, 6);
    nearerMeals(best, d);
    fewerWideReturns(best, d);
    fillGaps(best, d);
  }
  // With every meal chosen, places kept for meals that none took may fill what is still idle.
  if (releaseMealPlaces(problem, (node) => best.isUsed(node)))
    for (let d = 0; d < best.days.length; d++) fillGaps(best, d);
  for (let d = 0; d < best.days.length; d++) fillBusyDay(best, d);
  // The fillers another seed of the group keeps counted less so far (problem.ts takeBackSetAside, decision 0059):
  // at their full worth, they take the room still left.
  if (forgetNeighbours(problem)) {
    greedyFill(best);
    for (let d = 0; d < best.days.length; d++) {
      fillGaps(best, d);
      fillBusyDay(best, d);
    }
  }
  // A visit filling the morning may have left lunch a long way off (Bali: Gunung Kawi after the Batur trek, then
  // lunch back up at the lake): the meal is chosen again near the stops around it, meeting the diets as well.
  for (let d = 0; d < best.days.length; d++) nearerMeals(best, d, true);
  fitterMeals(best);
  // A fuller fit may have brought a day back within 2 km: a meal meeting the diets as well that does not.
  for (let d = 0; d < best.days.length; d++) fewerWideReturns(best, d, 0);
  // A day far out of town lunches out there, not on the way back (rule 7), once the diets have their fit.
  // A day that moved its lunch out there may have given up a visit for it, or left the rest of its day idle.
  for (let d = 0; d < best.days.length; d++)
    if (lunchOnTheOuting(best, d)) {
      fillGaps(best, d);
      fillBusyDay(best, d);
    }
  // A visit still taking its day away and back may trade days with another day's visit (rule 9).
  swapVisitsAcrossDays(best);
  for (let d = 0; d < best.days.length; d++) shorterForOrder(best, d);
  for (let d = 0; d < best.days.length; d++) dropReturningVisits(best, d);
  swapMealsAcrossDays(best);
  // An outing's lunch out there, or a trade of days, may have freed a second meal at a place meeting every diet.
  fitterMeals(best);
  // A visit given up or moved since the days were filled, or a place kept for meals that no meal takes any longer,
  // may fill a stretch a day still leaves idle (Melbourne, a vegan fortnight: South Melbourne Market, a later day's
  // lunch until a fitter meal took its place, for the morning before the penguins).
  releaseMealPlaces(problem, (node) => best.isUsed(node));
  for (let d = 0; d < best.days.length; d++) {
    fillGaps(best, d);
    fillBusyDay(best, d);
  }
  restBeforeSmallHours(best);
  // Last, once no day gives a visit to another (fillGaps) and re-times it: a stretched stay stays where it was.
  for (let d = 0; d < best.days.length; d++) {
    stretchVisits(best, d);
    startLater(best, d);
  }
  return {
    sol: best,
    shortfall: mustSeesLeftWithRoom(problem, best) + mealsMissing(problem, best),
    // A day returning or idle weighs more than any number of days only coming back within 2 km.
    flaws:
      FLAW_WEIGHT * (daysReturning(problem, best) + idleDaysWithRoom(problem, best)) +
      daysComingBack(problem, best),
  };
}

/**
 * Plans of up to this many visits (days times the daily limit) count every day coming back within 2 km of where it
 * was as a flaw, not only three stops in a row: days coming back so, random profiles 86 -> 49 of 2,957, grid 109 ->
 * 71 of 3,867. Not bigger plans: a retry is a whole search, and with 40 visits a 4-day plan of 10 a day went from
 * p95 50 to 105 ms (bench/planner.ts's trips shortened); with 30, three days of 10 went from 50 to 85 ms.
 */
const WIDE_RETURN_PLAN_VISITS = 30;
/** More than a plan has days: a retry trades no day returning or idle for days coming back within 2 km. */
const FLAW_WEIGHT = 100;

/**
 * Days returning to an area they left: A -> B more than 2 km away -> back within 1 km of A (rule 9), or, in three
 * stops in a row, within 2 km of A (out and straight back: lunch, MONA 10 km up the river, dinner by the lunch).
 */
function daysReturning(p: Problem, sol: Solution): number {
  return sol.days.filter(
    (route) => zigzags(p, route) > 0 || wideReturnTriples(p, route).some(([i, , m]) => m === i + 2),
  ).length;
}

/**
 * Other days coming back within 2 km of where they were (rule 9 read widely), in a plan of up to
 * WIDE_RETURN_PLAN_VISITS visits; 0 in a bigger plan.
 */
function daysComingBack(p: Problem, sol: Solution): number {
  if (p.days.length * p.trip.activityLimit > WIDE_RETURN_PLAN_VISITS) return 0;
  return sol.days.filter((route) => {
    const triples = wideReturnTriples(p, route);
    return triples.length > 0 && zigzags(p, route) === 0 && !triples.some(([i, , m]) => m === i + 2);
  }).length;
}

/**
 * Moderate and busy days under their limit idle for 2.5 hours (the ways between stops not counted idle) while an
 * unused place would shorten that stretch, where the search could put it.
 */
function idleDaysWithRoom(p: Problem, sol: Solution): number {
  if (p.trip.activityPace === 'light') return 0;
  let idle = 0;
  for (let d = 0; d < sol.days.length; d++) {
    const gap = longestGap(p, d, sol.days[d]!, true);
    if (gap < LONG_GAP_MINUTES || sol.sightCount(d) >= p.trip.activityLimit) continue;
    for (let node = 0; node < p.n; node++) {
      if (sol.isUsed(node)) continue;
      const ins = sol.bestInsertion(d, node, SIGHT);
      const after = ins && measureWithVisit(sol, d, ins.pos, node, (route) => longestGap(p, d, route, true));
      if (after !== null && after < gap) {
        idle++;
        break;
      }
    }
  }
  return idle;
}

/** Must-sees open and fitting on some day yet left out, while some day has room under the daily limit. */
function mustSeesLeftWithRoom(p: Problem, sol: Solution): number {
  if (sol.days.every((_, d) => sol.sightCount(d) >= p.trip.activityLimit)) return 0;
  let left = 0;
  for (let i = 0; i < p.n; i++)
    if (p.isMustSee[i] && sol.sightUses[i] === 0 && p.days.some((_, d) => p.windows(SIGHT, i, d).length > 0))
      left++;
  return left;
}

/** Meals the days should have (their hours cover them) and do not. */
function mealsMissing(p: Problem, sol: Solution): number {
  let missing = 0;
  p.days.forEach((info, d) => {
    for (const meal of info.meals) if (!sol.hasMeal(d, meal === 'lunch' ? LUNCH : DINNER)) missing++;
  });
  return missing;
}

const list = (days: readonly number[]) => `day${days.length === 1 ? '' : 's'} ${listText(days.map(String))}`;

/** What the plan could not do as asked: meals without a place, meals off the diet, must-sees closed or left out. */
function planNotices(p: Problem, sol: Solution): string[] {
  const notices: string[] = [];
  const noMeal: Record<'lunch' | 'dinner', number[]> = { lunch: [], dinner: [] };
  const offDiet: Record<'lunch' | 'dinner', number[]> = { lunch: [], dinner: [] };
  p.days.forEach((info, d) => {
    for (const meal of info.meals) {
      const role = meal === 'lunch' ? LUNCH : DINNER;
      const stop = sol.days[d]!.find((s) => s.role === role);
      if (!stop) {
        const why = squeezedMeal(p, d, meal);
        if (why) notices.push(why);
        else noMeal[meal].push(d + 1);
      } else if (p.dietMiss[stop.node]! > 0) offDiet[meal].push(d + 1);
    }
  });
  const prefs = dietList(p.trip.dietaryPreferences);
  if (p.noMealsReason) notices.push(p.noMealsReason);
  else notices.push(...outOfHoursMeals(p));
  if (offDiet.lunch.length || offDiet.dinner.length) {
    for (const diet of p.trip.dietaryPreferences) {
      const why = p.dietGaps?.[diet];
      if (why) notices.push(why);
    }
  }
  for (const meal of ['lunch', 'dinner'] as const) {
    if (offDiet[meal].length)
      notices.push(
        `No ${meal} place within reach has ${prefs} dishes on ${list(offDiet[meal])}: those meals are the closest fits, and their cards say what to ask for.`,
      );
    if (noMeal[meal].length)
      notices.push(
        `No ${meal} on ${list(noMeal[meal])}: no place serving ${meal} that suits this trip fits between that day's stops. Plan it locally.`,
      );
  }
  const left: string[] = [];
  // Must-sees closed on every date, by why (a season's end closes several at once): one sentence for each why.
  const closed = new Map<string, string[]>();
  for (let i = 0; i < p.n; i++) {
    if (!p.isMustSee[i] || sol.sightUses[i]! > 0) continue;
    const place = p.places[i]!;
    const reasons = p.days.map((info) => closedAllDayReason(place, info.date, p.holidays));
    if (reasons.every(Boolean)) {
      const why = [...new Set(reasons)].join('; ');
      closed.set(why, [...(closed.get(why) ?? []), place.name]);
    } else if (p.days.every((_, d) => p.windows(SIGHT, i, d).length === 0)) {
      notices.push(`${place.name} cannot be fitted into your trip's days at the hours it opens.`);
    } else {
      // Open, but the days were taken: said, so that a highlight is never dropped without a word.
      left.push(place.name);
    }
  }
  for (const [why, names] of closed)
    notices.push(
      `${listText(names)} ${names.length === 1 ? 'is' : 'are'} closed on every date of your trip (${why}).`,
    );
  const nothingOpen = nothingOpenNotice(p, sol);
  if (nothingOpen) notices.unshift(nothingOpen);
  const ruledOut = p.mustSeesRuledOut;
  if (ruledOut.length)
    notices.push(
      `${listText(ruledOut)}, ${ruledOut.length === 1 ? 'one of the highlights here, is' : 'highlights here, are'} left out: nightlife and bars are not planned on a family trip.`,
    );
  if (left.length) {
    const limit = p.trip.activityLimit;
    const full = sol.days.every((_, d) => sol.sightCount(d) >= limit);
    const names = listText(left);
    const of = left.length === 1 ? 'one of the highlights here, did not fit' : 'highlights here, did not fit';
    notices.push(
      full
        ? `${names}, ${of}: your days hold ${limit} visit${limit === 1 ? '' : 's'} each and are full with the others. A higher daily limit or another day would make room.`
        : `${names}, ${of} around the other stops, meals and opening hours of these days. Another day or a busier pace would make room.`,
    );
  }
  return notices;
}

/**
 * A plan without a single visit because every place to visit is closed on every date (the Antarctic Peninsula
 * in August: its landings run November to March): said first, and why, rather than left to the must-sees' lines.
 */
function nothingOpenNotice(p: Problem, sol: Solution): string | undefined {
  if (sol.days.some((_, d) => sol.sightCount(d) > 0)) return undefined;
  const reasons = new Set<string>();
  let visits = 0;
  for (const place of p.places) {
    if (place.meals?.length) continue;
    visits++;
    const why = p.days.map((info) => closedAllDayReason(place, info.date, p.holidays));
    if (!why.every(Boolean)) return undefined;
    for (const w of why) reasons.add(w!);
  }
  if (visits === 0) return undefined;
  const whys = [...reasons];
  const shown = whys.slice(0, 3).join('; ') + (whys.length > 3 ? '; ...' : '');
  return `Nothing here can be visited on the dates of your trip: every place is closed then (${shown}). Other dates would make a plan.`;
}

/** A meal wanted on the day needs this long from the start of its hours to the time back at the accommodation. */
const MEAL_OUT_MINUTES = 105;

/**
 * Why a meal day d wanted is missing, when the arrival or the departure leaves little of its hours (a dinner from
 * 18:30 and back at 19:30): said as it is, not as if the day's stops had taken its place.
 */
function squeezedMeal(p: Problem, d: number, meal: 'lunch' | 'dinner'): string | undefined {
  const info = p.days[d]!;
  const [a, b] = info.mealWindows[meal];
  if (d === 0 && p.trip.arrivalTime && info.start > a && info.start + MEAL_OUT_MINUTES > b)
    return `No ${meal} on day 1: you arrive at ${formatClock(info.start)}, late in ${meal} time here (${formatClock(a)} to ${formatClock(b)}), and no place serving ${meal} that suits this trip is in reach in time. Plan it locally.`;
  if (d === p.days.length - 1 && info.backBy !== undefined && info.backBy < a + MEAL_OUT_MINUTES)
    return departureSqueeze(meal, d, info.backBy, a);
  return undefined;
}

/** A meal the departure leaves out, soon after its hours begin, said as such. */
function departureSqueeze(meal: 'lunch' | 'dinner', d: number, backBy: number, from: number): string {
  return `No ${meal} on day ${d + 1}: you are due back at ${formatClock(backBy)}, too soon after ${meal} time starts here (${formatClock(from)}) for a ${meal} out. Plan it near your accommodation.`;
}

/** Meals the arrival or the departure leaves out, said plainly ("you arrive at 1:30 PM, as lunchtime ends"). */
function outOfHoursMeals(p: Problem): string[] {
  const out: string[] = [];
  const first = p.days[0];
  const last = p.days.at(-1);
  const { arrivalTime, departureTime } = p.trip;
  if (first && arrivalTime) {
    for (const meal of ['lunch', 'dinner'] as const) {
      const [a, b] = first.mealWindows[meal];
      if (
        first.start <= b &&
        !first.meals.includes(meal) &&
        first.start + MEAL_REACH_MINUTES > b &&
        a < first.start
      )
        out.push(
          `No ${meal} on day 1: you arrive at ${formatClock(first.start)}, as ${meal} time ends here.`,
        );
    }
  }
  if (last && departureTime && last.backBy !== undefined) {
    for (const meal of ['lunch', 'dinner'] as const) {
      const [a] = last.mealWindows[meal];
      if (!last.meals.includes(meal) && last.backBy > a && last.start < a)
        out.push(departureSqueeze(meal, last.index, last.backBy, a));
    }
  }
  return out;
}
