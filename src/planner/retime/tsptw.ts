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

/** Adds a label to a state's front unless one there beats it; drops those it beats. Allocates only when kept. */
function addLabel(
  front: Label[],
  cost: number,
  end: number,
  parent: Label | null,
  stop: number,
  start: number,
): void {
  for (const l of front) if (l.cost <= cost + EPS && l.end <= end + EPS) return;
  let w = 0;
  for (const l of front) if (!(cost <= l.cost + EPS && end <= l.end + EPS)) front[w++] = l;
  front.length = w;
  front.push({ cost, end, parent, stop, start });
}

/** The cheapest order that keeps every window, or null when none does. */
export function solveTsptw(input: TsptwInput): TsptwResult | null {
  const { stops } = input;
  const n = stops.length;
  if (n === 0) return { order: [], starts: [], cost: 0 };
  if (n > TSPTW_EXACT_LIMIT) throw new RangeError(`At most ${TSPTW_EXACT_LIMIT} stops are solved exactly.`);
  // The ways and costs between stops, asked once (the loops below read them about 10^5 times).
  const gapM = new Float64Array(n * n);
  const costM = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (i !== j) {
        gapM[i * n + j] = input.gap(i, j);
        costM[i * n + j] = input.cost(i, j);
      }
  // A label is of no use once some stop still to visit can no longer start in time, whatever the way there: its
  // latest start is before the label's end plus the shortest way into it.
  const latest = stops.map((s) => s.windows[s.windows.length - 1] ?? Number.NEGATIVE_INFINITY);
  const shortestInto = stops.map((_, k) => {
    let m = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i++) if (i !== k) m = Math.min(m, gapM[i * n + k]!);
    return m === Number.POSITIVE_INFINITY ? 0 : m;
  });
  // For each set of visited stops, the latest end that still lets every other stop start in time (made once).
  const deadline = new Float64Array(1 << n).fill(Number.NaN);
  const tooLate = (mask: number, end: number) => {
    let d = deadline[mask]!;
    if (Number.isNaN(d)) {
      d = Number.POSITIVE_INFINITY;
      for (let k = 0; k < n; k++) if (!(mask & (1 << k))) d = Math.min(d, latest[k]! - shortestInto[k]!);
      deadline[mask] = d;
    }
    return end > d + EPS;
  };
  // Fronts are made when a label first reaches their state: most states of a windowed day are never reached.
  const fronts: (Label[] | undefined)[] = new Array((1 << n) * n);
  const frontAt = (state: number) => {
    let f = fronts[state];
    if (!f) {
      f = [];
      fronts[state] = f;
    }
    return f;
  };
  for (let j = 0; j < n; j++) {
    const arrive = input.dayStart + (input.fromStart?.gap(j) ?? 0);
    const start = earliestWithin(stops[j]!.windows, arrive);
    if (start < 0) continue;
    const end = start + stops[j]!.duration;
    if (tooLate(1 << j, end)) continue;
    addLabel(frontAt((1 << j) * n + j), input.fromStart?.cost(j) ?? 0, end, null, j, start);
  }
  const full = (1 << n) - 1;
  for (let mask = 1; mask < full; mask++) {
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j))) continue;
      const front = fronts[mask * n + j];
      if (!front || front.length === 0) continue;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const gap = gapM[j * n + k]!;
        const step = costM[j * n + k]!;
        const windows = stops[k]!.windows;
        const duration = stops[k]!.duration;
        const next = mask | (1 << k);
        let target: Label[] | undefined;
        for (const label of front) {
          const start = earliestWithin(windows, label.end + gap);
          if (start < 0) continue;
          const end = start + duration;
          if (next !== full && tooLate(next, end)) continue;
          target ??= frontAt(next * n + k);
          addLabel(target, label.cost + step, end, label, k, start);
        }
      }
    }
  }
  let best: Label | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let j = 0; j < n; j++) {
    for (const label of fronts[full * n + j] ?? []) {
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
