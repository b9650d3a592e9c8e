// Prints one plan of the embedded guide as a travel editor reads it: each day's times, meals, titles and place ids,
// the legs, the cards' notices, the plan's notices and what checkPlan finds wrong. For looking into a line of
// audit-plans.ts's --list output.
// Usage: npx tsx scripts/show-plan.ts <destination-id> <grid profile k> [seed, default k]
//   TRIP='{...}' plans that trip instead of grid profile k (the JSON audit-plans --list prints), with the
//   destination country's public holidays rather than the grid's; EXCLUDE=gid,gid leaves those places out.
import { addDays } from '../src/core/dates.ts';
import { getKnowledgeBase } from '../src/knowledge/index.ts';
import { planTrip } from '../src/planner/itinerary/plan.ts';
import { GRID_HOLIDAYS, gridTrip, guidePlanInput } from '../src/planner/itinerary/test-fixtures.ts';
import type { PlannerTrip } from '../src/planner/itinerary/types.ts';
import { checkPlan } from '../src/planner/itinerary/validate.ts';
import { publicHolidays } from '../src/server/services/holidays/holidays.ts';

const [id, kArg = '0', seedArg] = process.argv.slice(2);
const kb = getKnowledgeBase();
const destination = id ? kb.destination(id) : undefined;
if (!destination) {
  console.error('usage: npx tsx scripts/show-plan.ts <destination-id> <grid profile k> [seed]');
  process.exit(1);
}
const excluded = new Set((process.env.EXCLUDE ?? '').split(',').filter(Boolean));
const places = kb
  .placesOf(destination.id)
  .map((p) => ({ ...p, gid: p.globalId }))
  .filter((p) => !excluded.has(p.gid));
const k = Number(kArg);
const index = kb.destinations().findIndex((x) => x.id === destination.id);
const trip: PlannerTrip = process.env.TRIP ? JSON.parse(process.env.TRIP) : gridTrip(index, k, destination);
const length = Math.round((Date.parse(trip.endDate) - Date.parse(trip.startDate)) / 864e5) + 1;
const dates = Array.from({ length: length + 1 }, (_, i) => addDays(trip.startDate, i - 1));
const holidays = process.env.TRIP ? publicHolidays(destination.countryCode, dates) : GRID_HOLIDAYS;
const input = guidePlanInput(destination, places, trip, Number(seedArg ?? k), holidays);
const plan = planTrip(input);
console.log(JSON.stringify(trip));
for (const day of plan.days) {
  const ends = [day.start && `leave ${day.start.time}`, day.end && `back ${day.end.time}`].filter(Boolean);
  console.log(`Day ${day.day} ${day.date} ${ends.join(', ')}`);
  for (const a of day.activities) {
    const leg = a.travelToNext ? ` -> ${a.travelToNext.minutes} min` : '';
    const notice = a.notice ? `  [${a.notice}]` : '';
    console.log(`  ${a.startTime}-${a.endTime} ${a.title} (${a.placeId})${leg}${notice}`);
  }
}
for (const n of plan.notices) console.log(`NOTICE ${n}`);
const problems = checkPlan(input, plan);
console.log(problems.length ? problems.map((p) => `!! ${p}`).join('\n') : 'checkPlan: nothing wrong');
