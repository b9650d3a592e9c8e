// The final order of each day: dynamic programming over subsets of the day's stops (days of up to 8), keeping for
// every (visited set, last stop) a few Pareto-best labels of (end time, travel minutes). Ending earlier keeps
// more orders feasible, travelling less is the goal; the day gets the feasible order with the least travel if
// that beats the order it has.
import { HOTEL } from './problem.ts';
import { keepsDayOrder, type Solution, type Stop } from './solution.ts';
import { earliestStart } from './time-windows.ts';

/** Labels kept per state; ending early and travelling little mostly agree, so few are ever needed. */
const LABELS = 4;
const MAX_EXACT = 8;

export function sequenceDay(sol: Solution, d: number): void {
  const stops = sol.days[d]!;
  const k = stops.length;
  if (k < 3 || k > MAX_EXACT) return;
  const p = sol.problem;
  const windows = stops.map((s) => p.windows(s.role, s.node, d));
  const stay = stops.map((s) => p.stay(s.role, s.node));
  const leg = new Int32Array(k * k);
  for (let a = 0; a < k; a++)
    for (let b = 0; b < k; b++) leg[a * k + b] = p.minutes(stops[a]!.node, stops[b]!.node);

  const states = (1 << k) * k;
  const count = new Uint8Array(states);
  const end = new Int32Array(states * LABELS);
  const travel = new Int32Array(states * LABELS);
  /** Parent label as (state * LABELS + slot), -1 at the start. */
  const parent = new Int32Array(states * LABELS);

  const add = (state: number, e: number, t: number, from: number) => {
    const base = state * LABELS;
    let c = count[state]!;
    for (let i = 0; i < c; i++) if (end[base + i]! <= e && travel[base + i]! <= t) return;
    // Drop labels the new one dominates.
    let w = 0;
    for (let i = 0; i < c; i++) {
      if (e <= end[base + i]! && t <= travel[base + i]!) continue;
      end[base + w] = end[base + i]!;
      travel[base + w] = travel[base + i]!;
      parent[base + w] = parent[base + i]!;
      w++;
    }
    c = w;
    let slot = c;
    if (c === LABELS) {
      // Full: keep the earliest end and the least travel; a label that is neither makes room.
      let minEnd = 0;
      let minTravel = 0;
      for (let i = 1; i < c; i++) {
        if (end[base + i]! < end[base + minEnd]!) minEnd = i;
        if (travel[base + i]! < travel[base + minTravel]!) minTravel = i;
      }
      const newIsExtreme = e < end[base + minEnd]! || t < travel[base + minTravel]!;
      if (!newIsExtreme) return;
      slot = 0;
      while (slot === minEnd || slot === minTravel) slot++;
      // With LABELS >= 3 some slot is neither extreme; should the new label take both extremes, any slot goes.
      if (e < end[base + minEnd]! && t < travel[base + minTravel]!) slot = minEnd;
    } else c++;
    end[base + slot] = e;
    travel[base + slot] = t;
    parent[base + slot] = from;
    count[state] = c;
  };

  const day = p.days[d]!;
  for (let j = 0; j < k; j++) {
    const first = p.minutes(HOTEL, stops[j]!.node);
    const start = earliestStart(windows[j]!, p.leaveFor(d, stops[j]!.node) + first);
    if (start >= 0) add((1 << j) * k + j, start + stay[j]!, first, -1);
  }
  const full = (1 << k) - 1;
  for (let mask = 1; mask < full; mask++) {
    for (let j = 0; j < k; j++) {
      const state = mask * k + j;
      const c = count[state]!;
      for (let i = 0; i < c; i++) {
        const label = state * LABELS + i;
        for (let nx = 0; nx < k; nx++) {
          if (mask & (1 << nx)) continue;
          const l = leg[j * k + nx]!;
          const start = earliestStart(
            windows[nx]!,
            end[label]! + p.changeover(stops[j]!.node, stops[nx]!.node),
          );
          if (start >= 0) add((mask | (1 << nx)) * k + nx, start + stay[nx]!, travel[label]! + l, label);
        }
      }
    }
  }
  // The way back to the base counts, and on the last day it must be done by the departure.
  let best = -1;
  let bestTravel = 0;
  for (let j = 0; j < k; j++) {
    const state = full * k + j;
    const back = p.minutes(stops[j]!.node, HOTEL);
    for (let i = 0; i < count[state]!; i++) {
      const label = state * LABELS + i;
      if (day.backBy !== undefined && end[label]! + back > day.backBy) continue;
      const total = travel[label]! + back;
      if (best < 0 || total < bestTravel || (total === bestTravel && end[label]! < end[best]!)) {
        best = label;
        bestTravel = total;
      }
    }
  }
  if (best < 0 || bestTravel >= sol.travelOf(d)) return;
  const order: Stop[] = [];
  for (let label = best; label >= 0; label = parent[label]!) {
    order.push(stops[Math.floor(label / LABELS) % k]!);
  }
  order.reverse();
  if (!keepsDayOrder(sol, d, order)) return;
  sol.setRoute(d, order);
}
