// For each plan another seed changed under 40 % (rule 11), which sights the two seeds' plans share and whether
// each seed had set them aside (src/planner/itinerary/variety.ts): shared places both seeds kept point at the
// draw, places one seed set aside at its fillers. Reads the output of `audit-plans.ts --list` (default seeds:
// 1 + k against 1001 + k; SA and SB set others).
// Usage: npx tsx scripts/audit-plans.ts --list > audit.txt; npx tsx scripts/rule11-shared.ts audit.txt
import { readFileSync } from 'node:fs';
import { addDays, tripLength } from '../src/core/dates.ts';
import { getKnowledgeBase } from '../src/knowledge/index.ts';
import { planTrip } from '../src/planner/itinerary/plan.ts';
import { buildProblem } from '../src/planner/itinerary/problem.ts';
import { guidePlanInput } from '../src/planner/itinerary/test-fixtures.ts';
import { varietyDraw } from '../src/planner/itinerary/variety.ts';
import { createRng } from '../src/planner/rng.ts';
import { publicHolidays } from '../src/server/services/holidays/holidays.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npx tsx scripts/rule11-shared.ts <audit-plans --list output>');
  process.exit(1);
}
const kb = getKnowledgeBase();
const tally = { neither: 0, firstAside: 0, secondAside: 0, both: 0 };
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const m = line.match(/^(\S+) k(\d+) (\{.*\}) :: another seed changed/);
  if (!m) continue;
  const [, id, k, json] = m;
  const destination = kb.destination(id!)!;
  const places = kb.placesOf(destination.id).map((p) => ({ ...p, gid: p.globalId }));
  const trip = JSON.parse(json!);
  // The day before the trip too, as audit-plans.ts asks (an arrival on a holiday's eve).
  const dates = Array.from({ length: tripLength(trip.startDate, trip.endDate) + 1 }, (_, i) =>
    addDays(trip.startDate, i - 1),
  );
  const holidays = publicHolidays(destination.countryCode, dates);
  const seedA = Number(process.env.SA ?? 1 + Number(k));
  const seeds = [seedA, Number(process.env.SB ?? seedA + 1000)];
  const inputs = seeds.map((seed) => guidePlanInput(destination, places, trip, seed, holidays));
  const must = new Set(inputs[0]!.mustSee);
  const [first, second] = inputs.map(
    (input) =>
      new Set(
        planTrip(input).days.flatMap((day) =>
          day.activities.filter((a) => !a.meal && !must.has(a.placeId)).map((a) => a.placeId),
        ),
      ),
  );
  const problems = inputs.map((input) => buildProblem(input, createRng(input.seed), varietyDraw(input.seed)));
  const index = new Map(problems[0]!.places.map((p, i) => [p.gid, i]));
  const shared = [...first!].filter((gid) => second!.has(gid));
  const labels = shared.map((gid) => {
    const i = index.get(gid)!;
    const [a, b] = problems.map((p) => p.setAside[i] === 1);
    const kind = a && b ? 'both' : a ? 'firstAside' : b ? 'secondAside' : 'neither';
    tally[kind]++;
    return `${gid.split('/')[1]}:${kind}${problems[0]!.places[i]!.dayTrip ? ':dayTrip' : ''}`;
  });
  console.log(
    `${id} k${k} ${first!.size}/${second!.size} sights, ${shared.length} shared :: ${labels.join(' ')}`,
  );
}
console.log(tally);
