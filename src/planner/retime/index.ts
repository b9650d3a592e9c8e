// Re-timing the builder's days with the planner's rules, and the exact route optimiser within time windows.
export { applyFixAction } from './apply-fix.ts';
export { DEFAULT_DURATION_MINUTES, durationMinutes, parseDuration } from './duration.ts';
export { type DayRoute, dayRouteInput, optimizeDayRoute, type RouteCosts } from './optimize-day.ts';
export {
  accessEnd,
  type Conflict,
  type ConflictKind,
  type DayProblem,
  dayProblems,
  type FixAction,
  legMinutes,
  pinnedStart,
  type RetimedDay,
  type RetimeTrip,
  retimeChanged,
  retimeDay,
  retimeDays,
  SEGMENT_START,
  samePlace,
  UNKNOWN_LEG_MINUTES,
} from './retime.ts';
export { type DateRules, rangeAt, rulesOn, validStarts, whatIsWrong } from './rules.ts';
export { evaluateOrder, solveTsptw, TSPTW_EXACT_LIMIT, type TsptwInput, type TsptwStop } from './tsptw.ts';
