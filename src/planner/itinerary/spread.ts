// Balancing a day's free time. The solver times every stop as early as it can, which, when the daily limit stops
// it adding visits, leaves the whole afternoon empty before an evening dinner. Keeping the order, this finds the
// start times (inside every window, after every leg) that make the longest idle stretch between 9:30 and 21:00 as
// short as possible, and uses them when the earliest times would leave a gap of 2.5 hours or more.
import { HOTEL, type Problem } from './problem.ts';
import type { Stop } from './solution.ts';
import { ceilStep, TIME_STEP } from './time-windows.ts';

/** Idle time counts between these local times. */
export const IDLE_FROM = 9 * 60 + 30;
export const IDLE_TO = 21 * 60;
/** A gap this long is worth spreading the day for. */
export const LONG_GAP_MINUTES = 150;

type Intervals = number[]; // flat, sorted, disjoint closed intervals [a0, b0, a1, b1, ...]

function intersect(a: Intervals, b: readonly number[]): Intervals {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i]!, b[j]!);
    const hi = Math.min(a[i + 1]!, b[j + 1]!);
    if (lo <= hi) out.push(lo, hi);
    if (a[i + 1]! < b[j + 1]!) i += 2;
    else j += 2;
  }
  return out;
}

function merge(pairs: [number, number][]): Intervals {
  pairs.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    const n = out.length;
    if (n > 0 && lo <= out[n - 1]!) out[n - 1] = Math.max(out[n - 1]!, hi);
    else out.push(lo, hi);
  }
  return out;
}

/**
 * The longest idle stretch of a timed route, counted between IDLE_FROM and IDLE_TO. With `waysBusy`, the way
 * between two stops is not idle (a train back to town), as rule 8 reads it.
 */
export function longestGap(p: Problem, d: number, route: readonly Stop[], waysBusy = false): number {
  const { from, to } = span(p, d);
  let longest = 0;
  let free = from;
  route.forEach((s, i) => {
    const way = waysBusy && i > 0 ? p.minutes(route[i - 1]!.node, s.node) : 0;
    longest = Math.max(longest, Math.min(s.start, to) - Math.max(free, from) - way);
    free = Math.max(free, s.end);
  });
  return Math.max(longest, to - Math.max(free, from));
}

/** Minutes of day d's route idle in all between 9:30 and 21:00 (travel counts as busy). */
export function idleMinutes(p: Problem, d: number, route: readonly Stop[]): number {
  const { from, to } = span(p, d);
  let idle = 0;
  let free = from;
  route.forEach((s, i) => {
    const way = i > 0 ? p.minutes(route[i - 1]!.node, s.node) : 0;
    idle += Math.max(0, Math.min(s.start, to) - Math.max(free, from) - way);
    free = Math.max(free, s.end);
  });
  return idle + Math.max(0, to - Math.max(free, from));
}

function span(p: Problem, d: number): { from: number; to: number } {
  const day = p.days[d]!;
  return { from: Math.max(IDLE_FROM, day.start), to: Math.min(IDLE_TO, day.backBy ?? day.end) };
}

/**
 * Start times for the route in its order with no idle stretch longer than `gap` (clipped to the day's span),
 * or null when there are none.
 */
function timesWithin(p: Problem, d: number, route: readonly Stop[], gap: number): number[] | null {
  const day = p.days[d]!;
  const { from, to } = span(p, d);
  const k = route.length;
  const stays = route.map((s) => p.stay(s.role, s.node));
  const legs = route.map((s, i) => (i === 0 ? 0 : ceilStep(p.changeover(route[i - 1]!.node, s.node))));
  /** Latest start allowed after a stop ending at e (the gap after it stays within `gap`). */
  const upper = (e: number) => (e + gap >= to ? Number.POSITIVE_INFINITY : Math.max(e, from) + gap);
  const reach: Intervals[] = [];
  const first = ceilStep(p.leaveFor(d, route[0]!.node) + p.minutes(HOTEL, route[0]!.node));
  reach[0] = intersect([first, Math.max(first, from + gap)], p.windows(route[0]!.role, route[0]!.node, d));
  if (reach[0].length === 0) return null;
  for (let i = 1; i < k; i++) {
    const prev = reach[i - 1]!;
    const pairs: [number, number][] = [];
    for (let q = 0; q < prev.length; q += 2) {
      const lo = prev[q]! + stays[i - 1]! + legs[i]!;
      const hi = upper(prev[q + 1]! + stays[i - 1]!);
      if (lo <= hi) pairs.push([lo, Math.min(hi, 48 * 60)]);
    }
    reach[i] = intersect(merge(pairs), p.windows(route[i]!.role, route[i]!.node, d));
    if (reach[i]!.length === 0) return null;
  }
  // The last stop ends late enough (the evening is not empty) and in time to get back.
  const last = route[k - 1]!;
  const back = p.minutes(last.node, HOTEL);
  const minEnd = to - gap;
  const maxEnd = day.backBy !== undefined ? day.backBy - back : Number.POSITIVE_INFINITY;
  const lastOk = intersect(reach[k - 1]!, [
    minEnd - stays[k - 1]!,
    Math.min(maxEnd - stays[k - 1]!, 48 * 60),
  ]);
  if (lastOk.length === 0) return null;
  const starts = new Array<number>(k);
  starts[k - 1] = lastOk[0]!;
  for (let i = k - 1; i > 0; i--) {
    // The earliest start of stop i-1 from which stop i's chosen start is allowed.
    const s = starts[i]!;
    const maxE = s - legs[i]!;
    const minE = s - gap <= from ? Number.NEGATIVE_INFINITY : Math.min(to - gap, s - gap);
    const choice = intersect(reach[i - 1]!, [minE - stays[i - 1]!, maxE - stays[i - 1]!]);
    if (choice.length === 0) return null;
    starts[i - 1] = choice[0]!;
  }
  return starts;
}

/**
 * Re-times day d's route (order kept) so that no idle stretch is longer than needed, when its earliest times
 * leave one of LONG_GAP_MINUTES or more. The stops' times are updated in place.
 */
export function spreadDay(p: Problem, d: number, route: Stop[]): void {
  if (route.length === 0) return;
  const current = longestGap(p, d, route);
  if (current < LONG_GAP_MINUTES) return;
  let lo = 0;
  let hi = current - TIME_STEP;
  let best: number[] | null = null;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2 / TIME_STEP) * TIME_STEP;
    const times = timesWithin(p, d, route, mid);
    if (times) {
      best = times;
      hi = mid - TIME_STEP;
    } else lo = mid + TIME_STEP;
  }
  if (!best) return;
  route.forEach((s, i) => {
    s.start = best[i]!;
    s.end = s.start + p.stay(s.role, s.node);
  });
}
