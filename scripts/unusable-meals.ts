// Food places whose lunch or dinner can never be planned: no opening range lets the meal start inside the
// destination's meal window, by the last admission, and end by closing (a 120-minute tasting lunch in hours of
// 12:00-13:30, a kiosk closing at 20:00 listed for dinners from 19:30), by the usual weekly hours (seasons aside). A
// meal lasts what the planner gives it (mealLength). The planner never uses such a pair; the hours may be seatings.
// Usage: npx tsx scripts/unusable-meals.ts [destination-id ...]
import { clockMinutes } from '../src/core/opening-hours.ts';
import { getKnowledgeBase } from '../src/knowledge/index.ts';
import { mealLength } from '../src/planner/itinerary/time-windows.ts';

const ids = process.argv.slice(2);
const kb = getKnowledgeBase();
const destinations = ids.length ? ids.map((id) => kb.destination(id)!) : kb.destinations();
let count = 0;
for (const d of destinations) {
  if (!d.mealTimes) continue;
  for (const p of kb.placesOf(d.id)) {
    for (const meal of ['lunch', 'dinner'] as const) {
      if (!p.meals?.includes(meal)) continue;
      const [from, to] = d.mealTimes[meal].map(clockMinutes) as [number, number];
      const minutes = mealLength(p);
      const fits = Object.values(p.hours).some((ranges) =>
        ranges.some(([o, c]) => {
          const open = clockMinutes(o);
          const close = clockMinutes(c) + (clockMinutes(c) <= open ? 24 * 60 : 0);
          const start = Math.max(open, from);
          return start <= Math.min(to, close - (p.lastAdmissionMinutes ?? 0)) && start + minutes <= close;
        }),
      );
      if (fits) continue;
      count++;
      console.log(`${d.id}/${p.id} ${meal}: starts ${d.mealTimes[meal].join('-')}, ${minutes} min`);
    }
  }
}
console.log(`${count} meal and place pairs that never fit`);
