// The solver's flat, typed-array view of an instance: every per-tour value resolved, neighbour lists sorted.
import { type ToptwInstance, tourClose, tourOpen, tourScore } from './instance.ts';

export interface Model {
  /** Vertices, depot included. */
  n: number;
  /** Tours. */
  m: number;
  /** time[i * n + j] */
  time: Float64Array;
  /** Travel cost for the objective, cost[i * n + j]; the same array as `time` unless the instance has one. */
  cost: Float64Array;
  service: Float64Array;
  /** Per tour: open[t * n + v], close[t * n + v], score[t * n + v]. */
  open: Float64Array;
  close: Float64Array;
  score: Float64Array;
  group: Int32Array;
  groups: number;
  kind: Int32Array;
  kinds: number;
  /** kindCap[t * kinds + k] */
  kindCap: Int32Array;
  maxStops: Int32Array;
  travelWeight: number;
  /** Customers sorted by travel time from each vertex (both directions), for related removals. */
  neighbours: Int32Array[];
  /** Best score of each vertex over the tours. */
  maxScore: Float64Array;
  /** Total customers' score on the best tour for each, an upper bound for the whole instance. */
  scoreBound: number;
  /** Smallest positive score, the grain of the objective. */
  minScore: number;
}

export function buildModel(inst: ToptwInstance): Model {
  const n = inst.size;
  const m = Math.max(1, Math.floor(inst.tours));
  const time = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) time[i] = Number(inst.time[i] ?? 0);
  let cost = time;
  if (inst.travelCost) {
    cost = new Float64Array(n * n);
    for (let i = 0; i < n * n; i++) cost[i] = Number(inst.travelCost[i] ?? 0);
  }
  const service = new Float64Array(n);
  for (let i = 0; i < n; i++) service[i] = Number(inst.service[i] ?? 0);
  const open = new Float64Array(m * n);
  const close = new Float64Array(m * n);
  const score = new Float64Array(m * n);
  for (let t = 0; t < m; t++) {
    for (let v = 0; v < n; v++) {
      open[t * n + v] = tourOpen(inst, t, v);
      close[t * n + v] = tourClose(inst, t, v);
      score[t * n + v] = v === 0 ? 0 : tourScore(inst, t, v);
      // Not available on this tour: a window nothing can meet.
      if (close[t * n + v]! < open[t * n + v]!) close[t * n + v] = -1e15;
    }
  }
  const group = new Int32Array(n).fill(-1);
  let groups = 0;
  if (inst.group) {
    for (let v = 1; v < n; v++) {
      const g = Number(inst.group[v] ?? -1);
      group[v] = g >= 0 ? g : -1;
      if (g >= groups) groups = g + 1;
    }
  }
  const kind = new Int32Array(n);
  let kinds = 1;
  if (inst.kind) {
    for (let v = 1; v < n; v++) {
      const k = Math.max(0, Number(inst.kind[v] ?? 0));
      kind[v] = k;
      if (k >= kinds) kinds = k + 1;
    }
  }
  const kindCap = new Int32Array(m * kinds).fill(0x3fffffff);
  const maxStops = new Int32Array(m).fill(n);
  for (let t = 0; t < m; t++) {
    const over = inst.tourOverrides?.[t];
    if (over?.maxStops !== undefined) maxStops[t] = Math.max(0, Math.floor(over.maxStops));
    if (over?.kindCap) {
      for (let k = 1; k < kinds; k++) {
        const cap = over.kindCap[k];
        if (cap !== undefined && cap < 0x3fffffff) kindCap[t * kinds + k] = Math.max(0, Math.floor(cap));
      }
    }
  }
  const neighbours: Int32Array[] = [];
  const d = new Float64Array(n);
  for (let v = 0; v < n; v++) {
    const list = new Int32Array(v === 0 ? n - 1 : n - 2);
    let k = 0;
    for (let u = 1; u < n; u++) {
      if (u === v) continue;
      d[u] = Math.min(time[v * n + u]!, time[u * n + v]!);
      list[k++] = u;
    }
    list.sort((a, b) => d[a]! - d[b]! || a - b);
    neighbours.push(list);
  }
  let scoreBound = 0;
  let minScore = Number.POSITIVE_INFINITY;
  const maxScore = new Float64Array(n);
  for (let v = 1; v < n; v++) {
    let best = 0;
    for (let t = 0; t < m; t++) best = Math.max(best, score[t * n + v]!);
    maxScore[v] = best;
    scoreBound += best;
    if (best > 0) minScore = Math.min(minScore, best);
  }
  if (!Number.isFinite(minScore)) minScore = 1;
  return {
    n,
    m,
    time,
    cost,
    service,
    open,
    close,
    score,
    group,
    groups,
    kind,
    kinds,
    kindCap,
    maxStops,
    travelWeight: inst.travelWeight ?? 0,
    neighbours,
    maxScore,
    scoreBound,
    minScore,
  };
}
