export { checkFeasibility, type FeasibilityReport } from './check.ts';
export { TIME_EPS, type ToptwInstance, type TourOverrides } from './instance.ts';
export { defaultDecimals, type ParsedToptw, parseToptw, truncatedDistance } from './parse.ts';
export { type SolveOptions, type SolveResult, solveToptw } from './solver.ts';
