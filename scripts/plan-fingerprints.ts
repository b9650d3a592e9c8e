// One line per plan, its destination, profile and a hash of planTrip's whole answer, for checking that a change
// meant to keep plans as they are (a faster path) does: run before and after, and compare the two outputs.
// Every guide, the eight grid profiles (test-fixtures.ts) and two busy weeks of ten over Christmas: 1,210 plans.
// Usage: npx tsx scripts/plan-fingerprints.ts [part parts] > before.txt   (part 0 1 by default; run parts in
// parallel with 0 2 and 1 2). Prints the process CPU time to stderr.
import { createHash } from 'node:crypto';
import { getKnowledgeBase } from '../src/knowledge/index.ts';
import { planTrip } from '../src/planner/itinerary/plan.ts';
import { GRID_HOLIDAYS, gridTrip } from '../src/planner/itinerary/test-fixtures.ts';
import type { PlannerTrip } from '../src/planner/itinerary/types.ts';

const [part = 0, parts = 1] = process.argv.slice(2).map(Number);
const kb = getKnowledgeBase();

function busyWeek(k: number): PlannerTrip {
  const museums = k === 8;
  return {
    startDate: '2026-12-22',
    endDate: '2026-12-28',
    travelers: 2,
    travelStyle: 'cultural',
    interests: museums ? ['museums', 'history'] : ['nature', 'family'],
    dietaryPreferences: museums ? [] : ['vegetarian'],
    activityLimit: 10,
    activityPace: 'busy',
  };
}

const start = process.cpuUsage();
kb.destinations().forEach((d, index) => {
  if (index % parts !== part) return;
  const places = kb.placesOf(d.id).map((p) => ({ ...p, gid: p.globalId }));
  for (let k = 0; k < 10; k++) {
    const plan = planTrip({
      trip: k < 8 ? gridTrip(index, k, d) : busyWeek(k),
      center: { lat: d.lat, lng: d.lng },
      places,
      seed: k + 3,
      highlights: d.activities,
      mustSee: (d.highlights ?? []).map((id) => `${d.id}/${id}`),
      mealTimes: d.mealTimes,
      ...(d.remoteReason ? { noMealsReason: d.remoteReason } : {}),
      holidays: GRID_HOLIDAYS,
      timeZone: d.timeZone,
    });
    console.log(d.id, k, createHash('sha1').update(JSON.stringify(plan)).digest('hex').slice(0, 12));
  }
});
const cpu = process.cpuUsage(start);
console.error(`CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
