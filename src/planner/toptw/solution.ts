// A working TOPTW solution with the bookkeeping of Vansteenwegen et al. (2009): for every position the
// arrival, start of service, waiting time and "max shift" (how much later service there may start without
// breaking a later window or Tmax). With it, the feasibility of inserting a customer between two others is
// an O(1) test, and an insertion or removal updates one tour in O(length).
import type { Model } from './model.ts';

/** Solver-side tolerance (tighter than the checker's, so whatever the solver accepts, the checker accepts). */
export const EPS = 1e-7;
const INF = Number.POSITIVE_INFINITY;

export class Solution {
  readonly cap: number;
  /** nodes[t * cap + p]: position 0 and len + 1 hold the depot. */
  readonly nodes: Int32Array;
  readonly len: Int32Array;
  readonly arr: Float64Array;
  readonly start: Float64Array;
  readonly wait: Float64Array;
  readonly slack: Float64Array;
  /** Travel cost per tour (model.cost, the travel time unless the instance says otherwise). */
  readonly travel: Float64Array;
  /** Tour of each vertex, -1 when unvisited; and its position there. */
  readonly where: Int32Array;
  readonly pos: Int32Array;
  readonly groupCount: Int32Array;
  readonly kindCount: Int32Array;
  score = 0;
  visited = 0;

  constructor(readonly model: Model) {
    const { n, m } = model;
    this.cap = n + 2;
    this.nodes = new Int32Array(m * this.cap);
    this.len = new Int32Array(m);
    this.arr = new Float64Array(m * this.cap);
    this.start = new Float64Array(m * this.cap);
    this.wait = new Float64Array(m * this.cap);
    this.slack = new Float64Array(m * this.cap);
    this.travel = new Float64Array(m);
    this.where = new Int32Array(n).fill(-1);
    this.pos = new Int32Array(n);
    this.groupCount = new Int32Array(Math.max(1, model.groups));
    this.kindCount = new Int32Array(m * model.kinds);
    for (let t = 0; t < m; t++) this.recompute(t);
  }

  copyFrom(o: Solution): void {
    this.nodes.set(o.nodes);
    this.len.set(o.len);
    this.arr.set(o.arr);
    this.start.set(o.start);
    this.wait.set(o.wait);
    this.slack.set(o.slack);
    this.travel.set(o.travel);
    this.where.set(o.where);
    this.pos.set(o.pos);
    this.groupCount.set(o.groupCount);
    this.kindCount.set(o.kindCount);
    this.score = o.score;
    this.visited = o.visited;
  }

  clone(): Solution {
    const s = new Solution(this.model);
    s.copyFrom(this);
    return s;
  }

  totalTravel(): number {
    let sum = 0;
    for (let t = 0; t < this.model.m; t++) sum += this.travel[t]!;
    return sum;
  }

  objective(): number {
    const w = this.model.travelWeight;
    return w === 0 ? this.score : this.score - w * this.totalTravel();
  }

  /** Time the tour gets back to the depot. */
  endTime(t: number): number {
    return this.arr[t * this.cap + this.len[t]! + 1]!;
  }

  /** Recomputes arrival, start, waiting and max shift along tour t. */
  recompute(t: number): void {
    const { n, time, cost, service, open, close } = this.model;
    const cap = this.cap;
    const base = t * cap;
    const tn = t * n;
    const L = this.len[t]!;
    const nodes = this.nodes;
    const arr = this.arr;
    const start = this.start;
    const wait = this.wait;
    const slack = this.slack;
    nodes[base] = 0;
    nodes[base + L + 1] = 0;
    let s = open[tn]!;
    arr[base] = s;
    start[base] = s;
    wait[base] = 0;
    let prev = 0;
    let tr = 0;
    for (let p = 1; p <= L + 1; p++) {
      const v = nodes[base + p]!;
      const leg = time[prev * n + v]!;
      tr += cost[prev * n + v]!;
      const a = s + service[prev]! + leg;
      const o = p <= L ? open[tn + v]! : a;
      s = Math.max(a, o);
      arr[base + p] = a;
      start[base + p] = s;
      wait[base + p] = s - a;
      if (p <= L) this.pos[v] = p;
      prev = v;
    }
    let ms = close[tn]! - start[base + L + 1]!;
    slack[base + L + 1] = ms;
    for (let p = L; p >= 1; p--) {
      const v = nodes[base + p]!;
      const viaNext = wait[base + p + 1]! + ms;
      const own = close[tn + v]! - start[base + p]!;
      ms = Math.min(own, viaNext);
      slack[base + p] = ms;
    }
    slack[base] = wait[base + 1]! + ms;
    this.travel[t] = tr;
  }

  /** Whether tour t may take one more vertex like v (stop cap, kind cap); group checked separately. */
  tourAccepts(v: number, t: number): boolean {
    const model = this.model;
    if (this.len[t]! >= model.maxStops[t]!) return false;
    const k = model.kind[v]!;
    return k === 0 || this.kindCount[t * model.kinds + k]! < model.kindCap[t * model.kinds + k]!;
  }

  groupFree(v: number): boolean {
    const g = this.model.group[v]!;
    return g < 0 || this.groupCount[g] === 0;
  }

  /**
   * Arrival shift at the successor when v is inserted before position p of tour t (1 <= p <= len + 1),
   * or Infinity when that breaks a window or Tmax.
   */
  shiftAt(v: number, t: number, p: number): number {
    const { n, time, service, open, close } = this.model;
    const base = t * this.cap;
    const i = this.nodes[base + p - 1]!;
    const k = this.nodes[base + p]!;
    const a = this.start[base + p - 1]! + service[i]! + time[i * n + v]!;
    const tn = t * n;
    if (a > close[tn + v]! + EPS) return INF;
    const o = open[tn + v]!;
    const s = Math.max(a, o);
    const shift = s + service[v]! + time[v * n + k]! - this.arr[base + p]!;
    return shift <= this.wait[base + p]! + this.slack[base + p]! + EPS ? shift : INF;
  }

  /** Best (smallest shift) position for v on tour t; returns the shift and leaves the position in bestPos. */
  bestPos = 0;
  bestInsertion(v: number, t: number): number {
    const { n, time, service, open, close } = this.model;
    const base = t * this.cap;
    const tn = t * n;
    const L = this.len[t]!;
    const cv = close[tn + v]! + EPS;
    const ov = open[tn + v]!;
    const sv = service[v]!;
    const nodes = this.nodes;
    const start = this.start;
    let best = INF;
    let bestPos = -1;
    let i = nodes[base]!;
    for (let p = 1; p <= L + 1; p++) {
      const sp = start[base + p - 1]!;
      if (sp > cv) break;
      const k = nodes[base + p]!;
      const a = sp + service[i]! + time[i * n + v]!;
      if (a <= cv) {
        const s = Math.max(a, ov);
        const shift = s + sv + time[v * n + k]! - this.arr[base + p]!;
        if (shift < best && shift <= this.wait[base + p]! + this.slack[base + p]! + EPS) {
          best = shift;
          bestPos = p;
        }
      }
      i = k;
    }
    this.bestPos = bestPos;
    return best;
  }

  insert(v: number, t: number, p: number): void {
    const model = this.model;
    const base = t * this.cap;
    const L = this.len[t]!;
    this.nodes.copyWithin(base + p + 1, base + p, base + L + 2);
    this.nodes[base + p] = v;
    this.len[t] = L + 1;
    this.where[v] = t;
    const g = model.group[v]!;
    if (g >= 0) this.groupCount[g]!++;
    this.kindCount[t * model.kinds + model.kind[v]!]!++;
    this.score += model.score[t * model.n + v]!;
    this.visited++;
    this.recompute(t);
  }

  /** Removes the customer at position p of tour t without recomputing the tour. */
  detachAt(t: number, p: number): number {
    const model = this.model;
    const base = t * this.cap;
    const L = this.len[t]!;
    const v = this.nodes[base + p]!;
    this.nodes.copyWithin(base + p, base + p + 1, base + L + 2);
    this.len[t] = L - 1;
    this.where[v] = -1;
    const g = model.group[v]!;
    if (g >= 0) this.groupCount[g]!--;
    this.kindCount[t * model.kinds + model.kind[v]!]!--;
    this.score -= model.score[t * model.n + v]!;
    this.visited--;
    return v;
  }

  removeAt(t: number, p: number): number {
    const v = this.detachAt(t, p);
    this.recompute(t);
    return v;
  }

  /** Removes every customer flagged in `mark` (by vertex), then recomputes the tours touched. */
  removeMarked(mark: Uint8Array): void {
    const m = this.model.m;
    for (let t = 0; t < m; t++) {
      const base = t * this.cap;
      let touched = false;
      for (let p = this.len[t]!; p >= 1; p--) {
        if (mark[this.nodes[base + p]!]) {
          this.detachAt(t, p);
          touched = true;
        }
      }
      if (touched) this.recompute(t);
    }
  }

  tours(): number[][] {
    const out: number[][] = [];
    for (let t = 0; t < this.model.m; t++) {
      const base = t * this.cap;
      out.push(Array.from(this.nodes.subarray(base + 1, base + 1 + this.len[t]!)));
    }
    return out;
  }

  /** Replaces tour t by the given customers (no feasibility check; callers check the result). */
  setTour(t: number, customers: ArrayLike<number>): void {
    const base = t * this.cap;
    for (let p = this.len[t]!; p >= 1; p--) this.detachAt(t, p);
    const model = this.model;
    for (let i = 0; i < customers.length; i++) {
      const v = customers[i]!;
      this.nodes[base + 1 + i] = v;
      this.where[v] = t;
      const g = model.group[v]!;
      if (g >= 0) this.groupCount[g]!++;
      this.kindCount[t * model.kinds + model.kind[v]!]!++;
      this.score += model.score[t * model.n + v]!;
      this.visited++;
    }
    this.len[t] = customers.length;
    this.recompute(t);
  }

  /** Whether tour t, as recomputed, respects every window and Tmax. */
  tourFeasible(t: number): boolean {
    const { n, close } = this.model;
    const base = t * this.cap;
    const L = this.len[t]!;
    for (let p = 1; p <= L; p++) {
      if (this.start[base + p]! > close[t * n + this.nodes[base + p]!]! + EPS) return false;
    }
    return this.arr[base + L + 1]! <= close[t * n]! + EPS;
  }
}
