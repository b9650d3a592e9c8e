// TOPTW solver: ruin-and-recreate iterated local search with simulated-annealing acceptance, started from
// tours built by a heuristic dynamic programme.
//
// - Construction: the tours one after the other by the route DP (routedp.ts), then greedy insertion.
// - Recreate: greedy insertion of unvisited customers by the ratio score^a / shift (the time the insertion
//   consumes), with seeded noise. The best insertion of every candidate in every tour is cached and only the
//   modified tour is re-evaluated after an insertion (max-shift bookkeeping makes each test O(1)); tours the
//   ruin did not touch stay saturated, so there only the freed customers are evaluated. Customers the ruin
//   just removed come back only when nothing else fits (so the search does not rebuild what it destroyed).
// - Ruin: random removal, related removal (the customers nearest a seed), string removal (runs of consecutive
//   customers in tours near a seed, after Christiaens & Vanden Berghe's SISR) or a segment of every tour (the
//   "shake" of Vansteenwegen et al. 2009); up to half of the visited customers.
// - Local search (localsearch.ts) on candidates close to the current solution: 2-opt, or-opt, relocation,
//   swaps and tail exchanges that shorten tours, then "replace" moves, then insertion again.
// - Acceptance: simulated annealing on the objective with a temperature that falls with the used budget
//   (time or iterations); after a long stall the search goes back to the best solution and rebuilds one of
//   its tours with the route DP under random score bonuses.
import { createRng, type Rng } from '../rng.ts';
import type { ToptwInstance } from './instance.ts';
import { LocalSearch } from './localsearch.ts';
import { buildModel, type Model } from './model.ts';
import { RouteDP } from './routedp.ts';
import { EPS, Solution } from './solution.ts';

const INF = Number.POSITIVE_INFINITY;
/** A DP rebuild of a tour may bring in the free customers among this many nearest neighbours of its own. */
const REBUILD_NEIGHBOURS = 20;

/** Search parameters; the defaults were tuned on the Solomon and Cordeau TOPTW benchmarks. */
export interface Tuning {
  /** Largest ruin, as a share of the visited customers. */
  ruinShare: number;
  /** Largest ruin, in customers. */
  ruinMax: number;
  /** Multiplicative noise on the insertion ratio. */
  noise: number;
  /** Start and end temperature, as shares of the mean customer score. */
  tempStart: number;
  tempEnd: number;
  /** Candidates within this share of the current objective get the local search. */
  lsWindow: number;
  /** Iterations without a new best before going back to it. */
  stall: number;
  /** Labels kept per customer by the route DP. */
  dpLabels: number;
  /** Route DP dominance also compares visited sets: 'auto' = for instances of up to 80 vertices. */
  dpExact: boolean | 'auto';
  /** Score noise of a DP rebuild (share of the customer's score). */
  dpNoise: number;
  /** Probability of a DP rebuild instead of a ruin. */
  dpRate: number;
}

export const DEFAULT_TUNING: Readonly<Tuning> = {
  ruinShare: 0.5,
  ruinMax: 30,
  noise: 0.3,
  tempStart: 1,
  tempEnd: 0.05,
  lsWindow: 0.02,
  stall: 2000,
  dpLabels: 8,
  dpExact: 'auto',
  dpNoise: 0.3,
  dpRate: 0.01,
};

export interface SolveOptions {
  seed?: number;
  /** Stop after this many iterations (default 3000 when there is no time limit). */
  maxIterations?: number;
  /** Stop after this many milliseconds as measured by `now` (which must then be given). */
  timeLimitMs?: number;
  /** A clock in milliseconds, e.g. performance.now; the solver itself never reads the time. */
  now?: () => number;
  tuning?: Partial<Tuning>;
}

export interface SolveResult {
  tours: number[][];
  score: number;
  objective: number;
  iterations: number;
}

class Search {
  readonly model: Model;
  readonly rng: Rng;
  readonly p: Tuning;
  readonly ls: LocalSearch;
  readonly dp: RouteDP;
  // Recreate workspace.
  private readonly cands: Int32Array;
  private readonly cacheShift: Float64Array;
  private readonly cachePos: Int32Array;
  /** Customers removed by the last ruin. */
  private readonly removed: Uint8Array;
  /** Tours the last ruin touched. */
  private readonly touched: Uint8Array;
  /** Groups the last ruin freed. */
  private readonly groupFreed: Uint8Array;
  private readonly positive: Uint8Array;
  private readonly delta: number;
  private readonly meanScore: number;
  private readonly allowed: Int32Array;
  private readonly stamp: Int32Array;
  private stampId = 0;
  private readonly bonus: Float64Array;
  private readonly sortBuf: Int32Array;

  constructor(
    model: Model,
    seed: number,
    tuning: Tuning,
    readonly startedAt: number,
  ) {
    this.model = model;
    this.p = tuning;
    this.rng = createRng(seed);
    const { n, m } = model;
    this.cands = new Int32Array(n);
    this.cacheShift = new Float64Array(n * m);
    this.cachePos = new Int32Array(n * m);
    this.removed = new Uint8Array(n);
    this.touched = new Uint8Array(m);
    this.groupFreed = new Uint8Array(Math.max(1, model.groups));
    this.positive = new Uint8Array(n);
    this.allowed = new Int32Array(n);
    this.stamp = new Int32Array(n);
    this.bonus = new Float64Array(n);
    this.sortBuf = new Int32Array(n);
    this.ls = new LocalSearch(model);
    this.dp = new RouteDP(model, tuning.dpLabels, tuning.dpExact === 'auto' ? model.n <= 80 : tuning.dpExact);
    let sum = 0;
    let count = 0;
    for (let v = 1; v < n; v++) {
      let best = 0;
      for (let t = 0; t < m; t++) {
        const s = model.score[t * n + v]!;
        if (s > 0 && model.close[t * n + v]! > -1e14) {
          this.positive[v] = 1;
          if (s > best) best = s;
        }
      }
      if (this.positive[v]) {
        sum += best;
        count++;
      }
    }
    this.meanScore = count > 0 ? sum / count : 1;
    let tsum = 0;
    for (let i = 0; i < n * n; i++) tsum += model.time[i]!;
    this.delta = Math.max(1e-6, (tsum / Math.max(1, n * n - n)) * 1e-3);
  }

  private free(sol: Solution, v: number): boolean {
    return sol.where[v]! < 0 && this.positive[v] === 1 && sol.groupFree(v);
  }

  /**
   * Greedy insertion until nothing fits. With `partial`, tours not flagged in `touched` are assumed saturated
   * and only the customers flagged in `removed` are evaluated there; those customers are also inserted only
   * when nothing else fits.
   */
  recreate(sol: Solution, alpha: number, noise: number, partial: boolean): void {
    const { n, m, score, cost, travelWeight, group } = this.model;
    const groupFreed = this.groupFreed;
    const cands = this.cands;
    const cs = this.cacheShift;
    const cp = this.cachePos;
    const removed = this.removed;
    const touched = this.touched;
    let nc = 0;
    for (let v = 1; v < n; v++) if (this.free(sol, v)) cands[nc++] = v;
    for (let c = 0; c < nc; c++) {
      const v = cands[c]!;
      for (let t = 0; t < m; t++) {
        const idx = c * m + t;
        const fresh = !partial || touched[t] || removed[v] || (group[v]! >= 0 && groupFreed[group[v]!]);
        if (fresh && score[t * n + v]! > 0 && sol.tourAccepts(v, t)) {
          cs[idx] = sol.bestInsertion(v, t);
          cp[idx] = sol.bestPos;
        } else cs[idx] = INF;
      }
    }
    const delta = this.delta;
    const rng = this.rng;
    const cap = sol.cap;
    while (nc > 0) {
      let bestC = -1;
      let bestT = -1;
      let bestVal = -INF;
      let bannedC = -1;
      let bannedT = -1;
      let bannedVal = -INF;
      for (let c = 0; c < nc; c++) {
        const v = cands[c]!;
        for (let t = 0; t < m; t++) {
          const sh = cs[c * m + t]!;
          if (sh === INF) continue;
          let gain = score[t * n + v]!;
          if (travelWeight > 0) {
            const p = cp[c * m + t]!;
            const i = sol.nodes[t * cap + p - 1]!;
            const k = sol.nodes[t * cap + p]!;
            gain -= travelWeight * (cost[i * n + v]! + cost[v * n + k]! - cost[i * n + k]!);
            if (gain <= 0) continue;
          }
          let val = (alpha === 1 ? gain : gain * gain) / (Math.max(sh, 0) + delta);
          if (noise > 0) val *= 1 + noise * rng.next();
          if (partial && removed[v]) {
            if (val > bannedVal) {
              bannedVal = val;
              bannedC = c;
              bannedT = t;
            }
          } else if (val > bestVal) {
            bestVal = val;
            bestC = c;
            bestT = t;
          }
        }
      }
      if (bestC < 0) {
        bestC = bannedC;
        bestT = bannedT;
      }
      if (bestC < 0) break;
      const v = cands[bestC]!;
      sol.insert(v, bestT, cp[bestC * m + bestT]!);
      // Drop v (and the rest of its group) from the candidates.
      const g = group[v]!;
      for (let c = nc - 1; c >= 0; c--) {
        const u = cands[c]!;
        if (u === v || (g >= 0 && group[u] === g)) {
          nc--;
          cands[c] = cands[nc]!;
          for (let t = 0; t < m; t++) {
            cs[c * m + t] = cs[nc * m + t]!;
            cp[c * m + t] = cp[nc * m + t]!;
          }
        }
      }
      // Only tour bestT changed; a candidate that did not fit there before does not fit now.
      for (let c = 0; c < nc; c++) {
        const idx = c * m + bestT;
        if (cs[idx] === INF) continue;
        const u = cands[c]!;
        if (sol.tourAccepts(u, bestT)) {
          cs[idx] = sol.bestInsertion(u, bestT);
          cp[idx] = sol.bestPos;
        } else cs[idx] = INF;
      }
    }
  }

  /** Removes about k customers with one of the ruin operators; flags them in `removed` and their tours. */
  ruin(sol: Solution, k: number): void {
    const { n, m, neighbours } = this.model;
    const rng = this.rng;
    const mark = this.removed;
    mark.fill(0);
    this.touched.fill(0);
    if (sol.visited === 0) return;
    const op = rng.int(4);
    const cap = sol.cap;
    if (op === 0) {
      // Random removal.
      let removed = 0;
      for (let tries = 0; removed < k && tries < 4 * k + 10; tries++) {
        const t = rng.int(m);
        const L = sol.len[t]!;
        if (L === 0) continue;
        const v = sol.nodes[t * cap + 1 + rng.int(L)]!;
        if (!mark[v]) {
          mark[v] = 1;
          removed++;
        }
      }
    } else if (op === 1) {
      // Related removal: the visited customers nearest a random seed (visited or not).
      const seed = 1 + rng.int(n - 1);
      let removed = 0;
      if (sol.where[seed]! >= 0) {
        mark[seed] = 1;
        removed++;
      }
      const nb = neighbours[seed]!;
      for (let i = 0; i < nb.length && removed < k; i++) {
        const u = nb[i]!;
        if (sol.where[u]! >= 0 && rng.next() < 0.9) {
          mark[u] = 1;
          removed++;
        }
      }
    } else if (op === 2) {
      // Strings of consecutive customers in the tours nearest a seed.
      const seed = 1 + rng.int(n - 1);
      const nb = neighbours[seed]!;
      const maxString = Math.max(1, Math.min(10, Math.round(k / 2)));
      const strings = 1 + rng.int(Math.min(m, 3));
      const done = this.touched;
      let count = 0;
      let removed = 0;
      for (let i = -1; i < nb.length && count < strings && removed < k; i++) {
        const u = i < 0 ? seed : nb[i]!;
        const t = sol.where[u]!;
        if (t < 0 || done[t]) continue;
        done[t] = 1;
        count++;
        const L = sol.len[t]!;
        const len = Math.min(L, 1 + rng.int(maxString));
        const first = Math.max(1, Math.min(L - len + 1, sol.pos[u]! - rng.int(len)));
        for (let q = first; q < first + len; q++) {
          mark[sol.nodes[t * cap + q]!] = 1;
          removed++;
        }
      }
    } else {
      // A segment of every tour.
      for (let t = 0; t < m; t++) {
        const L = sol.len[t]!;
        if (L === 0) continue;
        const len = Math.min(L, 1 + rng.int(Math.max(1, Math.ceil(k / m))));
        const first = 1 + rng.int(L - len + 1);
        for (let q = first; q < first + len; q++) mark[sol.nodes[t * cap + q]!] = 1;
      }
    }
    this.groupFreed.fill(0);
    const group = this.model.group;
    for (let v = 1; v < n; v++) {
      if (!mark[v]) continue;
      this.touched[sol.where[v]!] = 1;
      if (group[v]! >= 0) this.groupFreed[group[v]!] = 1;
    }
    sol.removeMarked(mark);
  }

  /** Builds the tours one after the other with the route DP over the customers still free. */
  construct(sol: Solution): void {
    const { n, m } = this.model;
    for (let t = 0; t < m; t++) {
      let count = 0;
      for (let v = 1; v < n; v++) if (this.free(sol, v)) this.allowed[count++] = v;
      const route = this.dp.solve(t, this.allowed, count);
      if (route) sol.setTour(t, route);
    }
  }

  /**
   * Rebuilds one tour with the route DP over its customers and the free customers near them (all free ones
   * when `wide` or for an empty tour), under random score bonuses.
   */
  rebuild(sol: Solution, noise: number, wide: boolean): void {
    const { n, m, score, neighbours } = this.model;
    const rng = this.rng;
    const t = rng.int(m);
    const own = sol.tours()[t]!;
    sol.setTour(t, []);
    const id = ++this.stampId;
    let count = 0;
    const add = (v: number) => {
      if (this.stamp[v] === id || !this.free(sol, v)) return;
      this.stamp[v] = id;
      this.allowed[count++] = v;
      this.bonus[v] = score[t * n + v]! * noise * rng.next();
    };
    if (wide || own.length === 0) {
      for (let v = 1; v < n; v++) add(v);
    } else {
      for (const c of own) {
        add(c);
        const nb = neighbours[c]!;
        for (let k = 0; k < Math.min(REBUILD_NEIGHBOURS, nb.length); k++) add(nb[k]!);
      }
    }
    const route = this.dp.solve(t, this.allowed, count, 200_000, this.bonus);
    sol.setTour(t, route && route.length > 0 ? route : own);
  }

  /**
   * Local search, refill, replace; repeated while it pays. The solution must be saturated (no free customer
   * fits anywhere); only the tours the moves changed are then searched for insertions.
   */
  improve(sol: Solution): void {
    const { n, maxScore } = this.model;
    const ls = this.ls;
    for (let round = 0; round < 4; round++) {
      const before = sol.objective();
      const visited = sol.visited;
      ls.changed.fill(0);
      ls.run(sol);
      this.refill(sol, ls.changed, []);
      // Replace: free customers by decreasing best score.
      let nc = 0;
      for (let v = 1; v < n; v++) if (sol.where[v]! < 0 && this.positive[v]) this.sortBuf[nc++] = v;
      const list = this.sortBuf.subarray(0, nc).sort((a, b) => maxScore[b]! - maxScore[a]! || a - b);
      ls.summarizeAll(sol);
      ls.changed.fill(0);
      ls.replaced.length = 0;
      if (ls.replace(sol, list, nc)) this.refill(sol, ls.changed, ls.replaced);
      if (sol.objective() <= before + 1e-9 && sol.visited === visited) break;
    }
  }

  /** Insertion into the given tours (others are saturated), plus the given freed customers anywhere. */
  private refill(sol: Solution, tours: Uint8Array, freed: readonly number[]): void {
    this.touched.set(tours);
    this.removed.fill(0);
    this.groupFreed.fill(0);
    const group = this.model.group;
    for (const v of freed) {
      this.removed[v] = 1;
      if (group[v]! >= 0) this.groupFreed[group[v]!] = 1;
    }
    this.recreate(sol, 2, 0, true);
  }

  run(opts: SolveOptions): { best: Solution; iterations: number } {
    const model = this.model;
    const p = this.p;
    const rng = this.rng;
    const timed = opts.timeLimitMs !== undefined && opts.now !== undefined;
    const maxIter = opts.maxIterations ?? (timed ? INF : 3000);
    const now = opts.now ?? (() => 0);
    const t0 = this.startedAt;
    const limit = opts.timeLimitMs ?? 0;
    const stall = timed ? p.stall : Math.min(p.stall, Math.max(50, Math.floor(maxIter / 8)));
    let longest = 0;
    let prevEl = 0;

    const cur = new Solution(model);
    this.construct(cur);
    this.recreate(cur, 2, 0, false);
    this.improve(cur);
    const best = cur.clone();
    const cand = cur.clone();
    let bestObj = best.objective();
    let curObj = bestObj;
    let lastImprove = 0;
    const T0 = this.meanScore * p.tempStart;
    const T1 = this.meanScore * p.tempEnd;
    let iter = 0;
    let frac = 0;
    // Every customer worth anything is visited: nothing left to gain (up to the travel term).
    const bound = model.scoreBound - 1e-9;
    for (; iter < maxIter && !(model.travelWeight === 0 && best.score >= bound); iter++) {
      if (timed) {
        // Stop when the next iteration could overrun the limit (the longest one so far is the guess).
        const el = now() - t0;
        if (el - prevEl > longest) longest = el - prevEl;
        prevEl = el;
        if (el + longest >= limit) break;
        frac = el / limit;
      } else frac = iter / maxIter;
      const temp = T0 * (T1 / T0) ** frac;
      cand.copyFrom(cur);
      if (p.dpRate > 0 && rng.next() < p.dpRate) {
        this.rebuild(cand, p.dpNoise, false);
        this.recreate(cand, 2, 0, false);
      } else {
        const maxK = Math.max(2, Math.min(p.ruinMax, Math.round(cand.visited * p.ruinShare)));
        this.ruin(cand, 1 + rng.int(maxK));
        this.recreate(cand, rng.next() < 0.5 ? 1 : 2, p.noise, true);
      }
      let obj = cand.objective();
      if (obj >= curObj - p.lsWindow * Math.abs(curObj) - 1e-9) {
        this.improve(cand);
        obj = cand.objective();
      }
      if (obj >= curObj - EPS || obj > curObj + temp * Math.log(rng.next() + 1e-300)) {
        cur.copyFrom(cand);
        curObj = obj;
        if (obj > bestObj + 1e-9) {
          best.copyFrom(cur);
          bestObj = obj;
          lastImprove = iter;
        }
      }
      if (iter - lastImprove > stall) {
        cur.copyFrom(best);
        this.rebuild(cur, p.dpNoise * (1 + 3 * rng.next()), true);
        this.recreate(cur, 2, 0, false);
        this.improve(cur);
        curObj = cur.objective();
        lastImprove = iter;
      }
    }
    return { best, iterations: iter };
  }
}

export function solveToptw(inst: ToptwInstance, options: SolveOptions = {}): SolveResult {
  const startedAt = options.now ? options.now() : 0;
  const model = buildModel(inst);
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const search = new Search(model, options.seed ?? 1, tuning, startedAt);
  const { best, iterations } = search.run(options);
  return { tours: best.tours(), score: best.score, objective: best.objective(), iterations };
}
