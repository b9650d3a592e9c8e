// A candidate plan: one route of stops per day, each stop timed at its earliest feasible start (waiting is
// allowed, so the earliest start is always the best one for everything after it). Insertions are checked by
// pushing the new times forward until a stop's start no longer moves.
import { DINNER, HOTEL, LUNCH, type Problem, type Role, SIGHT } from './problem.ts';
import { earliestStart } from './time-windows.ts';

export interface Stop {
  node: number;
  role: Role;
  start: number;
  end: number;
}

/** Weights of the objective: score gained minus travel minutes, with meals placed before anything else. */
export const WEIGHTS = {
  travelPerMinute: 1,
  /** Per travel minute between a visit and the centre of its day's area: keeps each day in one area. */
  areaPerMinute: 0.4,
  /** Added to every visit so that days fill up when the pool allows; a relaxed traveller gets fewer stops. */
  fillBonus: 40,
  relaxedFillBonus: 15,
  /** Each extra visit on a day costs a little more than the last (count squared): balances scarce pools. */
  crowding: 2.5,
  /** A meal always beats visits competing for its time; a repeated meal place only beats no meal at all. */
  meal: 20_000,
  repeat: 10_000,
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
  /** A stop that local search must keep (the day trip), or -1. */
  pinned: number;
}

export class Solution {
  readonly days: Stop[][];
  readonly uses: Int32Array;
  /** Meal slots held for each day: planned meals, or wanted ones not yet placed. */
  readonly mealSlots: Int32Array;
  private readonly fill: number;

  constructor(
    readonly problem: Problem,
    readonly setup: readonly DaySetup[],
    copyFrom?: Solution,
  ) {
    this.fill = problem.trip.travelStyle === 'relaxed' ? WEIGHTS.relaxedFillBonus : WEIGHTS.fillBonus;
    if (copyFrom) {
      this.days = copyFrom.days.map((d) => d.map((s) => ({ ...s })));
      this.uses = copyFrom.uses.slice();
      this.mealSlots = copyFrom.mealSlots.slice();
    } else {
      this.days = problem.days.map(() => []);
      this.uses = new Int32Array(problem.n);
      this.mealSlots = Int32Array.from(problem.days, (d) => d.meals.length);
    }
  }

  clone(): Solution {
    return new Solution(this.problem, this.setup, this);
  }

  /** What a visit of `node` on day `d` is worth, before travel. */
  sightValue(d: number, node: number): number {
    const area = this.setup[d]!.area;
    const away = area < 0 ? 0 : this.problem.between(area, node);
    return this.problem.sightScore[node]! + this.fill - WEIGHTS.areaPerMinute * away;
  }

  mealValue(node: number): number {
    return WEIGHTS.meal + this.problem.mealScore[node]!;
  }

  stopValue(d: number, stop: Stop): number {
    return stop.role === SIGHT ? this.sightValue(d, stop.node) : this.mealValue(stop.node);
  }

  travelOf(d: number): number {
    let prev = HOTEL;
    let total = 0;
    for (const s of this.days[d]!) {
      total += this.problem.minutes(prev, s.node);
      prev = s.node;
    }
    return total;
  }

  objective(): number {
    let total = 0;
    this.days.forEach((stops, d) => {
      for (const s of stops) total += this.stopValue(d, s);
      total -= WEIGHTS.travelPerMinute * this.travelOf(d) + WEIGHTS.crowding * this.sightCount(d) ** 2;
    });
    for (const u of this.uses) if (u > 1) total -= WEIGHTS.repeat * (u - 1);
    return total;
  }

  /** What one more visit on day d costs in crowding. */
  crowdingCost(d: number): number {
    return WEIGHTS.crowding * (2 * this.sightCount(d) + 1);
  }

  sightCount(d: number): number {
    let n = 0;
    for (const s of this.days[d]!) if (s.role === SIGHT) n++;
    return n;
  }

  hasMeal(d: number, role: Role): boolean {
    return this.days[d]!.some((s) => s.role === role);
  }

  /** Whether one more stop of this role fits day d's limits (ignoring time). */
  hasRoom(d: number, node: number, role: Role): boolean {
    const limit = this.problem.trip.activityLimit;
    if (role === SIGHT) {
      return (
        this.problem.isSight[node] === 1 &&
        this.setup[d]!.allowsSight(node) &&
        this.sightCount(d) < limit - this.mealSlots[d]!
      );
    }
    return !this.hasMeal(d, role) && this.days[d]!.length < limit;
  }

  /**
   * The best place in day d's route for `node` in `role`: the gain in objective (value minus added travel,
   * minus the repeat penalty when the place is already used) and the position, or null if it fits nowhere.
   */
  bestInsertion(d: number, node: number, role: Role, moving = false): Insertion | null {
    if (!this.hasRoom(d, node, role)) return null;
    const windows = this.problem.windows(role, node, d);
    if (windows.length === 0) return null;
    // `moving`: the place is about to leave its current stop, so it does not count as used.
    const used = this.uses[node]! - (moving ? 1 : 0) > 0;
    if (used && (role === SIGHT || this.days[d]!.some((s) => s.node === node))) return null;
    const value =
      (role === SIGHT ? this.sightValue(d, node) - this.crowdingCost(d) : this.mealValue(node)) -
      (used ? WEIGHTS.repeat : 0);
    const stops = this.days[d]!;
    const m = this.problem.minutes;
    let best: Insertion | null = null;
    for (let pos = 0; pos <= stops.length; pos++) {
      const prev = pos === 0 ? HOTEL : stops[pos - 1]!.node;
      const next = pos < stops.length ? stops[pos]!.node : -2;
      const added = m(prev, node) + (next === -2 ? 0 : m(node, next) - m(prev, next));
      const delta = value - WEIGHTS.travelPerMinute * added;
      if (best && delta <= best.delta) continue;
      if (this.fitsAt(d, pos, node, role, windows)) best = { pos, delta };
    }
    return best;
  }

  /** Whether the day stays feasible with `node` inserted at `pos`. */
  fitsAt(d: number, pos: number, node: number, role: Role, windows: readonly number[]): boolean {
    const p = this.problem;
    const stops = this.days[d]!;
    const arrival = pos === 0 ? p.dayStart + p.minutes(HOTEL, node) : this.readyAfter(stops[pos - 1]!, node);
    const start = earliestStart(windows, arrival);
    if (start < 0) return false;
    let end = start + p.stay(role, node);
    let at = node;
    for (let j = pos; j < stops.length; j++) {
      const s = stops[j]!;
      const t = end + p.buffer + p.minutes(at, s.node);
      if (t <= s.start) return true;
      const st = earliestStart(p.windows(s.role, s.node, d), t);
      if (st < 0) return false;
      end = st + p.stay(s.role, s.node);
      at = s.node;
    }
    return true;
  }

  private readyAfter(prev: Stop, node: number): number {
    return prev.end + this.problem.buffer + this.problem.minutes(prev.node, node);
  }

  insert(d: number, pos: number, node: number, role: Role): void {
    this.days[d]!.splice(pos, 0, { node, role, start: 0, end: 0 });
    this.uses[node]!++;
    if (!this.retime(d)) throw new Error('infeasible insertion');
  }

  /** Removes the stop at `pos`; false (and nothing changed) if the rest of the day would not fit. */
  remove(d: number, pos: number): boolean {
    const stops = this.days[d]!;
    const [gone] = stops.splice(pos, 1);
    if (!this.retime(d)) {
      // Only possible when travel times break the triangle inequality badly; put it back as it was.
      stops.splice(pos, 0, gone!);
      this.retime(d);
      return false;
    }
    this.uses[gone!.node]!--;
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
    const p = this.problem;
    let prev = HOTEL;
    let ready = p.dayStart;
    for (const s of this.days[d]!) {
      const t =
        prev === HOTEL ? ready + p.minutes(HOTEL, s.node) : ready + p.buffer + p.minutes(prev, s.node);
      const start = earliestStart(p.windows(s.role, s.node, d), t);
      if (start < 0) return false;
      s.start = start;
      s.end = start + p.stay(s.role, s.node);
      prev = s.node;
      ready = s.end;
    }
    return true;
  }

  /** Meal roles wanted on day d that are not placed yet. */
  missingMeals(d: number): Role[] {
    const roles: Role[] = [];
    for (const meal of this.problem.days[d]!.meals) {
      const role = meal === 'lunch' ? LUNCH : DINNER;
      if (!this.hasMeal(d, role)) roles.push(role);
    }
    return roles;
  }
}
