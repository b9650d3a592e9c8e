// A candidate plan: one route of stops per day, each stop timed at its earliest feasible start (waiting is
// allowed, so the earliest start is always the best one for everything after it). Insertions are checked by
// pushing the new times forward until a stop's start no longer moves, and by the way back to the base when the
// day must end there by a given time (the departure).
import { DINNER, HOTEL, type Problem, type Role, SIGHT } from './problem.ts';
import { ceilStep, earliestStart } from './time-windows.ts';

export interface Stop {
  node: number;
  role: Role;
  start: number;
  end: number;
}

/** A busy day whose limit is this high or higher is one of many short visits. */
const BUSY_MANY_VISITS = 6;
/**
 * Places in town per visit the busy days could hold: from this many up, the days fill to the limit; up to
 * SCARCE, they share the pool evenly (a week of ten a day would see the whole town in four days and idle after).
 */
const BUSY_ROOMY_POOL = 1.25;
const BUSY_SCARCE_POOL = 0.8;

/**
 * How much each extra visit of a day costs (WEIGHTS.crowding): less on a busy day of many visits where the pool
 * holds them all (rule 8: a busy limit of 10 reaches 10 where the pool allows).
 */
export function crowdingWeight(p: Problem): number {
  const { activityPace, activityLimit } = p.trip;
  if (activityPace !== 'busy' || activityLimit < BUSY_MANY_VISITS) return WEIGHTS.crowding;
  let town = 0;
  for (let i = 0; i < p.n; i++) if (p.isSight[i] && !p.isDayTrip[i]) town++;
  const room = town / (p.days.length * activityLimit);
  const roomy = Math.min(1, Math.max(0, (room - BUSY_SCARCE_POOL) / (BUSY_ROOMY_POOL - BUSY_SCARCE_POOL)));
  return WEIGHTS.crowding + roomy * (WEIGHTS.busyCrowding - WEIGHTS.crowding);
}

/** Weights of the objective: score gained minus travel minutes, with meals placed before anything else. */
export const WEIGHTS = {
  travelPerMinute: 1,
  /** Per travel minute between a visit and the centre of its day's area: keeps each day in one area. */
  areaPerMinute: 0.3,
  /** Added to every visit so that days fill up when the pool allows; a relaxed traveller gets fewer stops. */
  fillBonus: 40,
  relaxedFillBonus: 15,
  /** Each extra visit on a day costs a little more than the last (count squared): balances scarce pools. */
  crowding: 2.5,
  /** ...less so on a busy day of many visits, which fills up to its limit where the pool allows (rule 8). */
  busyCrowding: 0.5,
  /** The first visits of a day are worth this much more: a far place beats an empty day. */
  firstVisits: 2,
  firstVisitBonus: 50,
  /** A meal always beats visits competing for its time. */
  meal: 20_000,
  /** A dinner at a cafe rather than a restaurant (less than any diet missed or any repeat). */
  cafeDinner: 300,
  /** A must-see beats any other visit (but not a meal). */
  mustSee: 8_000,
  /** Each dietary preference a meal's place does not meet: a full fit in reach always wins. */
  dietMiss: 4_000,
  /** A restaurant's second meal of the trip; a third, or one the next day, costs more (still beats no meal). */
  repeatSecond: 3_000,
  repeatExcess: 9_000,
  /**
   * Each return to an area the day has left that a meal would cause (A -> B -> back to A): more than a diet
   * missed, so that dinner is taken near the afternoon's outing, its card saying which diet to ask about,
   * rather than back across town at the one place that meets every diet (rule 9 before rule 2's best fit).
   */
  mealZigzag: 5_000,
  /** Meals are taken near the stops around them: each minute of detour to one costs this much. */
  mealTravelPerMinute: 4,
  /** The same for a visit: more than most visits are worth, so another place is taken where one fits. */
  sightZigzag: 200,
  /** A meal is skipped rather than reached by a detour longer than this (travel minutes added to the way). */
  mealMaxDetour: 25,
} as const;

export interface Insertion {
  pos: number;
  delta: number;
}

export interface DaySetup {
  /** Medoid place of the day's area, or -1. */
  area: number;
  /** Visits allowed that day (a whole-day trip only allows places near it). */
  allowsSight: (node: number) => boolean;
  /** Meal places allowed that day (on a whole-day trip, lunch is taken there). */
  allowsMeal: (node: number, role: Role) => boolean;
  /**
   * On a day trip whose lunch is meant to be taken there: the meal places allowed when no lunch near the trip
   * fits after all (its one cafe opens too late), so that lunch is taken back in town rather than skipped.
   */
  lunchInTown?: (node: number, role: Role) => boolean;
  /** A stop that local search must keep (the day trip), or -1. */
  pinned: number;
  /**
   * On a whole-day trip: the stops out of town (the excursion and what is near it). They come first; the town's
   * come after the way back, so the day never returns to where it was.
   */
  away?: (node: number) => boolean;
  /** The stops out of town come last instead, after the town's (an evening outing: the penguins at dusk). */
  awayLast?: boolean;
  /**
   * On a whole-day trip: how many visits in town the evening after the long way back may still hold (a travel
   * editor plans dinner and perhaps one lit square, not three museums, after a four-hour train).
   */
  townVisits?: number;
  /**
   * On a whole-day trip: a must-see open only at night that evening, which may come on top of `townVisits` (Petra
   * by Night runs three evenings a week; after Wadi Rum is when the day holds nothing else near the Treasury).
   */
  nightOut?: (node: number) => boolean;
}

/** Whether a whole-day trip's evening in town can take one more visit (always true on other days). */
function hasTownRoom(setup: DaySetup, route: readonly Stop[], node: number): boolean {
  const { away, townVisits } = setup;
  if (townVisits === undefined || !away || away(node)) return true;
  let inTown = 0;
  for (const s of route) if (s.role === SIGHT && !away(s.node)) inTown++;
  return inTown < townVisits + (setup.nightOut?.(node) ? 1 : 0);
}

/**
 * Whether an order keeps what day d must keep in order: a day trip's stops before the town's (after them on an
 * evening outing), and an experience's own meal right after its visit (lunch on board after boarding).
 */
export function keepsDayOrder(sol: Solution, d: number, route: readonly Stop[]): boolean {
  return awayInOrder(sol.setup[d]!, route) && ownMealsAfterVisits(sol.problem, route);
}

function ownMealsAfterVisits(p: Problem, route: readonly Stop[]): boolean {
  for (let i = 0; i < route.length; i++) {
    const s = route[i]!;
    if (s.role === SIGHT || !p.ownMeal[s.node]) continue;
    const visit = route.findIndex((x) => x.node === s.node && x.role === SIGHT);
    if (visit >= 0 && visit !== i - 1) return false;
  }
  return true;
}

function awayInOrder(setup: DaySetup, route: readonly Stop[]): boolean {
  const { away } = setup;
  if (!away) return true;
  const first = (node: number) => (setup.awayLast ? !away(node) : away(node));
  let second = false;
  for (const s of route) {
    // Before an evening outing only the town's visits are kept first: dinner back in town may follow it.
    if (setup.awayLast && s.role !== SIGHT && !away(s.node)) continue;
    if (!first(s.node)) second = true;
    else if (second) return false;
  }
  return true;
}

export class Solution {
  readonly days: Stop[][];
  /** Visits of each place (0 or 1). */
  readonly sightUses: Int32Array;
  /** Meals at each place, per day: mealDays[node * D + d]. */
  readonly mealDays: Uint8Array;
  /** Meals at each place over the trip (the sum of its mealDays). */
  private readonly meals: Int32Array;
  private readonly fill: number;
  private readonly crowdingWeight: number;
  private readonly D: number;

  /** The longest detour a meal may take (travel minutes added to the way): widened only as a last resort. */
  mealDetourCap: number = WEIGHTS.mealMaxDetour;

  constructor(
    readonly problem: Problem,
    readonly setup: readonly DaySetup[],
    copyFrom?: Solution,
  ) {
    this.fill = problem.trip.travelStyle === 'relaxed' ? WEIGHTS.relaxedFillBonus : WEIGHTS.fillBonus;
    this.crowdingWeight = copyFrom?.crowdingWeight ?? crowdingWeight(problem);
    this.D = problem.days.length;
    if (copyFrom) {
      this.mealDetourCap = copyFrom.mealDetourCap;
      this.days = copyFrom.days.map((d) => d.map((s) => ({ ...s })));
      this.sightUses = copyFrom.sightUses.slice();
      this.mealDays = copyFrom.mealDays.slice();
      this.meals = copyFrom.meals.slice();
    } else {
      this.days = problem.days.map(() => []);
      this.sightUses = new Int32Array(problem.n);
      this.mealDays = new Uint8Array(problem.n * this.D);
      this.meals = new Int32Array(problem.n);
    }
  }

  /** Day d as it stands, its stops and their times, as a string (what the search's memos keep results by). */
  dayKey(d: number): string {
    let key = `${d}`;
    for (const s of this.days[d]!) key += `|${s.node},${s.role},${s.start},${s.end}`;
    return key;
  }

  clone(): Solution {
    return new Solution(this.problem, this.setup, this);
  }

  /** Whether the place is in the plan at all (as a visit or a meal). */
  isUsed(node: number): boolean {
    return this.sightUses[node]! > 0 || this.mealCount(node) > 0;
  }

  /** Takes the visit and meal counts of another state of this plan (a trial adopted, a snapshot restored). */
  setCounts(sightUses: Int32Array, mealDays: Uint8Array): void {
    this.sightUses.set(sightUses);
    this.mealDays.set(mealDays);
    this.meals.fill(0);
    for (let node = 0; node < this.problem.n; node++)
      for (let d = 0; d < this.D; d++) this.meals[node]! += mealDays[node * this.D + d]!;
  }

  mealCount(node: number): number {
    return this.meals[node]!;
  }

  /** The repeat cost of a place's meals, from the days they fall on. */
  repeatCost(node: number, extraDay = -1, skipDay = -1): number {
    let count = 0;
    let adjacent = 0;
    let prev = false;
    for (let d = 0; d < this.D; d++) {
      let k = this.mealDays[node * this.D + d]!;
      if (d === extraDay) k++;
      if (d === skipDay && k > 0) k--;
      count += k;
      if (k > 1) adjacent += k - 1;
      if (k > 0 && prev) adjacent++;
      prev = k > 0;
    }
    if (count <= 1) return 0;
    return WEIGHTS.repeatSecond + WEIGHTS.repeatExcess * (count - 2 + adjacent);
  }

  /** What a visit of `node` on day `d` is worth, before travel. */
  sightValue(d: number, node: number): number {
    const area = this.setup[d]!.area;
    const away = area < 0 ? 0 : this.problem.between(area, node);
    const must = this.problem.isMustSee[node] ? WEIGHTS.mustSee : 0;
    const fill = this.problem.setAside[node] ? 0 : this.fill;
    return this.problem.sightScore[node]! + fill + must - WEIGHTS.areaPerMinute * away;
  }

  mealValue(node: number, role: Role): number {
    // Diet first, variety second: a place that misses a diet costs more than eating twice at one that does not.
    const miss = Math.min(this.problem.dietMiss[node]!, 4);
    // Dinner is a restaurant's when one is in reach: a cafe's evening menu only when it fits better otherwise.
    const cafe = role === DINNER && this.problem.isCafe[node] ? WEIGHTS.cafeDinner : 0;
    return WEIGHTS.meal + this.problem.mealScore[node]! - WEIGHTS.dietMiss * miss - cafe;
  }

  stopValue(d: number, stop: Stop): number {
    return stop.role === SIGHT ? this.sightValue(d, stop.node) : this.mealValue(stop.node, stop.role);
  }

  /** Travel minutes of day d, from the base and back to it. */
  travelOf(d: number): number {
    return routeTravel(this.problem, this.days[d]!);
  }

  objective(): number {
    let total = 0;
    this.days.forEach((stops, d) => {
      for (const s of stops) total += this.stopValue(d, s);
      total -= WEIGHTS.travelPerMinute * this.travelOf(d) + this.crowding(this.sightCount(d));
    });
    for (let node = 0; node < this.problem.n; node++) total -= this.repeatCost(node);
    return total;
  }

  /** Day term of the objective for `count` visits: convex crowding, minus the bonus of the first visits. */
  crowding(count: number): number {
    return (
      this.crowdingWeight * count * count - WEIGHTS.firstVisitBonus * Math.min(count, WEIGHTS.firstVisits)
    );
  }

  /** Change of the day term when going from `count` to `count + 1` visits. */
  marginalCrowding(count: number): number {
    return this.crowding(count + 1) - this.crowding(count);
  }

  sightCount(d: number): number {
    return sightsIn(this.days[d]!);
  }

  hasMeal(d: number, role: Role): boolean {
    return this.days[d]!.some((s) => s.role === role);
  }

  /** Whether one more stop of this role fits a route of day d within the day's limits (ignoring time). */
  private hasRoomIn(d: number, route: readonly Stop[], node: number, role: Role): boolean {
    const setup = this.setup[d]!;
    if (role === SIGHT) {
      // Meals do not count toward the daily activity limit.
      return (
        this.problem.isSight[node] === 1 &&
        setup.allowsSight(node) &&
        sightsIn(route) < this.problem.trip.activityLimit &&
        hasTownRoom(setup, route, node) &&
        (this.problem.isEatery[node] === 0 || eateriesIn(this.problem, route) < this.problem.eateryVisits)
      );
    }
    const own = this.problem.ownMeal[node] === 1;
    return (
      setup.allowsMeal(node, role) &&
      !route.some((s) => s.role === role || (s.node === node && !(own && s.role === SIGHT)))
    );
  }

  /**
   * The best place in day d's route for `node` in `role`: the gain in objective (value minus added travel,
   * minus what repeating a restaurant costs) and the position, or null if it fits nowhere.
   * `moving`: the place is about to leave its current stop (a visit moving days), so it does not count as used.
   */
  bestInsertion(
    d: number,
    node: number,
    role: Role,
    moving = false,
    floor = Number.NEGATIVE_INFINITY,
  ): Insertion | null {
    return this.insertionInto(d, this.days[d]!, node, role, moving ? node : -1, -1, floor);
  }

  /** Day d's route without its stop at `skip`, timed (a copy), or null if the rest would not fit. */
  without(d: number, skip: number): Stop[] | null {
    const route = this.days[d]!.filter((_, i) => i !== skip).map((x) => ({ ...x }));
    return this.timeRoute(d, route) ? route : null;
  }

  /**
   * The best insertion of `node` into `route` (day d without its stop `removed`, from `without`): what replacing
   * that stop by `node` would gain, before the removed stop's own value.
   */
  bestReplacement(
    d: number,
    route: readonly Stop[],
    removed: Stop,
    node: number,
    role: Role,
    floor = Number.NEGATIVE_INFINITY,
  ): Insertion | null {
    const leaving = node === removed.node ? node : -1;
    return this.insertionInto(
      d,
      route,
      node,
      role,
      removed.role === SIGHT ? leaving : -1,
      leaving >= 0 ? d : -1,
      floor,
    );
  }

  /** The value of adding a stop, before travel: -Infinity when the place cannot take that role now. */
  private addedValue(
    d: number,
    stops: readonly Stop[],
    node: number,
    role: Role,
    moving: number,
    mealSkipDay: number,
  ) {
    // A place is a visit or a meal, except an experience serving its own meal on the day of its visit.
    const own = this.problem.ownMeal[node] === 1;
    if (role === SIGHT) {
      if (this.sightUses[node]! - (moving === node ? 1 : 0) > 0) return Number.NEGATIVE_INFINITY;
      const meals = this.mealCount(node);
      if (meals > 0 && !(own && meals === 1 && stops.some((s) => s.node === node && s.role !== SIGHT)))
        return Number.NEGATIVE_INFINITY;
      return this.sightValue(d, node) - this.marginalCrowding(sightsIn(stops));
    }
    if (this.sightUses[node]! > 0 && !(own && stops.some((s) => s.node === node && s.role === SIGHT)))
      return Number.NEGATIVE_INFINITY;
    const repeat = this.repeatCost(node, d, mealSkipDay) - this.repeatCost(node, -1, mealSkipDay);
    return this.mealValue(node, role) - repeat;
  }

  private insertionInto(
    d: number,
    stops: readonly Stop[],
    node: number,
    role: Role,
    moving: number,
    mealSkipDay: number,
    /** Only gains above this count (the greedy fill wants gains above zero): the rest are not timed. */
    floor = Number.NEGATIVE_INFINITY,
  ) {
    if (!this.hasRoomIn(d, stops, node, role)) return null;
    const windows = this.problem.windows(role, node, d);
    if (windows.length === 0) return null;
    const value = this.addedValue(d, stops, node, role, moving, mealSkipDay);
    if (value === Number.NEGATIVE_INFINITY) return null;
    const m = this.problem.minutes;
    let best: Insertion | null = null;
    // On a whole-day trip, out-of-town stops go before the town's; on an evening outing, after them.
    let from = 0;
    let to = stops.length;
    const { away, awayLast } = this.setup[d]!;
    if (away) {
      // The stops that come first (out of town, or the town's before an evening outing) and those after them.
      const first = (i: number) => (awayLast ? !away(i) : away(i));
      // Before an evening outing only the town's visits are kept first: a meal in town may come either side.
      const free = (i: number, r: Role) => awayLast && r !== SIGHT && !away(i);
      let firstSecond = -1;
      let lastFirst = -1;
      for (let i = 0; i < stops.length; i++) {
        if (free(stops[i]!.node, stops[i]!.role)) continue;
        if (first(stops[i]!.node)) lastFirst = i;
        else if (firstSecond < 0) firstSecond = i;
      }
      if (free(node, role)) {
        // Either side of the outing.
      } else if (first(node)) to = firstSecond < 0 ? stops.length : firstSecond;
      else from = lastFirst + 1;
    }
    // An experience's own meal goes right after its visit, the visit right before its meal.
    const own = this.problem.ownMeal[node] === 1 ? stops.findIndex((s) => s.node === node) : -1;
    if (own >= 0) {
      from = Math.max(from, role === SIGHT ? own : own + 1);
      to = Math.min(to, from);
    }
    for (let pos = from; pos <= to; pos++) {
      const prev = pos === 0 ? HOTEL : stops[pos - 1]!.node;
      const next = pos < stops.length ? stops[pos]!.node : HOTEL;
      const added = m(prev, node) + m(node, next) - m(prev, next);
      // The detour of a meal counts the way back to the base after the last stop: dinner in town after a day
      // trip is on the way home, not a detour.
      // On a day with no stops yet, the way from the accommodation and back is the day's, not the meal's.
      if (
        role !== SIGHT &&
        stops.length > 0 &&
        this.mealDetour(d, prev, node, next, added) > this.mealDetourCap
      )
        continue;
      let delta = value - (role === SIGHT ? WEIGHTS.travelPerMinute : WEIGHTS.mealTravelPerMinute) * added;
      if (delta <= (best ? best.delta : floor)) continue;
      // Stops are chosen so that the day does not come back to an area it has left.
      const zig = zigzagsWith(this.problem, stops, pos, node);
      if (zig > 0) delta -= zig * (role === SIGHT ? WEIGHTS.sightZigzag : WEIGHTS.mealZigzag);
      if (delta <= (best ? best.delta : floor)) continue;
      if (this.fitsAt(d, stops, pos, node, role, windows)) best = { pos, delta };
    }
    return best;
  }

  /**
   * The detour to a meal between `prev` and `next` on day d. Without an accommodation the way back after the last stop
   * counts nothing (the day ends where it ends), so a dinner after an evening out of town (Amber Fort's show, 11 km
   * out) is judged against the way back to the centre, where such a traveller heads, not against staying out there.
   */
  private mealDetour(d: number, prev: number, node: number, next: number, added: number): number {
    // Back in town from a day trip at the end of the day, the way to any meal in town is the way home: no detour
    // at all. Not before another stop: Lantau's cable car, lunch in Sai Kung, then the Peak was no way home.
    const away = this.setup[d]!.away;
    if (away && prev !== HOTEL && next === HOTEL && away(prev) && !away(node)) return 0;
    if (next !== HOTEL || prev === HOTEL || this.problem.hasAccommodation) return added;
    const toCentre = (i: number) => this.problem.roundTripFromCentre(i) / 2;
    return Math.min(added, this.problem.minutes(prev, node) + toCentre(node) - toCentre(prev));
  }

  /** When the traveller can be at `node` as the day's first stop. */
  private firstArrival(d: number, node: number): number {
    return this.problem.leaveFor(d, node) + this.problem.minutes(HOTEL, node);
  }

  /** Whether a timed route of day d stays feasible with `node` inserted at `pos`. */
  private fitsAt(
    d: number,
    stops: readonly Stop[],
    pos: number,
    node: number,
    role: Role,
    windows: readonly number[],
  ): boolean {
    const p = this.problem;
    const arrival = pos === 0 ? this.firstArrival(d, node) : this.readyAfter(stops[pos - 1]!, node);
    const start = earliestStart(windows, arrival);
    if (start < 0) return false;
    let end = start + p.stay(role, node);
    let at = node;
    for (let j = pos; j < stops.length; j++) {
      const s = stops[j]!;
      const t = ceilStep(end + p.changeover(at, s.node));
      if (t <= s.start) return true;
      const st = earliestStart(p.windows(s.role, s.node, d), t);
      if (st < 0) return false;
      end = st + p.stay(s.role, s.node);
      at = s.node;
    }
    return this.backInTime(d, end, at);
  }

  private backInTime(d: number, end: number, last: number): boolean {
    const backBy = this.problem.days[d]!.backBy;
    return backBy === undefined || end + this.problem.minutes(last, HOTEL) <= backBy;
  }

  private readyAfter(prev: Stop, node: number): number {
    return prev.end + this.problem.changeover(prev.node, node);
  }

  insert(d: number, pos: number, node: number, role: Role): void {
    this.days[d]!.splice(pos, 0, { node, role, start: 0, end: 0 });
    this.count(d, node, role, 1);
    if (!this.retime(d)) throw new Error('infeasible insertion');
  }

  /**
   * Inserts like `insert`, or returns false with nothing changed when the day would not fit (a route whose times
   * were spread or that an insertion check judged against times the day no longer has).
   */
  tryInsert(d: number, pos: number, node: number, role: Role): boolean {
    const times = timesOf(this.days[d]!);
    this.days[d]!.splice(pos, 0, { node, role, start: 0, end: 0 });
    if (this.retime(d)) {
      this.count(d, node, role, 1);
      return true;
    }
    this.days[d]!.splice(pos, 1);
    setTimes(this.days[d]!, times);
    return false;
  }

  private count(d: number, node: number, role: Role, by: 1 | -1): void {
    if (role === SIGHT) this.sightUses[node]! += by;
    else {
      this.mealDays[node * this.D + d]! += by;
      this.meals[node]! += by;
    }
  }

  /** Removes the stop at `pos`; false (and nothing changed) if the rest of the day would not fit. */
  remove(d: number, pos: number): boolean {
    const stops = this.days[d]!;
    const times = timesOf(stops);
    const [gone] = stops.splice(pos, 1);
    if (!this.retime(d)) {
      // Possible when travel times break the triangle inequality, or when the day was timed otherwise than from
      // its earliest start (a day leaving early for a place's doors): put it back as it was, times and all. Timed
      // again from scratch, the day may not fit, and a failed timing leaves its stops overlapping.
      stops.splice(pos, 0, gone!);
      setTimes(stops, times);
      return false;
    }
    this.count(d, gone!.node, gone!.role, -1);
    return true;
  }

  /** Replaces day d's route (same places, new order or times); false and unchanged if infeasible. */
  setRoute(d: number, route: readonly Stop[]): boolean {
    const stops = this.days[d]!;
    const saved = stops.map((s) => ({ ...s }));
    stops.splice(0, stops.length, ...route.map((s) => ({ ...s })));
    if (this.retime(d)) return true;
    stops.splice(0, stops.length, ...saved);
    return false;
  }

  /** Recomputes the earliest start of every stop of day d; false if some stop no longer fits. */
  retime(d: number): boolean {
    return this.timeRoute(d, this.days[d]!);
  }

  /** Sets the earliest start of every stop of a route of day d; false if some stop does not fit. */
  private timeRoute(d: number, route: Stop[]): boolean {
    const p = this.problem;
    let prev = HOTEL;
    let ready = route[0] ? p.leaveFor(d, route[0].node) : p.days[d]!.start;
    for (const s of route) {
      const t = prev === HOTEL ? ready + p.minutes(HOTEL, s.node) : ready + p.changeover(prev, s.node);
      const start = earliestStart(p.windows(s.role, s.node, d), t);
      if (start < 0) return false;
      s.start = start;
      s.end = start + p.stay(s.role, s.node);
      prev = s.node;
      ready = s.end;
    }
    return route.length === 0 || this.backInTime(d, ready, prev);
  }
}

/** The start and end of each stop of a route, in order, to put back with `setTimes`. */
function timesOf(route: readonly Stop[]): Int32Array {
  const times = new Int32Array(2 * route.length);
  route.forEach((s, k) => {
    times[2 * k] = s.start;
    times[2 * k + 1] = s.end;
  });
  return times;
}

function setTimes(route: Stop[], times: Int32Array): void {
  route.forEach((s, k) => {
    s.start = times[2 * k]!;
    s.end = times[2 * k + 1]!;
  });
}

/** Travel minutes of a route from the base, through its stops, back to the base. */
export function routeTravel(p: Problem, route: readonly Stop[]): number {
  if (route.length === 0) return 0;
  let prev = HOTEL;
  let total = 0;
  for (const s of route) {
    total += p.minutes(prev, s.node);
    prev = s.node;
  }
  return total + p.minutes(prev, HOTEL);
}

/** Cafes and restaurants visited (not eaten at) in a route. */
function eateriesIn(p: Problem, route: readonly Stop[]): number {
  let n = 0;
  for (const s of route) if (s.role === SIGHT && p.isEatery[s.node]) n++;
  return n;
}

function sightsIn(route: readonly Stop[]): number {
  let n = 0;
  for (const s of route) if (s.role === SIGHT) n++;
  return n;
}

/**
 * How many A -> B -> back-to-A returns involve `node` once inserted at `pos` of the route: the node as B (a stop
 * before and one after), as A (two after) or as the return (two before). Plain loops: this runs for every
 * insertion the search tries.
 */
export function zigzagsWith(p: Problem, stops: readonly Stop[], pos: number, node: number): number {
  const n = stops.length;
  let count = 0;
  for (let i = 0; i < pos; i++) {
    const a = stops[i]!.node;
    if (!p.apart(a, node)) continue;
    for (let m = pos; m < n; m++) {
      const c = stops[m]!.node;
      if (a !== c && p.apart(node, c) && p.together(a, c)) count++;
    }
  }
  for (let j = pos; j < n; j++) {
    const b = stops[j]!.node;
    if (!p.apart(node, b)) continue;
    for (let m = j + 1; m < n; m++) {
      const c = stops[m]!.node;
      if (node !== c && p.apart(b, c) && p.together(node, c)) count++;
    }
  }
  for (let j = 0; j < pos; j++) {
    const b = stops[j]!.node;
    if (!p.apart(b, node)) continue;
    for (let i = 0; i < j; i++) {
      const a = stops[i]!.node;
      if (a !== node && p.apart(a, b) && p.together(a, node)) count++;
    }
  }
  return count;
}
