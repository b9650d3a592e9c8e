// Rule 2 over the whole trip: a meal missing a diet while a place meeting more of them lies within a meal's detour
// is chosen again, once the days are settled. The search picks each day's meals as it goes, and the passes after
// it may trade a meal for one nearer the day's stops (nearerMeals, fewerWideReturns) and so free a place's second
// meal of the trip that an earlier day could no longer take (Tel Aviv, vegan and gluten-free: lunch moved from
// Anastasia to Jaffa, the one place meeting both diets left with a meal to give while falafel was lunch 300 m from
// it three days later). Rule 3 still holds: never a third meal at one place, nor two on days in a row. Where the
// better fit's usual length does not fit the day, it may take the hour of the meal it replaces (Athens on arrival:
// 45 minutes before the Acropolis Museum closes, at a gluten-free place rather than a souvlaki counter). A place
// meeting every diet may bring the day back within 2 km of where it was (never within 1 km, rule 9's return), and
// may lie farther off the way than a meal's usual detour (decision 0053). It runs twice: once the days have their
// meals, and last, when an outing's lunch out there or a trade between days may have freed a place's second meal.
import { lunchesOutThere, visitsOutOfTown } from './out-of-town.ts';
import { mealOptions, polishDay, restore, snapshot, wideZigzags, zigzags } from './polish.ts';
import { HOTEL, LUNCH, type Role, SIGHT } from './problem.ts';
import { type Solution, WEIGHTS } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';

/** Places tried in place of a meal missing a diet. */
const OPTIONS = 8;
/**
 * The most minutes a place meeting every diet may add to the way, more than a meal's usual detour (Brussels,
 * dairy-free: Den Teepot, half an hour off the way between the Old Masters and the Magritte Museum, rather than La
 * Roue d'Or on the way). Random profiles: meals off a diet while a place meeting them all served that meal within
 * 3 km, open and free to take, 25 -> 21.
 */
const FARTHER_DETOUR = 40;

/** Every day's meals missing a diet, each given to a better fit within a meal's detour where the day keeps. */
export function fitterMeals(sol: Solution): void {
  for (let d = 0; d < sol.days.length; d++) {
    for (let pos = 0; pos < sol.days[d]!.length; pos++) fitterMeal(sol, d, pos);
  }
}

function fitterMeal(sol: Solution, d: number, pos: number): void {
  const p = sol.problem;
  const route = sol.days[d]!;
  const stop = route[pos]!;
  if (stop.role === SIGHT || p.dietMiss[stop.node]! === 0) return;
  const prev = pos > 0 ? route[pos - 1]!.node : HOTEL;
  const next = pos + 1 < route.length ? route[pos + 1]!.node : HOTEL;
  const detour = (node: number) => p.minutes(prev, node) + p.minutes(node, next) - p.minutes(prev, next);
  // A place meeting every diet is worth a longer way than a meal's usual detour; a partial fit is not.
  // A lunch out there on the day's outing stays out there (rule 7 before rule 2, decision 0048).
  const farOut = visitsOutOfTown(p, route);
  const outThere = stop.role === LUNCH && lunchesOutThere(p, farOut, stop.node);
  const options = mealOptions(sol, d, stop, detour, FARTHER_DETOUR).filter(
    (node) =>
      p.dietMiss[node]! < p.dietMiss[stop.node]! &&
      (p.dietMiss[node] === 0 || detour(node) <= WEIGHTS.mealMaxDetour) &&
      (!outThere || lunchesOutThere(p, farOut, node)),
  );
  if (options.length === 0) return;
  const before = {
    zig: zigzags(p, route),
    wide: wideZigzags(p, route),
    gap: Math.max(longestGap(p, d, route), LONG_GAP_MINUTES - 1),
    stops: route.length,
  };
  const saved = snapshot(sol, d);
  if (!sol.remove(d, pos)) return;
  const held = stop.end - stop.start;
  for (const node of options.slice(0, OPTIONS)) {
    // Its own length first, then the length of the meal it replaces (a fuller fit in the same hour).
    const full = p.stay(stop.role, node);
    for (const minutes of full > held ? [full, held] : [full]) {
      p.setMealMinutes(node, minutes);
      if (placed(sol, d, pos, node, stop.role, before, detour(node) > WEIGHTS.mealMaxDetour)) return;
      p.setMealMinutes(node, full);
      restore(sol, d, saved);
      if (!sol.remove(d, pos)) return;
    }
  }
  restore(sol, d, saved);
}

/** Whether `node` goes in at `pos` of day d as `role` and the day keeps what `before` says it had. */
function placed(
  sol: Solution,
  d: number,
  pos: number,
  node: number,
  role: Role,
  before: { zig: number; wide: number; gap: number; stops: number },
  farther: boolean,
): boolean {
  const p = sol.problem;
  if (!sol.tryInsert(d, pos, node, role)) return false;
  polishDay(sol, d);
  const after = sol.days[d]!;
  return (
    after.some((s) => s.node === node && s.role === role) &&
    after.length === before.stops &&
    zigzags(p, after) <= before.zig &&
    // A place meeting every diet is worth coming back within 2 km (a wide return, not a strict one): a vegan
    // lunched at Katz's Delicatessen, with Buddha Bodai on the way, to keep New York's day from Chinatown.
    // Not one beyond a meal's usual detour: that way is worth it only where the day keeps its shape.
    (wideZigzags(p, after) <= before.wide || (p.dietMiss[node] === 0 && !farther)) &&
    longestGap(p, d, after) <= before.gap
  );
}
