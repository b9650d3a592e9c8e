// The Team Orienteering Problem with Time Windows (TOPTW): a depot (vertex 0) and customers, each with a
// service duration, a score and a time window on the START of service; `tours` tours leave the depot no
// earlier than its opening and return by its closing time (Tmax). Find tours that visit each customer at
// most once and maximise the total score.
//
// Optional extensions, used by the itinerary planner (all default to the plain TOPTW):
// - per-tour windows and scores (a day's opening hours, a place's fit to a day's area); a window with
//   close < open means "not available on that tour";
// - groups: at most one vertex of a group in the whole solution (one place offered as lunch, dinner or visit);
// - kinds with a per-tour cap (at most one lunch a day);
// - a per-tour cap on the number of stops (the daily activity limit);
// - a travel weight: the objective is score - travelWeight * travel time.

export interface TourOverrides {
  /** Start-of-service window per vertex on this tour (vertex 0: the tour's departure and Tmax). */
  open?: ArrayLike<number>;
  close?: ArrayLike<number>;
  /** Score per vertex on this tour. */
  score?: ArrayLike<number>;
  /** At most this many customers on this tour. */
  maxStops?: number;
  /** kindCap[k] = at most this many vertices of kind k (k >= 1) on this tour. */
  kindCap?: ArrayLike<number>;
}

export interface ToptwInstance {
  name?: string;
  /** Number of vertices, the depot (0) included. */
  size: number;
  /** Travel time from i to j at time[i * size + j]. */
  time: ArrayLike<number>;
  service: ArrayLike<number>;
  score: ArrayLike<number>;
  /** Earliest start of service (vertex 0: earliest departure). */
  open: ArrayLike<number>;
  /** Latest start of service (vertex 0: latest return, Tmax). */
  close: ArrayLike<number>;
  /** Number of tours (m). */
  tours: number;
  /** Per-tour overrides, indexed by tour. */
  tourOverrides?: readonly (TourOverrides | undefined)[];
  /** Group of each vertex (-1 or undefined: none); at most one vertex per group is visited. */
  group?: ArrayLike<number>;
  /** Kind of each vertex (0: none); capped per tour by TourOverrides.kindCap. */
  kind?: ArrayLike<number>;
  /** Objective = score - travelWeight * total travel cost (0 by default). */
  travelWeight?: number;
  /** Travel cost from i to j at travelCost[i * size + j], for the objective only (default: the travel time). */
  travelCost?: ArrayLike<number>;
}

/** Tolerance on times: windows and Tmax may be exceeded by at most this much (float rounding). */
export const TIME_EPS = 1e-6;

export function tourOpen(inst: ToptwInstance, tour: number, v: number): number {
  return inst.tourOverrides?.[tour]?.open?.[v] ?? inst.open[v]!;
}
export function tourClose(inst: ToptwInstance, tour: number, v: number): number {
  return inst.tourOverrides?.[tour]?.close?.[v] ?? inst.close[v]!;
}
export function tourScore(inst: ToptwInstance, tour: number, v: number): number {
  return inst.tourOverrides?.[tour]?.score?.[v] ?? inst.score[v]!;
}
