// Heuristic dynamic programming for one tour (an orienteering problem with time windows over a given set of
// customers): labels (last customer, start time, score, visited set) are extended in order of start time; at
// each customer only a few non-dominated labels are kept (more score and an earlier time dominate; the visited
// set is ignored, which makes it a heuristic). Time windows make good tours nearly chronological, so this
// rebuilds a whole tour far better than insertion alone.
import type { Model } from './model.ts';
import { EPS } from './solution.ts';

export class RouteDP {
  private readonly words: number;
  private capLabels: number;
  private node: Int32Array;
  private time: Float64Array;
  private score: Float64Array;
  private count: Int32Array;
  private parent: Int32Array;
  private dead: Uint8Array;
  private sets: Uint32Array;
  private kindCounts: Uint8Array;
  private heap: Int32Array;
  private readonly frontier: Int32Array[];
  private readonly frontierSize: Int32Array;
  private readonly key: Int32Array;
  private readonly kinds: number;
  lastLabels = 0;
  private readonly mark: Int32Array;
  private markId = 0;

  constructor(
    private readonly model: Model,
    private readonly perNode = 8,
    /**
     * Dominance also requires the dominating label's visited set to be a subset of the other's. Stronger
     * answers on small instances; on large ones the weak (set-blind) dominance prunes far more and wins.
     */
    private readonly exact = model.n <= 80,
  ) {
    const { n, group } = model;
    // Visited-set keys: a customer's group when it has one (so a group is visited at most once), else itself.
    this.key = new Int32Array(n);
    for (let v = 0; v < n; v++) this.key[v] = group[v]! >= 0 ? n + group[v]! : v;
    this.words = Math.ceil((n + model.groups + 1) / 32);
    this.kinds = model.kinds;
    this.capLabels = 0;
    this.node = new Int32Array(0);
    this.time = new Float64Array(0);
    this.score = new Float64Array(0);
    this.count = new Int32Array(0);
    this.parent = new Int32Array(0);
    this.dead = new Uint8Array(0);
    this.sets = new Uint32Array(0);
    this.kindCounts = new Uint8Array(0);
    this.heap = new Int32Array(0);
    this.grow(4096);
    this.frontier = Array.from({ length: n }, () => new Int32Array(perNode + 1));
    this.frontierSize = new Int32Array(n);
    this.mark = new Int32Array(n);
  }

  /** Whether label o's set is inside (set at base) + key. */
  private subsetOf(o: number, base: number, key: number): boolean {
    const W = this.words;
    const sets = this.sets;
    const kw = key >>> 5;
    for (let w = 0; w < W; w++) {
      let b = sets[base + w]!;
      if (w === kw) b |= 1 << (key & 31);
      if ((sets[o * W + w]! & ~b) !== 0) return false;
    }
    return true;
  }

  /** Whether (set at base) + key is inside label o's set. */
  private supersetOf(o: number, base: number, key: number): boolean {
    const W = this.words;
    const sets = this.sets;
    const kw = key >>> 5;
    for (let w = 0; w < W; w++) {
      let b = sets[base + w]!;
      if (w === kw) b |= 1 << (key & 31);
      if ((b & ~sets[o * W + w]!) !== 0) return false;
    }
    return true;
  }

  private grow(size: number): void {
    const copy = <T extends Int32Array | Float64Array | Uint8Array | Uint32Array>(
      a: T,
      make: (k: number) => T,
      k: number,
    ) => {
      const b = make(k);
      b.set(a);
      return b;
    };
    this.node = copy(this.node, (k) => new Int32Array(k), size);
    this.time = copy(this.time, (k) => new Float64Array(k), size);
    this.score = copy(this.score, (k) => new Float64Array(k), size);
    this.count = copy(this.count, (k) => new Int32Array(k), size);
    this.parent = copy(this.parent, (k) => new Int32Array(k), size);
    this.dead = copy(this.dead, (k) => new Uint8Array(k), size);
    this.sets = copy(this.sets, (k) => new Uint32Array(k), size * this.words);
    this.kindCounts = copy(this.kindCounts, (k) => new Uint8Array(k), size * this.kinds);
    this.heap = copy(this.heap, (k) => new Int32Array(k), size);
    this.capLabels = size;
  }

  /**
   * Best tour t over the customers listed in `allowed` (with `bonus[v]` added to their score, for seeded
   * variation). Returns the customers in order, or null when no label was built.
   */
  solve(
    t: number,
    allowed: Int32Array,
    allowedCount: number,
    maxLabels = 200_000,
    bonus?: Float64Array,
    granular = 40,
  ): number[] | null {
    this.markId++;
    for (let q = 0; q < allowedCount; q++) this.mark[allowed[q]!] = this.markId;
    const {
      n,
      time: T,
      cost: C,
      service,
      open,
      close,
      score,
      maxStops,
      kind,
      kindCap,
      travelWeight,
    } = this.model;
    const tn = t * n;
    const W = this.words;
    const K = this.perNode;
    const kinds = this.kinds;
    const tmax = close[tn]!;
    this.frontierSize.fill(0);
    let nl = 0;
    let heapSize = 0;
    const push = (label: number) => {
      let i = heapSize++;
      const tl = this.time[label]!;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (this.time[this.heap[p]!]! <= tl) break;
        this.heap[i] = this.heap[p]!;
        i = p;
      }
      this.heap[i] = label;
    };
    const pop = (): number => {
      const top = this.heap[0]!;
      const last = this.heap[--heapSize]!;
      const tl = this.time[last]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= heapSize) break;
        if (c + 1 < heapSize && this.time[this.heap[c + 1]!]! < this.time[this.heap[c]!]!) c++;
        if (this.time[this.heap[c]!]! >= tl) break;
        this.heap[i] = this.heap[c]!;
        i = c;
      }
      this.heap[i] = last;
      return top;
    };
    // Root label at the depot.
    this.node[0] = 0;
    this.time[0] = open[tn]!;
    this.score[0] = 0;
    this.count[0] = 0;
    this.parent[0] = -1;
    this.dead[0] = 0;
    this.sets.fill(0, 0, W);
    this.kindCounts.fill(0, 0, kinds);
    nl = 1;
    push(0);
    let best = 0;
    const cap = maxStops[t]!;
    const countMatters = cap < n - 1;
    while (heapSize > 0) {
      const L = pop();
      if (this.dead[L]) continue;
      const i = this.node[L]!;
      const depart = this.time[L]! + service[i]!;
      const sL = this.score[L]!;
      const cL = this.count[L]!;
      if (cL >= cap) continue;
      const setBase = L * W;
      const nb = this.model.neighbours[i]!;
      const viaList = i !== 0 && granular < nb.length;
      const limit = viaList ? granular : allowedCount;
      for (let q0 = 0; q0 < limit; q0++) {
        const j = viaList ? nb[q0]! : allowed[q0]!;
        if (viaList && this.mark[j] !== this.markId) continue;
        const kj = this.key[j]!;
        if (this.sets[setBase + (kj >>> 5)]! & (1 << (kj & 31))) continue;
        const a = depart + T[i * n + j]!;
        if (a > close[tn + j]! + EPS) continue;
        const s = Math.max(a, open[tn + j]!);
        if (s + service[j]! + T[j * n]! > tmax + EPS) continue;
        const kd = kind[j]!;
        if (kd > 0 && this.kindCounts[L * kinds + kd]! >= kindCap[(tn / n) * kinds + kd]!) continue;
        const ns = sL + score[tn + j]! + (bonus ? bonus[j]! : 0) - travelWeight * C[i * n + j]!;
        // Dominance against the labels kept at j.
        const fr = this.frontier[j]!;
        let size = this.frontierSize[j]!;
        let dominated = false;
        for (let q = 0; q < size; q++) {
          const o = fr[q]!;
          if (
            this.score[o]! >= ns - EPS &&
            this.time[o]! <= s + EPS &&
            (!countMatters || this.count[o]! <= cL + 1) &&
            (!this.exact || this.subsetOf(o, setBase, kj))
          ) {
            dominated = true;
            break;
          }
        }
        if (dominated) continue;
        // Drop the labels the new one dominates.
        for (let q = size - 1; q >= 0; q--) {
          const o = fr[q]!;
          if (
            ns >= this.score[o]! - EPS &&
            s <= this.time[o]! + EPS &&
            (!countMatters || cL + 1 <= this.count[o]!) &&
            (!this.exact || this.supersetOf(o, setBase, kj))
          ) {
            this.dead[o] = 1;
            fr[q] = fr[--size]!;
          }
        }
        if (nl >= this.capLabels) {
          if (nl >= maxLabels) continue;
          this.grow(Math.min(maxLabels, this.capLabels * 2));
        }
        const nlab = nl++;
        this.node[nlab] = j;
        this.time[nlab] = s;
        this.score[nlab] = ns;
        this.count[nlab] = cL + 1;
        this.parent[nlab] = L;
        this.dead[nlab] = 0;
        this.sets.copyWithin(nlab * W, setBase, setBase + W);
        this.sets[nlab * W + (kj >>> 5)]! |= 1 << (kj & 31);
        if (kinds > 1) {
          this.kindCounts.copyWithin(nlab * kinds, L * kinds, L * kinds + kinds);
          if (kd > 0) this.kindCounts[nlab * kinds + kd]!++;
        }
        const full = ns - travelWeight * C[j * n]!;
        if (full > this.score[best]! - travelWeight * C[this.node[best]! * n]! + EPS) best = nlab;
        fr[size++] = nlab;
        if (size > K) {
          // Keep the frontier small: drop the lowest score.
          let worst = 0;
          for (let q = 1; q < size; q++) if (this.score[fr[q]!]! < this.score[fr[worst]!]!) worst = q;
          this.dead[fr[worst]!] = 1;
          fr[worst] = fr[--size]!;
        }
        this.frontierSize[j] = size;
        push(nlab);
      }
    }
    this.lastLabels = nl;
    if (best === 0) return [];
    const route: number[] = [];
    for (let l = best; l > 0; l = this.parent[l]!) route.push(this.node[l]!);
    return route.reverse();
  }
}
