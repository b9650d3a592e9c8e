// Optimize Route in the builder: 10 stops plus the accommodation, within opening hours, two meal windows and one
// pinned time, solved exactly (bar: under 5 ms p95). The whole day's work is timed (the stops' windows on the date,
// then the solver) in this process's CPU time, the machine being shared. Two kinds of day: mixed hours (some
// close early, some open only at night; many such days of 10 stops have no order that fits) and wide hours (every
// sight open 8:00-22:00, the hardest for the solver as nearly every order is possible).
// Run: npx tsx bench/route-windows.ts
import type { Activity, Day } from '../src/core/activity.ts';
import { optimizeDayRoute, type RetimeTrip } from '../src/planner/retime/index.ts';
import { estimateLeg } from '../src/planner/travel.ts';
import { type BenchResult, type Clock, isMain, lcg, stopwatch, summarize } from './stats.ts';

const DATE = '2026-12-08';
const TRIP: RetimeTrip = {
  startDate: DATE,
  endDate: DATE,
  activityPace: 'busy',
  travelStyle: 'cultural',
  accommodation: { name: 'Hotel', lat: 38.715, lng: -9.14 },
};

/** `wide`: every sight open 8:00-22:00 (a city day where only meals and the pin constrain the order). */
function randomDay(rand: () => number, wide: boolean): Day {
  const activities: Activity[] = Array.from({ length: 10 }, (_, i) => {
    const meal = i === 3 ? 'lunch' : i === 7 ? 'dinner' : undefined;
    // Sights opening 8:00-10:00 and closing 18:00-22:00, a few evening places, meals in their windows.
    const evening = !meal && !wide && rand() < 0.15;
    const open = wide ? 8 * 60 : evening ? 18 * 60 : 8 * 60 + Math.floor(rand() * 5) * 30;
    const close = wide ? 22 * 60 : evening ? 26 * 60 : 18 * 60 + Math.floor(rand() * 5) * 60;
    return {
      id: `s${i}`,
      title: `Stop ${i}`,
      day: 1,
      timeSegment: 'morning',
      order: i,
      duration: meal ? '1 hour' : `${30 + Math.floor(rand() * 3) * 15} minutes`,
      lat: 38.7 + rand() * 0.03,
      lng: -9.16 + rand() * 0.04,
      ...(meal ? { meal } : {}),
      timing: {
        from: DATE,
        open: [[[open, close]]],
        ...(meal ? { mealWindow: meal === 'lunch' ? [720, 870] : [1140, 1290] } : {}),
      },
      ...(i === 5 ? { pinned: true, startTime: '3:00 PM' } : {}),
      isCustom: false,
      isVegetarian: false,
      isSelected: false,
    } as Activity;
  });
  return { day: 1, date: DATE, activities };
}

export async function benchRouteWindows(
  wide: boolean,
  samples = 200,
  clock: Clock = 'cpu',
): Promise<BenchResult & { solvedShare: number }> {
  const rand = lcg(17);
  const times: number[] = [];
  let solved = 0;
  for (let i = 0; i < samples + 20; i++) {
    const day = randomDay(rand, wide);
    const byTime = i % 2 === 0;
    const cost = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
      const leg = estimateLeg(a, b);
      return byTime ? leg.minutes : leg.km;
    };
    const point = (a: Activity) => ({ lat: a.lat!, lng: a.lng! });
    const base = TRIP.accommodation!;
    const elapsed = stopwatch(clock);
    const route = optimizeDayRoute(day, TRIP, {
      between: (a, b) => cost(point(a), point(b)),
      fromBase: (a) => cost(base, point(a)),
      toBase: (a) => cost(point(a), base),
    });
    const ms = elapsed();
    if (i >= 20) {
      times.push(ms); // the first runs warm up the JIT
      if (route.kind === 'ordered') solved++;
    }
  }
  const name = `route within ${wide ? 'wide' : 'mixed'} opening hours: exact, 10 stops plus the accommodation`;
  return { ...summarize(name, times), solvedShare: solved / samples };
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchRouteWindows(false)));
  console.log(JSON.stringify(await benchRouteWindows(true)));
}
