// Food places whose lunch or dinner can never be planned: no opening range lets the meal start inside the
// destination's meal window and end by closing (a 150-minute tasting lunch in hours of 12:00-13:30, a kiosk closing
// at 20:00 listed for dinners from 19:30), by the usual weekly hours (seasons aside). The planner never uses such a
// pair; the hours may be last seatings.
// Usage: npx tsx scripts/unusable-meals.ts [destination-id ...]
import { clockMinutes } from '../src/core/opening-hours.ts';
import { getKnowledgeBase } from '../src/knowledge/index.ts';

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
      const fits = Object.values(p.hours).some((ranges) =>
        ranges.some(([o, c]) => {
          const open = clockMinutes(o);
          const close = clockMinutes(c) + (clockMinutes(c) <= open ? 24 * 60 : 0);
          const start = Math.max(open, from);
          return start <= to && start + p.durationMinutes <= close;
        }),
      );
      if (fits) continue;
      count++;
      console.log(`${d.id}/${p.id} ${meal}: starts ${d.mealTimes[meal].join('-')}, ${p.durationMinutes} min`);
    }
  }
}
console.log(`${count} meal and place pairs that never fit`);
