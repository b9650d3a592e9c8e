// Rule 7's lunch on an outing: a day that goes far out of town lunches out there, by the place it went to, rather
// than driving back for lunch in town (Zanzibar: Jozani's forest until 12:30, then an hour back to Stone Town for
// lunch at 14:00, while The Rock and Paje's cafes lie a quarter of an hour from it). The meal chooser weighs only
// the detour a meal adds, and by that a lunch on the way back costs nothing.
import { haversineKm } from '../../core/geo.ts';
import { adoptPlan } from './construct.ts';
import { dayShape } from './day-shape.ts';
import { lunchesOutThere, OUTING_LUNCH_KM, outOfTown, visitsOutOfTown } from './out-of-town.ts';
import { polishDay, restore, snapshot, zigzags } from './polish.ts';
import { LUNCH, OUTING_LUNCH_MINUTES, SIGHT } from './problem.ts';
import { type Solution, type Stop, WEIGHTS } from './solution.ts';
import { startLater } from './stretch.ts';
import { exchangeVisits } from './visit-swaps.ts';

/** Lunch places tried by the outing's place. */
const OPTIONS = 6;
/**
 * The most minutes the traveller may wait out there for lunch, once the day leaves as late as it can (the Batur
 * trek ends at 7:30: lunch by the lake at 11:30 would be four idle hours).
 */
const MOST_WAIT = 60;
/** Visits in town a full day may give up for it, the least worth first. */
const FILLERS_TRIED = 3;
/** Shorter visits of other days tried in trade for each visit in town, the shortest first. */
const TRADES_TRIED = 12;

/**
 * Moves day d's lunch next to the day's visit far out of town when it was taken in town, before or after going out
 * there, and a lunch place near that visit fits the day: as good a fit to the diets, not a third meal at one place,
 * the day's hours and windows kept and no more returns to an area left. True if it moved.
 */
export function lunchOnTheOuting(sol: Solution, d: number): boolean {
  return lunchOutThere(sol, d) || outingFirst(sol, d);
}

/**
 * A day that lunches in town and goes out after lunch (Siem Reap: lunch at 11:00, then Banteay Srei) goes out
 * first and lunches out there, where the hours of its places allow it and the day returns to no area more (the
 * places out there first, then the rest in their order). Failing that, a day whose morning was in town keeps it
 * and lunches right by the places out there before them (decision 0062). True if it did either.
 */
function outingFirst(sol: Solution, d: number): boolean {
  const p = sol.problem;
  const route = sol.days[d]!;
  const lunchAt = route.findIndex((s) => s.role === LUNCH);
  if (lunchAt < 0) return false;
  const farOut = visitsOutOfTown(p, route.slice(lunchAt + 1));
  const lunch = route[lunchAt]!.node;
  if (farOut.length === 0 || lunchesOutThere(p, farOut, lunch)) return false;
  const zig = zigzags(p, route);
  const saved = snapshot(sol, d);
  if (sol.remove(d, lunchAt)) {
    const rest = sol.days[d]!.filter((s) => !farOut.includes(s.node));
    const order = [...farOut.map((node) => sol.days[d]!.find((s) => s.node === node)!), ...rest];
    if (sol.setRoute(d, order) && zigzags(p, sol.days[d]!) <= zig && lunchBy(sol, d, farOut, zig))
      return true;
  }
  restore(sol, d, saved);
  // Else a morning in town as it was, then lunch out there before its places (the afternoon's half-day out). Not
  // after a morning out already (Bali: the Batur trek and Besakih, then lunch by Tanah Lot, 90 minutes off).
  if (visitsOutOfTown(p, route.slice(0, lunchAt)).length > 0) return false;
  // A lunch placed may have traded visits with another day (placedAfterTrade): a refusal restores every day.
  const whole = sol.clone();
  const allows = sol.setup[d]!.allowsMeal;
  if (sol.remove(d, lunchAt) && lunchBy(sol, d, farOut, zig)) {
    if (lunchesRightThere(sol, d)) return true;
    adoptPlan(sol, whole);
    sol.setup[d]!.allowsMeal = allows;
    return false;
  }
  restore(sol, d, saved);
  return false;
}

/**
 * Day d's lunch is a short way from the visit out there after it (Kalky's, three minutes from Kalk Bay), not
 * merely on the way (a lunch an hour short of Ferrari World is lunch in town by another name).
 */
function lunchesRightThere(sol: Solution, d: number): boolean {
  const route = sol.days[d]!;
  const at = route.findIndex((s) => s.role === LUNCH);
  const next = route[at + 1];
  return (
    next !== undefined &&
    outOfTown(sol.problem, next.node) &&
    sol.problem.minutes(route[at]!.node, next.node) <= OUTING_LUNCH_MINUTES
  );
}

/**
 * Moves day d's lunch next to the day's visit far out of town when it was taken back in town and a lunch place
 * near that visit fits the day. True if it moved.
 */
function lunchOutThere(sol: Solution, d: number): boolean {
  const p = sol.problem;
  const route = sol.days[d]!;
  const lunchAt = route.findIndex((s) => s.role === LUNCH);
  if (lunchAt < 0) return false;
  const lunch = route[lunchAt]!.node;
  // Visits out there before lunch: the day went out in the morning (one going out after lunch tries outingFirst).
  const farOut = visitsOutOfTown(p, route.slice(0, lunchAt));
  if (farOut.length === 0 || lunchesOutThere(p, farOut, lunch)) return false;
  const zig = zigzags(p, route);
  const saved = snapshot(sol, d);
  if (sol.remove(d, lunchAt) && lunchBy(sol, d, farOut, zig)) return true;
  restore(sol, d, saved);
  return false;
}

/**
 * Day d, without its lunch at `lunch`, lunches by one of its places out there (`farOut`): at a place as good a fit
 * to the diets, with `zig` returns at most. True if it does; else the day is left as it came, without a lunch (the
 * caller restores it).
 */
function lunchBy(sol: Solution, d: number, farOut: number[], zig: number): boolean {
  const p = sol.problem;
  // The lunch places by each of them, best first.
  const byPlace = farOut.map((far) => ({ far, options: lunchesBy(sol, d, far).slice(0, OPTIONS) }));
  if (byPlace.every((x) => x.options.length === 0)) return false;
  const placed = (tried: number) =>
    byPlace.some(({ far, options }) =>
      options.slice(0, tried).some((node) => placeBy(sol, d, far, node, zig)),
    );
  if (placed(OPTIONS)) return true;
  // A full day makes room by giving up its least visit in town (not a must-see): lunch out there comes first, as a
  // travel editor would have it (Tallinn: Keila-Joa until 10:55, then back for Fotografiska before lunch in town).
  const fillers = sol.days[d]!.filter(
    (s) => s.role === SIGHT && !farOut.includes(s.node) && !p.isMustSee[s.node],
  )
    .map((s) => s.node)
    .filter((node) => node !== sol.setup[d]!.pinned)
    .sort((x, y) => p.sightScore[x]! - p.sightScore[y]!)
    .slice(0, FILLERS_TRIED);
  const emptied = snapshot(sol, d);
  for (const filler of fillers) {
    if (
      !sol.remove(
        d,
        sol.days[d]!.findIndex((s) => s.node === filler),
      )
    )
      continue;
    if (placed(2)) return true;
    restore(sol, d, emptied);
  }
  restore(sol, d, emptied);
  return placedAfterTrade(sol, d, farOut, () => placed(2));
}

/**
 * A visit in town that leaves no room for lunch out there (Brussels: Antwerp in the morning, then the Old Masters,
 * 150 minutes before they close at 17:00) trades days with a shorter visit of another day, the longest visit
 * first, when `placed` then finds lunch out there and the other day keeps its meals, returns no more and has no
 * longer idle stretch. True if it did; else every day is as it came.
 */
function placedAfterTrade(sol: Solution, d: number, farOut: number[], placed: () => boolean): boolean {
  const p = sol.problem;
  const stay = (node: number) => p.stay(SIGHT, node);
  const inTown = sol.days[d]!.filter((s) => s.role === SIGHT && !farOut.includes(s.node))
    .map((s) => s.node)
    .sort((x, y) => stay(y) - stay(x) || x - y);
  for (const node of inTown) {
    const others = sol.days
      .flatMap((route, e) =>
        e === d
          ? []
          : route
              .filter((s) => s.role === SIGHT && stay(s.node) < stay(node))
              .map((s) => ({ e, other: s.node })),
      )
      .sort((x, y) => stay(x.other) - stay(y.other) || x.e - y.e || x.other - y.other)
      .slice(0, TRADES_TRIED);
    for (const { e, other } of others) {
      const before = dayShape(sol, e);
      const saved = [snapshot(sol, d), snapshot(sol, e)] as const;
      if (!exchangeVisits(sol, d, node, e, other)) continue;
      // One visit out, one in: as many stops means every meal kept.
      const after = dayShape(sol, e);
      const kept =
        after.stops === before.stops &&
        after.zig <= before.zig &&
        after.gap <= before.gap &&
        after.lunchInTown <= before.lunchInTown;
      if (kept && placed()) return true;
      restore(sol, d, saved[0]);
      restore(sol, e, saved[1]);
    }
  }
  return false;
}

/** Puts lunch at `node` right after `far` (or right before it) on day d if the day fits and returns no more. */
function placeBy(sol: Solution, d: number, far: number, node: number, zig: number): boolean {
  const p = sol.problem;
  const at = sol.days[d]!.findIndex((s) => s.node === far);
  // A refused try is undone by the snapshot, not by a removal that may itself not fit.
  const before = snapshot(sol, d);
  // Right after the visit, or right before it where the visit runs past lunchtime.
  for (const pos of [at + 1, at]) {
    if (!sol.tryInsert(d, pos, node, LUNCH)) continue;
    if (zigzags(p, sol.days[d]!) <= zig && waitsLittle(sol, d, pos)) {
      // The guide keeps food out of town for the day trips near it; this day went out there too, so the place is
      // this day's lunch for what follows (polishDay and later passes place meals as the setup allows).
      const setup = sol.setup[d]!;
      const allows = setup.allowsMeal;
      setup.allowsMeal = (i, role) => allows(i, role) || (i === node && role === LUNCH);
      polishDay(sol, d);
      return true;
    }
    restore(sol, d, before);
  }
  return false;
}

/**
 * Lunch places within OUTING_LUNCH_KM of `far` that may take the place of day d's lunch, best first: not
 * a place of the trip's visits nor a third meal at one place or one the day before or after (rule 3); the closest
 * fit to the diets, then the fewest repeats, then the nearest. A place missing a diet the lunch in town met still
 * qualifies: on a day out of town, "in reach" is out there (rule 2's closest fit, said on the card), and going back
 * to town for lunch breaks rule 7 (decision 0048). Places out of town serve this day too: the guide keeps them for
 * its day trips, and this day went out there.
 */
function lunchesBy(sol: Solution, d: number, far: number): number[] {
  const p = sol.problem;
  const route = sol.days[d]!;
  const km = (node: number) => haversineKm(p.places[node]!, p.places[far]!);
  const options: number[] = [];
  for (let node = 0; node < p.n; node++) {
    if (!p.serves.lunch[node] || sol.sightUses[node]! > 0 || route.some((s) => s.node === node)) continue;
    if (km(node) > OUTING_LUNCH_KM) continue;
    if (sol.repeatCost(node, d) > WEIGHTS.repeatSecond) continue;
    options.push(node);
  }
  const cost = (node: number) => WEIGHTS.dietMiss * Math.min(p.dietMiss[node]!, 4) + sol.repeatCost(node, d);
  return options.sort((a, b) => cost(a) - cost(b) || km(a) - km(b) || a - b);
}

/** The lunch at `pos` of day d neither waits long for its hours nor leaves a long wait before the next stop. */
function waitsLittle(sol: Solution, d: number, pos: number): boolean {
  const p = sol.problem;
  // Timed as the day will be at the end: leaving later rather than waiting (startLater), then timed back.
  startLater(sol, d);
  const route = sol.days[d]!;
  const gap = (a: Stop | undefined, b: Stop | undefined) =>
    a && b ? b.start - a.end - p.changeover(a.node, b.node) : 0;
  const little = gap(route[pos - 1], route[pos]) <= MOST_WAIT && gap(route[pos], route[pos + 1]) <= MOST_WAIT;
  sol.retime(d);
  return little;
}
