// Local search that shortens tours (less travel, same customers) and trades customers for better ones.
// Feasibility of a move is tested in O(1) by concatenating time-window segments (Vidal et al. 2013): a
// sequence is summarised by its minimum duration D, time warp TW (0 when feasible), and the earliest and
// latest start E, L of its first service; prefix and suffix summaries of every tour are kept up to date.
import type { Model } from './model.ts';
import { EPS, type Solution } from './solution.ts';

// Result registers of `cat` (module-level to avoid allocations in the hot loops).
let rD = 0;
let rTW = 0;
let rE = 0;
let rL = 0;

/** Summary of sequence 1 followed (after travel c) by sequence 2, into rD, rTW, rE, rL. */
function cat(
  d1: number,
  tw1: number,
  e1: number,
  l1: number,
  c: number,
  d2: number,
  tw2: number,
  e2: number,
  l2: number,
) {
  const delta = d1 - tw1 + c;
  const dwt = Math.max(e2 - delta - l1, 0);
  const dtw = Math.max(e1 + delta - l2, 0);
  rD = d1 + d2 + c + dwt;
  rTW = tw1 + tw2 + dtw;
  rE = Math.max(e2 - delta, e1) - dwt;
  rL = Math.min(l2 - delta, l1) + dtw;
}

export class LocalSearch {
  private readonly n: number;
  private readonly cap: number;
  // Prefix (nodes 0..p) and suffix (nodes p..L+1) summaries, per tour: index t * cap + p.
  private readonly pD: Float64Array;
  private readonly pTW: Float64Array;
  private readonly pE: Float64Array;
  private readonly pL: Float64Array;
  private readonly pTr: Float64Array;
  private readonly sD: Float64Array;
  private readonly sTW: Float64Array;
  private readonly sE: Float64Array;
  private readonly sL: Float64Array;
  private readonly sTr: Float64Array;
  private readonly buf: Int32Array;
  private readonly buf2: Int32Array;
  /** Tours changed by moves since the caller last cleared it. */
  readonly changed: Uint8Array;
  /** Customers taken out by `replace` since the caller last cleared it. */
  readonly replaced: number[] = [];
  /** All tours share windows and scores, and no caps apply: tails may move between tours. */
  private readonly plain: boolean;

  constructor(private readonly model: Model) {
    const { n, m } = model;
    this.n = n;
    this.cap = n + 2;
    const size = m * this.cap;
    this.pD = new Float64Array(size);
    this.pTW = new Float64Array(size);
    this.pE = new Float64Array(size);
    this.pL = new Float64Array(size);
    this.pTr = new Float64Array(size);
    this.sD = new Float64Array(size);
    this.sTW = new Float64Array(size);
    this.sE = new Float64Array(size);
    this.sL = new Float64Array(size);
    this.sTr = new Float64Array(size);
    this.buf = new Int32Array(this.cap);
    this.buf2 = new Int32Array(this.cap);
    this.changed = new Uint8Array(m);
    let plain = model.kinds <= 1 && model.groups === 0;
    for (let t = 1; t < m && plain; t++) {
      if (model.maxStops[t] !== model.maxStops[0]) plain = false;
      for (let v = 0; v < n && plain; v++) {
        if (
          model.open[t * n + v] !== model.open[v] ||
          model.close[t * n + v] !== model.close[v] ||
          model.score[t * n + v] !== model.score[v]
        ) {
          plain = false;
        }
      }
    }
    if (model.maxStops[0]! < n - 1) plain = false;
    this.plain = plain;
  }

  /** Rebuilds the prefix and suffix summaries of tour t. */
  summarize(sol: Solution, t: number): void {
    const { time, service, open, close } = this.model;
    const n = this.n;
    const base = t * this.cap;
    const tn = t * n;
    const L = sol.len[t]!;
    const nodes = sol.nodes;
    // Depot at both ends: departure window [open0, close0], return by close0.
    this.pD[base] = 0;
    this.pTW[base] = 0;
    this.pE[base] = open[tn]!;
    this.pL[base] = close[tn]!;
    this.pTr[base] = 0;
    for (let p = 1; p <= L + 1; p++) {
      const prev = nodes[base + p - 1]!;
      const v = nodes[base + p]!;
      const c = time[prev * n + v]!;
      const i = base + p - 1;
      cat(
        this.pD[i]!,
        this.pTW[i]!,
        this.pE[i]!,
        this.pL[i]!,
        c,
        service[v]!,
        0,
        open[tn + v]!,
        close[tn + v]!,
      );
      this.pD[i + 1] = rD;
      this.pTW[i + 1] = rTW;
      this.pE[i + 1] = rE;
      this.pL[i + 1] = rL;
      this.pTr[i + 1] = this.pTr[i]! + c;
    }
    const e = base + L + 1;
    this.sD[e] = 0;
    this.sTW[e] = 0;
    this.sE[e] = open[tn]!;
    this.sL[e] = close[tn]!;
    this.sTr[e] = 0;
    for (let p = L; p >= 0; p--) {
      const v = nodes[base + p]!;
      const next = nodes[base + p + 1]!;
      const c = time[v * n + next]!;
      const i = base + p + 1;
      const sv = p === 0 ? 0 : service[v]!;
      const ov = p === 0 ? open[tn]! : open[tn + v]!;
      const cv = p === 0 ? close[tn]! : close[tn + v]!;
      cat(sv, 0, ov, cv, c, this.sD[i]!, this.sTW[i]!, this.sE[i]!, this.sL[i]!);
      this.sD[i - 1] = rD;
      this.sTW[i - 1] = rTW;
      this.sE[i - 1] = rE;
      this.sL[i - 1] = rL;
      this.sTr[i - 1] = this.sTr[i]! + c;
    }
  }

  summarizeAll(sol: Solution): void {
    for (let t = 0; t < this.model.m; t++) this.summarize(sol, t);
  }

  /** Runs every move to a local optimum; returns whether anything changed. */
  run(sol: Solution, maxRounds = 50): boolean {
    const m = this.model.m;
    for (let t = 0; t < m; t++) this.summarize(sol, t);
    let changed = false;
    for (let round = 0; round < maxRounds; round++) {
      let improved = false;
      for (let t = 0; t < m; t++) {
        while (this.twoOpt(sol, t) || this.orOpt(sol, t)) improved = true;
      }
      if (m > 1) {
        while (this.relocate(sol)) improved = true;
        while (this.swap(sol)) improved = true;
        if (this.plain) while (this.twoOptStar(sol)) improved = true;
      }
      if (!improved) break;
      changed = true;
    }
    return changed;
  }

  private apply(sol: Solution, t: number, count: number, nodes: Int32Array): void {
    sol.setTour(t, nodes.subarray(0, count));
    this.touch(sol, t);
  }

  /** Re-summarises a tour after a move and records it as changed. */
  private touch(sol: Solution, t: number): void {
    this.summarize(sol, t);
    this.changed[t] = 1;
  }

  /** Reverses a run of customers inside one tour when that shortens it. First improvement. */
  twoOpt(sol: Solution, t: number): boolean {
    const { time, service, open, close } = this.model;
    const n = this.n;
    const base = t * this.cap;
    const tn = t * n;
    const L = sol.len[t]!;
    const nodes = sol.nodes;
    for (let i = 1; i < L; i++) {
      const a = nodes[base + i - 1]!;
      const vi = nodes[base + i]!;
      // rev = reversed nodes i..j, built by prepending node j.
      let d = service[vi]!;
      let tw = 0;
      let e = open[tn + vi]!;
      let l = close[tn + vi]!;
      let revTr = 0;
      for (let j = i + 1; j <= L; j++) {
        const vj = nodes[base + j]!;
        const prev = nodes[base + j - 1]!;
        const c = time[vj * n + prev]!;
        cat(service[vj]!, 0, open[tn + vj]!, close[tn + vj]!, c, d, tw, e, l);
        d = rD;
        tw = rTW;
        e = rE;
        l = rL;
        revTr += c;
        if (tw > EPS) break;
        const b = nodes[base + j + 1]!;
        const oldTr = this.pTr[base + j]! - this.pTr[base + i]!;
        const delta =
          time[a * n + vj]! + revTr + time[vi * n + b]! - time[a * n + vi]! - oldTr - time[vj * n + b]!;
        if (delta >= -EPS) continue;
        const p = base + i - 1;
        cat(this.pD[p]!, this.pTW[p]!, this.pE[p]!, this.pL[p]!, time[a * n + vj]!, d, tw, e, l);
        const s = base + j + 1;
        cat(rD, rTW, rE, rL, time[vi * n + b]!, this.sD[s]!, this.sTW[s]!, this.sE[s]!, this.sL[s]!);
        if (rTW > EPS) continue;
        const out = this.buf;
        let k = 0;
        for (let q = 1; q < i; q++) out[k++] = nodes[base + q]!;
        for (let q = j; q >= i; q--) out[k++] = nodes[base + q]!;
        for (let q = j + 1; q <= L; q++) out[k++] = nodes[base + q]!;
        this.apply(sol, t, k, out);
        return true;
      }
    }
    return false;
  }

  /** Moves a run of 1 to 3 customers elsewhere in the same tour when that shortens it. First improvement. */
  orOpt(sol: Solution, t: number): boolean {
    const { time, service, open, close } = this.model;
    const n = this.n;
    const base = t * this.cap;
    const tn = t * n;
    const L = sol.len[t]!;
    const nodes = sol.nodes;
    for (let len = 1; len <= 3; len++) {
      for (let i = 1; i + len - 1 <= L; i++) {
        const first = nodes[base + i]!;
        const last = nodes[base + i + len - 1]!;
        const before = nodes[base + i - 1]!;
        const after = nodes[base + i + len]!;
        const gain = time[before * n + first]! + time[last * n + after]! - time[before * n + after]!;
        if (gain <= EPS) continue;
        // Summary of the run itself.
        let gd = service[first]!;
        let gtw = 0;
        let ge = open[tn + first]!;
        let gl = close[tn + first]!;
        for (let q = i + 1; q < i + len; q++) {
          const v = nodes[base + q]!;
          cat(
            gd,
            gtw,
            ge,
            gl,
            time[nodes[base + q - 1]! * n + v]!,
            service[v]!,
            0,
            open[tn + v]!,
            close[tn + v]!,
          );
          gd = rD;
          gtw = rTW;
          ge = rE;
          gl = rL;
        }
        // Forward: after node j (j >= i + len): prefix(i-1) + mid(i+len..j) + run + suffix(j+1).
        let md = 0;
        let mtw = 0;
        let me = 0;
        let ml = 0;
        for (let j = i + len; j <= L; j++) {
          const vj = nodes[base + j]!;
          if (j === i + len) {
            cat(
              this.pD[base + i - 1]!,
              this.pTW[base + i - 1]!,
              this.pE[base + i - 1]!,
              this.pL[base + i - 1]!,
              time[before * n + vj]!,
              service[vj]!,
              0,
              open[tn + vj]!,
              close[tn + vj]!,
            );
          } else {
            cat(
              md,
              mtw,
              me,
              ml,
              time[nodes[base + j - 1]! * n + vj]!,
              service[vj]!,
              0,
              open[tn + vj]!,
              close[tn + vj]!,
            );
          }
          md = rD;
          mtw = rTW;
          me = rE;
          ml = rL;
          if (mtw > EPS) break;
          const nx = nodes[base + j + 1]!;
          const cost = time[vj * n + first]! + time[last * n + nx]! - time[vj * n + nx]!;
          if (cost >= gain - EPS) continue;
          cat(md, mtw, me, ml, time[vj * n + first]!, gd, gtw, ge, gl);
          const s = base + j + 1;
          cat(rD, rTW, rE, rL, time[last * n + nx]!, this.sD[s]!, this.sTW[s]!, this.sE[s]!, this.sL[s]!);
          if (rTW > EPS) continue;
          const out = this.buf;
          let k = 0;
          for (let q = 1; q < i; q++) out[k++] = nodes[base + q]!;
          for (let q = i + len; q <= j; q++) out[k++] = nodes[base + q]!;
          for (let q = i; q < i + len; q++) out[k++] = nodes[base + q]!;
          for (let q = j + 1; q <= L; q++) out[k++] = nodes[base + q]!;
          this.apply(sol, t, k, out);
          return true;
        }
        // Backward: after node j (j <= i - 2): prefix(j) + run + mid(j+1..i-1) + suffix(i+len).
        for (let j = i - 2; j >= 0; j--) {
          const vj = nodes[base + j]!;
          const nx = nodes[base + j + 1]!;
          const cost = time[vj * n + first]! + time[last * n + nx]! - time[vj * n + nx]!;
          if (cost >= gain - EPS) continue;
          cat(
            this.pD[base + j]!,
            this.pTW[base + j]!,
            this.pE[base + j]!,
            this.pL[base + j]!,
            time[vj * n + first]!,
            gd,
            gtw,
            ge,
            gl,
          );
          let d = rD;
          let tw = rTW;
          let e = rE;
          let l = rL;
          let prev = last;
          for (let q = j + 1; q < i && tw <= EPS; q++) {
            const v = nodes[base + q]!;
            cat(d, tw, e, l, time[prev * n + v]!, service[v]!, 0, open[tn + v]!, close[tn + v]!);
            d = rD;
            tw = rTW;
            e = rE;
            l = rL;
            prev = v;
          }
          if (tw > EPS) continue;
          const s = base + i + len;
          cat(d, tw, e, l, time[prev * n + after]!, this.sD[s]!, this.sTW[s]!, this.sE[s]!, this.sL[s]!);
          if (rTW > EPS) continue;
          const out = this.buf;
          let k = 0;
          for (let q = 1; q <= j; q++) out[k++] = nodes[base + q]!;
          for (let q = i; q < i + len; q++) out[k++] = nodes[base + q]!;
          for (let q = j + 1; q < i; q++) out[k++] = nodes[base + q]!;
          for (let q = i + len; q <= L; q++) out[k++] = nodes[base + q]!;
          this.apply(sol, t, k, out);
          return true;
        }
      }
    }
    return false;
  }

  /** Objective change of moving v from tour a to tour b, travel aside. */
  /**
   * Time warp (0 when feasible) of tour prefix `p`, then customer `u` reached from node `from` (time windows of
   * tour offset `tn`), then tour suffix `s` reached from `u` through node `to`.
   */
  private warpThrough(p: number, from: number, u: number, to: number, s: number, tn: number): number {
    const { time, service, open, close } = this.model;
    const n = this.n;
    cat(
      this.pD[p]!,
      this.pTW[p]!,
      this.pE[p]!,
      this.pL[p]!,
      time[from * n + u]!,
      service[u]!,
      0,
      open[tn + u]!,
      close[tn + u]!,
    );
    cat(rD, rTW, rE, rL, time[u * n + to]!, this.sD[s]!, this.sTW[s]!, this.sE[s]!, this.sL[s]!);
    return rTW;
  }

  private scoreDelta(v: number, a: number, b: number): number {
    const n = this.n;
    return this.model.score[b * n + v]! - this.model.score[a * n + v]!;
  }

  /**
   * Moves customers to other tours when that improves the objective, or keeps it and shortens travel. One pass
   * over all customers (moves are applied as found); returns whether anything moved.
   */
  relocate(sol: Solution): boolean {
    const { m, time, cost: C, open, close, travelWeight } = this.model;
    const n = this.n;
    const cap = this.cap;
    const nodes = sol.nodes;
    let moved = false;
    for (let a = 0; a < m; a++) {
      for (let i = 1; i <= sol.len[a]!; ) {
        const v = nodes[a * cap + i]!;
        const before = nodes[a * cap + i - 1]!;
        const after = nodes[a * cap + i + 1]!;
        const gain = time[before * n + v]! + time[v * n + after]! - time[before * n + after]!;
        const cGain = C[before * n + v]! + C[v * n + after]! - C[before * n + after]!;
        let done = false;
        for (let b = 0; b < m && !done; b++) {
          if (b === a || !sol.tourAccepts(v, b)) continue;
          const ds = this.scoreDelta(v, a, b);
          const bn = b * n;
          if (close[bn + v]! < open[bn + v]!) continue;
          const Lb = sol.len[b]!;
          for (let j = 0; j <= Lb; j++) {
            const x = nodes[b * cap + j]!;
            const y = nodes[b * cap + j + 1]!;
            const cost = time[x * n + v]! + time[v * n + y]! - time[x * n + y]!;
            const dObj = ds - travelWeight * (C[x * n + v]! + C[v * n + y]! - C[x * n + y]! - cGain);
            if (dObj < -EPS || (dObj <= EPS && cost >= gain - EPS)) continue;
            if (this.warpThrough(b * cap + j, x, v, y, b * cap + j + 1, bn) > EPS) continue;
            // The tour it leaves must stay feasible too (travel times need not obey the triangle inequality).
            const pa = a * cap + i - 1;
            const sa = a * cap + i + 1;
            cat(
              this.pD[pa]!,
              this.pTW[pa]!,
              this.pE[pa]!,
              this.pL[pa]!,
              time[before * n + after]!,
              this.sD[sa]!,
              this.sTW[sa]!,
              this.sE[sa]!,
              this.sL[sa]!,
            );
            if (rTW > EPS) continue;
            sol.removeAt(a, i);
            sol.insert(v, b, j + 1);
            this.touch(sol, a);
            this.touch(sol, b);
            done = true;
            moved = true;
            break;
          }
        }
        // After a move the next customer of tour a is at position i.
        if (!done) i++;
      }
    }
    return moved;
  }

  /**
   * Exchanges customers of different tours when that shortens travel (or improves the objective). One pass
   * (swaps are applied as found); returns whether anything changed.
   */
  swap(sol: Solution): boolean {
    const { m, time, cost: C, open, close, travelWeight, kind } = this.model;
    const n = this.n;
    const cap = this.cap;
    const nodes = sol.nodes;
    let swapped = false;
    for (let a = 0; a < m; a++) {
      const La = sol.len[a]!;
      const an = a * n;
      for (let b = a + 1; b < m; b++) {
        const Lb = sol.len[b]!;
        const bn = b * n;
        outer: for (let i = 1; i <= La; i++) {
          const v = nodes[a * cap + i]!;
          const va = nodes[a * cap + i - 1]!;
          const vb = nodes[a * cap + i + 1]!;
          if (close[bn + v]! < open[bn + v]!) continue;
          for (let j = 1; j <= Lb; j++) {
            const u = nodes[b * cap + j]!;
            if (close[an + u]! < open[an + u]!) continue;
            const ua = nodes[b * cap + j - 1]!;
            const ub = nodes[b * cap + j + 1]!;
            const dTr =
              time[va * n + u]! +
              time[u * n + vb]! -
              time[va * n + v]! -
              time[v * n + vb]! +
              time[ua * n + v]! +
              time[v * n + ub]! -
              time[ua * n + u]! -
              time[u * n + ub]!;
            const ds = this.scoreDelta(v, a, b) + this.scoreDelta(u, b, a);
            const dCost =
              C === time
                ? dTr
                : C[va * n + u]! +
                  C[u * n + vb]! -
                  C[va * n + v]! -
                  C[v * n + vb]! +
                  C[ua * n + v]! +
                  C[v * n + ub]! -
                  C[ua * n + u]! -
                  C[u * n + ub]!;
            const dObj = ds - travelWeight * dCost;
            if (dObj < -EPS || (dObj <= EPS && dTr >= -EPS)) continue;
            if (kind[u] !== kind[v] && (!this.kindRoom(sol, u, a, v) || !this.kindRoom(sol, v, b, u)))
              continue;
            if (this.warpThrough(a * cap + i - 1, va, u, vb, a * cap + i + 1, an) > EPS) continue;
            if (this.warpThrough(b * cap + j - 1, ua, v, ub, b * cap + j + 1, bn) > EPS) continue;
            sol.removeAt(a, i);
            sol.removeAt(b, j);
            sol.insert(u, a, i);
            sol.insert(v, b, j);
            this.touch(sol, a);
            this.touch(sol, b);
            swapped = true;
            continue outer;
          }
        }
      }
    }
    return swapped;
  }

  /** Whether tour t may take u in place of v as far as kind caps go. */
  private kindRoom(sol: Solution, u: number, t: number, v: number): boolean {
    const { kind, kinds, kindCap } = this.model;
    const k = kind[u]!;
    if (k === 0 || k === kind[v]) return true;
    return sol.kindCount[t * kinds + k]! < kindCap[t * kinds + k]!;
  }

  /** Exchanges the tails of two tours when that shortens travel (identical tours only). */
  twoOptStar(sol: Solution): boolean {
    const { m, time } = this.model;
    const n = this.n;
    const cap = this.cap;
    const nodes = sol.nodes;
    for (let a = 0; a < m; a++) {
      const La = sol.len[a]!;
      for (let b = a + 1; b < m; b++) {
        const Lb = sol.len[b]!;
        for (let i = 0; i <= La; i++) {
          const x = nodes[a * cap + i]!;
          const x2 = nodes[a * cap + i + 1]!;
          for (let j = 0; j <= Lb; j++) {
            if (i === 0 && j === 0) continue;
            if (i === La && j === Lb) continue;
            const y = nodes[b * cap + j]!;
            const y2 = nodes[b * cap + j + 1]!;
            const dTr = time[x * n + y2]! + time[y * n + x2]! - time[x * n + x2]! - time[y * n + y2]!;
            if (dTr >= -EPS) continue;
            let p = a * cap + i;
            let s = b * cap + j + 1;
            cat(
              this.pD[p]!,
              this.pTW[p]!,
              this.pE[p]!,
              this.pL[p]!,
              time[x * n + y2]!,
              this.sD[s]!,
              this.sTW[s]!,
              this.sE[s]!,
              this.sL[s]!,
            );
            if (rTW > EPS) continue;
            p = b * cap + j;
            s = a * cap + i + 1;
            cat(
              this.pD[p]!,
              this.pTW[p]!,
              this.pE[p]!,
              this.pL[p]!,
              time[y * n + x2]!,
              this.sD[s]!,
              this.sTW[s]!,
              this.sE[s]!,
              this.sL[s]!,
            );
            if (rTW > EPS) continue;
            const outA = this.buf;
            const outB = this.buf2;
            let ka = 0;
            let kb = 0;
            for (let q = 1; q <= i; q++) outA[ka++] = nodes[a * cap + q]!;
            for (let q = j + 1; q <= Lb; q++) outA[ka++] = nodes[b * cap + q]!;
            for (let q = 1; q <= j; q++) outB[kb++] = nodes[b * cap + q]!;
            for (let q = i + 1; q <= La; q++) outB[kb++] = nodes[a * cap + q]!;
            sol.setTour(a, []);
            sol.setTour(b, []);
            sol.setTour(a, outA.subarray(0, ka));
            sol.setTour(b, outB.subarray(0, kb));
            this.touch(sol, a);
            this.touch(sol, b);
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Replaces a visited customer by a free one in the same slot when that raises the objective. `candidates`
   * must be sorted by decreasing best score over the tours (model.maxScore).
   * Returns whether anything changed.
   */
  replace(sol: Solution, candidates: Int32Array, count: number): boolean {
    const { m, time, cost: C, service, close, score, travelWeight, group, maxScore } = this.model;
    const n = this.n;
    const cap = this.cap;
    const nodes = sol.nodes;
    let changed = false;
    for (let t = 0; t < m; t++) {
      const tn = t * n;
      for (let i = 1; i <= sol.len[t]!; i++) {
        const v = nodes[t * cap + i]!;
        const before = nodes[t * cap + i - 1]!;
        const after = nodes[t * cap + i + 1]!;
        const oldCost = C[before * n + v]! + C[v * n + after]!;
        const sv = score[tn + v]!;
        const depart = sol.start[t * cap + i - 1]! + service[before]!;
        let bestU = -1;
        let bestGain = EPS;
        for (let c = 0; c < count; c++) {
          const u = candidates[c]!;
          if (maxScore[u]! - sv + travelWeight * oldCost <= bestGain) break;
          if (sol.where[u]! >= 0 || !this.kindRoom(sol, u, t, v)) continue;
          const su = score[tn + u]!;
          if (depart + time[before * n + u]! > close[tn + u]! + EPS) continue;
          const gain = su - sv - travelWeight * (C[before * n + u]! + C[u * n + after]! - oldCost);
          if (gain <= bestGain) continue;
          const g = group[u]!;
          if (g >= 0 && sol.groupCount[g]! > 0 && group[v] !== g) continue;
          if (this.warpThrough(t * cap + i - 1, before, u, after, t * cap + i + 1, tn) > EPS) continue;
          bestU = u;
          bestGain = gain;
        }
        if (bestU >= 0) {
          this.replaced.push(v);
          sol.removeAt(t, i);
          sol.insert(bestU, t, i);
          this.touch(sol, t);
          changed = true;
        }
      }
    }
    return changed;
  }
}
