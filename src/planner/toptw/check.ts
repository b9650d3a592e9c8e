// Feasibility check of a TOPTW answer, written independently of the solver: it replays every tour from the
// instance data alone (arrival, waiting, window, Tmax, repeats, groups, kinds, stop caps).
import { TIME_EPS, type ToptwInstance, tourClose, tourOpen, tourScore } from './instance.ts';

export interface FeasibilityReport {
  feasible: boolean;
  /** Total score of the visited customers (counted even when infeasible). */
  score: number;
  /** Total travel time of all tours. */
  travel: number;
  /** What is wrong, one line per problem. */
  errors: string[];
}

export function checkFeasibility(
  inst: ToptwInstance,
  tours: readonly (readonly number[])[],
): FeasibilityReport {
  const errors: string[] = [];
  const n = inst.size;
  const seen = new Map<number, number>();
  const groupSeen = new Map<number, number>();
  let score = 0;
  let travel = 0;
  if (tours.length > inst.tours) errors.push(`${tours.length} tours, at most ${inst.tours} allowed`);
  tours.forEach((tour, t) => {
    const over = inst.tourOverrides?.[t];
    if (over?.maxStops !== undefined && tour.length > over.maxStops) {
      errors.push(`tour ${t}: ${tour.length} stops, at most ${over.maxStops}`);
    }
    const kinds = new Map<number, number>();
    let prev = 0;
    let time = tourOpen(inst, t, 0);
    for (const v of tour) {
      if (!Number.isInteger(v) || v <= 0 || v >= n) {
        errors.push(`tour ${t}: ${v} is not a customer`);
        return;
      }
      if (seen.has(v)) errors.push(`customer ${v} visited twice (tours ${seen.get(v)} and ${t})`);
      seen.set(v, t);
      const g = inst.group?.[v] ?? -1;
      if (g >= 0) {
        if (groupSeen.has(g)) errors.push(`group ${g} visited twice (customer ${v} and ${groupSeen.get(g)})`);
        groupSeen.set(g, v);
      }
      const k = inst.kind?.[v] ?? 0;
      if (k > 0) {
        kinds.set(k, (kinds.get(k) ?? 0) + 1);
        const cap = over?.kindCap?.[k] ?? Number.POSITIVE_INFINITY;
        if (kinds.get(k)! > cap) errors.push(`tour ${t}: more than ${cap} of kind ${k}`);
      }
      const leg = Number(inst.time[prev * n + v]);
      travel += leg;
      const arrival = time + Number(inst.service[prev]) + leg;
      const open = tourOpen(inst, t, v);
      const close = tourClose(inst, t, v);
      const start = Math.max(arrival, open);
      if (start > close + TIME_EPS) {
        errors.push(`tour ${t}: customer ${v} starts at ${start}, after its window closes at ${close}`);
      }
      score += tourScore(inst, t, v);
      time = start;
      prev = v;
    }
    const back = Number(inst.time[prev * n]);
    travel += back;
    const end = time + Number(inst.service[prev]) + back;
    const tmax = tourClose(inst, t, 0);
    if (end > tmax + TIME_EPS) errors.push(`tour ${t}: returns at ${end}, after Tmax ${tmax}`);
  });
  return { feasible: errors.length === 0, score, travel, errors };
}
