// The depth a destination needs to carry a varied week (issue: the offline guide): enough sights across the
// interests, enough food places for every meal and diet near every area, local meal times, must-sees, and the
// calendar facts the planner relies on. Shared by scripts/check-knowledge.ts and the tests.
import { DIETARY_OPTIONS } from '../core/constants.ts';
import { haversineKm } from '../core/geo.ts';
import { type DestinationFile, type Place, servesOwnMeal } from '../core/knowledge.ts';

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
  /** A whole-day trip has a lunch place this close... */
  dayTripLunchKm: 3,
  /** ...or this close to another day-trip sight of the same outing (Maras salt pans with Moray). */
  outingKm: 8,
  /** A day trip this long one way is a whole-day outing that needs lunch there. */
  wholeDayAccessMinutes: 45,
  minHighlights: 3,
  /** Each travel tip is a real sentence, not a placeholder. */
  minTipLength: 20,
} as const;

export const isFood = (p: Place) => Boolean(p.meals?.length);

/** What the destination lacks; empty when it is deep enough. */
export function depthGaps({ destination: d, places }: DestinationFile): string[] {
  const gaps: string[] = [];
  // A market is browsed, an experience with its own meal (a desert safari's dinner) is a visit too.
  const sights = places.filter((p) => !isFood(p) || p.category === 'market' || servesOwnMeal(p));
  // A picnic spot feeds an outing's lunch but cooks nothing: it is not among the places serving the diets.
  const food = places.filter((p) => isFood(p) && !p.picnic);
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
    gaps.push(...dietGaps(d, food));
    const realSights = places.filter((p) => !isFood(p));
    for (const f of food) {
      const near =
        servesOwnMeal(f) || realSights.some((s) => haversineKm(f, s) <= DEPTH_RULES.foodNearSightKm);
      if (!near) gaps.push(`${f.id}: no sight within ${DEPTH_RULES.foodNearSightKm} km`);
    }
    const trips = realSights.filter((p) => p.dayTrip);
    const lunches = places.filter((f) => isFood(f) && f.meals?.includes('lunch'));
    for (const t of trips) {
      if ((t.access?.minutes ?? 0) < DEPTH_RULES.wholeDayAccessMinutes) continue;
      // The outing: this sight and the day-trip sights visited with it; lunch near any of them will do.
      const outing = trips.filter((o) => haversineKm(o, t) <= DEPTH_RULES.outingKm);
      const lunchThere = lunches.some((f) =>
        outing.some((o) => haversineKm(f, o) <= DEPTH_RULES.dayTripLunchKm),
      );
      if (!lunchThere)
        gaps.push(
          `${t.id}: a day trip with no lunch place within ${DEPTH_RULES.dayTripLunchKm} km of its outing`,
        );
    }
  }
  for (const [group, tips] of Object.entries(d.tips))
    for (const [key, text] of Object.entries(tips as Record<string, string>))
      if (text.trim().length < DEPTH_RULES.minTipLength)
        gaps.push(`tips.${group}.${key} is missing or too short`);
  for (const p of places) {
    if (p.dayTrip && !p.access) gaps.push(`${p.id}: a day trip without access (how to get there)`);
    if (p.startTimes?.some((t) => !opensAtSomeDay(p, t)))
      gaps.push(`${p.id}: a start time outside its opening hours`);
    if (!Object.values(p.hours).some((ranges) => ranges.length) && !p.seasons?.length)
      gaps.push(`${p.id}: closed every day of the week`);
  }
  return gaps;
}

/**
 * Every diet is served at lunch and at dinner by enough places, unless the destination documents why it
 * cannot be (dietGaps); a documented reason that is no longer needed is reported too, so the data stays true.
 */
function dietGaps(d: DestinationFile['destination'], food: readonly Place[]): string[] {
  const gaps: string[] = [];
  for (const diet of DIETARY_OPTIONS) {
    const counts = (['lunch', 'dinner'] as const).map(
      (meal) =>
        [meal, food.filter((p) => p.meals?.includes(meal) && p.dietary?.includes(diet)).length] as const,
    );
    const short = counts.filter(([, n]) => n < DEPTH_RULES.minPerDietMeal);
    if (d.dietGaps?.[diet]) {
      if (!short.length) gaps.push(`dietGaps.${diet} is documented, but ${diet} is now served well enough`);
      continue;
    }
    for (const [meal, n] of short)
      gaps.push(`${n} ${meal} places for ${diet}, needs ${DEPTH_RULES.minPerDietMeal}`);
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
