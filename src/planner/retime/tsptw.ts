// The exact route through a day's stops within their time windows (a travelling salesman problem with time
// windows): dynamic programming over (visited set, last stop), keeping at each state every label of (cost so far,
// time the last visit ends) that no other label beats on both. Arriving earlier never hurts (a visit may wait for
// its window), so a label that costs no more and ends no later dominates: the front is exact, and so is the answer.
// 10 stops: 1,024 x 10 states with a few labels each.

export interface TsptwStop {
  /** Closed start windows, flat [a0, b0, a1, b1 ...], sorted; a pinned time is [t, t]. */
  windows: readonly number[];
  /** Minutes the visit lasts. */
  duration: number;
}

export interface TsptwInput {
  stops: readonly TsptwStop[];
  /** When the day may begin (minutes after midnight): leaving the start, or at the first stop without one. */
  dayStart: number;
  /** Minutes from stop i to stop j as the schedule counts them (travel and any buffer). */
  gap: (i: number, j: number) => number;
  /** What the order costs between stops i and j (travel minutes or kilometres). */
  cost: (i: number, j: number) => number;
  /** With a start place (the accommodation): minutes and cost from it to stop j, and back from stop j. */
  fromStart?: { gap: (j: number) => number; cost: (j: number) => number };
  toStart?: { gap: (j: number) => number; cost: (j: number) => number };
  /** Back at the start by then (a departure), when set. */
  backBy?: number;
}

export interface TsptwResult {
  /** Stop indices in visiting order. */
  order: number[];
  /** Start minute of each stop, in visiting order. */
  starts: number[];
  cost: number;
}

/** Largest day solved exactly; the states double with each stop. */
export const TSPTW_EXACT_LIMIT = 12;

const EPS = 1e-9;

/** The earliest start at or after t inside the windows, or -1. */
export function earliestWithin(windows: readonly number[], t: number): number {
  for (let i = 0; i < windows.length; i += 2) {
    if (t <= windows[i + 1]! + EPS) return Math.max(t, windows[i]!);
  }
  return -1;
}

interface Label {
  cost: number;
  end: number;
  /** The label this one extends (at the previous state), null at the first stop. */
  parent: Label | null;
  stop: number;
  start: number;
}

/** Adds a label to a state's front unless one there beats it; drops those it beats. */
function addLabel(front: Label[], label: Label): void {
  for (const l of front) if (l.cost <= label.cost + EPS && l.end <= label.end + EPS) return;
  let w = 0;
  for (const l of front) if (!(label.cost <= l.cost + EPS && label.end <= l.end + EPS)) front[w++] = l;
  front.length = w;
  front.push(label);
}

/** The cheapest order that keeps every window, or null when none does. */
export function solveTsptw(input: TsptwInput): TsptwResult | null {
  const { stops } = input;
  const n = stops.length;
  if (n === 0) return { order: [], starts: [], cost: 0 };
  if (n > TSPTW_EXACT_LIMIT) throw new RangeError(`At most ${TSPTW_EXACT_LIMIT} stops are solved exactly.`);
  const fronts: Label[][] = Array.from({ length: (1 << n) * n }, () => []);
  for (let j = 0; j < n; j++) {
    const arrive = input.dayStart + (input.fromStart?.gap(j) ?? 0);
    const start = earliestWithin(stops[j]!.windows, arrive);
    if (start < 0) continue;
    addLabel(fronts[(1 << j) * n + j]!, {
      cost: input.fromStart?.cost(j) ?? 0,
      end: start + stops[j]!.duration,
      parent: null,
      stop: j,
      start,
    });
  }
  const full = (1 << n) - 1;
  for (let mask = 1; mask < full; mask++) {
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j))) continue;
      const front = fronts[mask * n + j]!;
      if (front.length === 0) continue;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const gap = input.gap(j, k);
        const step = input.cost(j, k);
        const target = fronts[(mask | (1 << k)) * n + k]!;
        for (const label of front) {
          const start = earliestWithin(stops[k]!.windows, label.end + gap);
          if (start < 0) continue;
          addLabel(target, {
            cost: label.cost + step,
            end: start + stops[k]!.duration,
            parent: label,
            stop: k,
            start,
          });
        }
      }
    }
  }
  let best: Label | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let j = 0; j < n; j++) {
    for (const label of fronts[full * n + j]!) {
      const back = input.toStart;
      if (input.backBy !== undefined && label.end + (back?.gap(j) ?? 0) > input.backBy + EPS) continue;
      const total = label.cost + (back?.cost(j) ?? 0);
      // Ties: the earlier end, then the lower last stop index (deterministic).
      if (
        total < bestCost - EPS ||
        (best && Math.abs(total - bestCost) <= EPS && label.end < best.end - EPS)
      ) {
        best = label;
        bestCost = total;
      }
    }
  }
  if (!best) return null;
  const order: number[] = [];
  const starts: number[] = [];
  for (let l: Label | null = best; l; l = l.parent) {
    order.push(l.stop);
    starts.push(l.start);
  }
  return { order: order.reverse(), starts: starts.reverse(), cost: bestCost };
}

/** The schedule and cost of one given order (for checks and brute force), or null when a window is missed. */
export function evaluateOrder(input: TsptwInput, order: readonly number[]): TsptwResult | null {
  let cost = 0;
  let end = 0;
  const starts: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const j = order[i]!;
    const arrive =
      i === 0 ? input.dayStart + (input.fromStart?.gap(j) ?? 0) : end + input.gap(order[i - 1]!, j);
    cost += i === 0 ? (input.fromStart?.cost(j) ?? 0) : input.cost(order[i - 1]!, j);
    const start = earliestWithin(input.stops[j]!.windows, arrive);
    if (start < 0) return null;
    starts.push(start);
    end = start + input.stops[j]!.duration;
  }
  const last = order.at(-1);
  if (last !== undefined) {
    if (input.backBy !== undefined && end + (input.toStart?.gap(last) ?? 0) > input.backBy + EPS) return null;
    cost += input.toStart?.cost(last) ?? 0;
  }
  return { order: [...order], starts, cost };
}
