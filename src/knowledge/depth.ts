// The depth a destination needs to carry a varied week (issue: the offline guide): enough sights across the
// interests, enough food places for every meal and diet near every area, local meal times, must-sees, and the
// calendar facts the planner relies on. Shared by scripts/check-knowledge.ts and the tests.
import { DIETARY_OPTIONS } from '../core/constants.ts';
import { haversineKm } from '../core/geo.ts';
import type { DestinationFile, Place } from '../core/knowledge.ts';

export const DEPTH_RULES = {
  minSights: 45,
  /** Expedition regions (remoteReason set) have fewer named landing sites. */
  minRemoteSights: 20,
  minFood: 24,
  minLunch: 10,
  minDinner: 10,
  /** Places serving each diet at lunch, and at dinner. */
  minPerDietMeal: 3,
  /** Every food place lies this close to at least one sight. */
  foodNearSightKm: 2,
  /** A whole-day trip has a lunch place this close. */
  dayTripLunchKm: 3,
  minHighlights: 3,
} as const;

export const isFood = (p: Place) => Boolean(p.meals?.length);

/** What the destination lacks; empty when it is deep enough. */
export function depthGaps({ destination: d, places }: DestinationFile): string[] {
  const gaps: string[] = [];
  const sights = places.filter((p) => !isFood(p) || p.category === 'market');
  const food = places.filter(isFood);
  const remote = Boolean(d.remoteReason);

  const minSights = remote ? DEPTH_RULES.minRemoteSights : DEPTH_RULES.minSights;
  if (sights.length < minSights) gaps.push(`${sights.length} sights and experiences, needs ${minSights}`);
  if (!d.mealTimes) gaps.push('no mealTimes');
  const ids = new Set(places.map((p) => p.id));
  const highlights = d.highlights ?? [];
  if (highlights.length < DEPTH_RULES.minHighlights)
    gaps.push(`${highlights.length} highlights, needs ${DEPTH_RULES.minHighlights}`);
  for (const h of highlights) if (!ids.has(h)) gaps.push(`highlight ${h} is not a place of this destination`);

  if (!remote) {
    if (food.length < DEPTH_RULES.minFood)
      gaps.push(`${food.length} food places, needs ${DEPTH_RULES.minFood}`);
    const lunch = food.filter((p) => p.meals?.includes('lunch')).length;
    const dinner = food.filter((p) => p.meals?.includes('dinner')).length;
    if (lunch < DEPTH_RULES.minLunch) gaps.push(`${lunch} lunch places, needs ${DEPTH_RULES.minLunch}`);
    if (dinner < DEPTH_RULES.minDinner) gaps.push(`${dinner} dinner places, needs ${DEPTH_RULES.minDinner}`);
    for (const diet of DIETARY_OPTIONS) {
      for (const meal of ['lunch', 'dinner'] as const) {
        const n = food.filter((p) => p.meals?.includes(meal) && p.dietary?.includes(diet)).length;
        if (n < DEPTH_RULES.minPerDietMeal)
          gaps.push(`${n} ${meal} places for ${diet}, needs ${DEPTH_RULES.minPerDietMeal}`);
      }
    }
    const realSights = places.filter((p) => !isFood(p));
    for (const f of food) {
      const near = realSights.some((s) => haversineKm(f, s) <= DEPTH_RULES.foodNearSightKm);
      if (!near) gaps.push(`${f.id}: no sight within ${DEPTH_RULES.foodNearSightKm} km`);
    }
    for (const t of places.filter((p) => p.dayTrip && !isFood(p))) {
      const lunchThere = food.some(
        (f) => f.meals?.includes('lunch') && haversineKm(f, t) <= DEPTH_RULES.dayTripLunchKm,
      );
      if (!lunchThere && (t.access?.minutes ?? 0) >= 45)
        gaps.push(`${t.id}: a day trip with no lunch place within ${DEPTH_RULES.dayTripLunchKm} km`);
    }
  }
  for (const p of places) {
    if (p.dayTrip && !p.access) gaps.push(`${p.id}: a day trip without access (how to get there)`);
    if (p.startTimes?.some((t) => !opensAtSomeDay(p, t)))
      gaps.push(`${p.id}: a start time outside its opening hours`);
  }
  return gaps;
}

function opensAtSomeDay(p: Place, start: string): boolean {
  const m = Number(start.slice(0, 2)) * 60 + Number(start.slice(3));
  return Object.values(p.hours).some((ranges) =>
    ranges.some(([o, c]) => {
      const open = Number(o.slice(0, 2)) * 60 + Number(o.slice(3));
      const close = Number(c.slice(0, 2)) * 60 + Number(c.slice(3));
      return m >= open && m < close;
    }),
  );
}
