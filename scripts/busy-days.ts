// Rule 8's busy days, over every guide: plans a busy trip with a limit of 10 (two profiles per destination) and
// prints how many of its days hold each number of visits. Days out of town (day trips) hold fewer by design.
// Usage: npx tsx scripts/busy-days.ts [end-date, default 2027-05-14: four days from 2027-05-11] [destination-id ...]
import { getKnowledgeBase } from '../src/knowledge/index.ts';
import { planTrip } from '../src/planner/itinerary/plan.ts';
import { BUSY_PROFILES, busyTrip } from '../src/planner/itinerary/test-fixtures.ts';

const [endArg, ...ids] = process.argv.slice(2);
const endDate = endArg ?? '2027-05-14';
const kb = getKnowledgeBase();
const destinations = ids.length ? ids.map((id) => kb.destination(id)!) : kb.destinations();
const byCount = new Map<number, number>();
for (const d of destinations) {
  const places = kb.placesOf(d.id).map((p) => ({ ...p, gid: p.globalId }));
  for (const [seed, interests] of BUSY_PROFILES) {
    const trip = busyTrip(interests, endDate);
    const plan = planTrip({
      trip,
      center: { lat: d.lat, lng: d.lng },
      places,
      seed,
      highlights: d.activities,
      mustSee: (d.highlights ?? []).map((h) => `${d.id}/${h}`),
      mealTimes: d.mealTimes,
      timeZone: d.timeZone,
    });
    for (const day of plan.days) {
      const visits = day.activities.filter((a) => !a.meal).length;
      byCount.set(visits, (byCount.get(visits) ?? 0) + 1);
    }
  }
}
const days = [...byCount.values()].reduce((a, b) => a + b, 0);
console.log(
  `${days} days; visits a day: ${[...byCount.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([n, k]) => `${n}: ${k}`)
    .join(', ')}`,
);
