// Which of a day's visits take it out of town, and whether its lunch is had out there (rule 7): shared by the
// outing's lunch (outing-lunch.ts), the diets' last look (fitter-meals.ts) and the lunch card's notice (output.ts).
import { haversineKm } from '../../core/geo.ts';
import { type Problem, SIGHT } from './problem.ts';
import type { Stop } from './solution.ts';

/** A visit this far from the destination's centre (km, straight line) takes the day out of town. */
export const OUTING_KM = 20;
/** A lunch this close to the outing's place (km) is lunch out there. */
export const OUTING_LUNCH_KM = 15;

/** Whether the visit at `node` takes the day out of town (not one for the evening, as Tanah Lot's sunset). */
export function outOfTown(p: Problem, node: number): boolean {
  const place = p.places[node]!;
  return !place.evening && haversineKm(place, p.center) >= OUTING_KM;
}

/** The places of the visits among `stops` that take the day out of town. */
export function visitsOutOfTown(p: Problem, stops: readonly Stop[]): number[] {
  return stops.filter((s) => s.role === SIGHT && outOfTown(p, s.node)).map((s) => s.node);
}

/** Lunch by any of the day's places out there is lunch out there (Bali: the Batur trek, then lunch by Beratan). */
export function lunchesOutThere(p: Problem, farOut: readonly number[], lunch: number): boolean {
  return farOut.some((node) => haversineKm(p.places[node]!, p.places[lunch]!) <= OUTING_LUNCH_KM);
}
