// Re-timing the builder's days with the planner's rules, and the exact route optimiser within time windows.
export { DEFAULT_DURATION_MINUTES, durationMinutes, parseDuration } from './duration.ts';
export {
  type Conflict,
  type ConflictKind,
  type FixAction,
  legMinutes,
  pinnedStart,
  type RetimedDay,
  type RetimeTrip,
  retimeDay,
  retimeDays,
  SEGMENT_START,
  UNKNOWN_LEG_MINUTES,
} from './retime.ts';
export { type DateRules, rangeAt, rulesOn, validStarts, whatIsWrong } from './rules.ts';
