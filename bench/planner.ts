// Itinerary planner benchmark (DESIGN.md section 9: a 7-day plan, 10 activities a day, p95 under 100 ms).
// Plans 7-day trips with a daily limit of 10 for each of the 20 cities of SPEC.md's fallback list, over the real
// knowledge base, for three traveller profiles and several seeds. Run directly: npx tsx bench/planner.ts
import { pathToFileURL } from 'node:url';
import { FALLBACK_CITIES } from '../src/core/constants.ts';
import { getKnowledgeBase } from '../src/knowledge/index.ts';
import { type PlannerTrip, planTrip } from '../src/planner/itinerary/index.ts';

export interface PlannerBenchResult {
  name: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

const PROFILES: Omit<PlannerTrip, 'startDate' | 'endDate'>[] = [
  {
    travelers: 2,
    travelStyle: 'cultural',
    interests: ['museums', 'history', 'architecture'],
    dietaryPreferences: [],
    activityLimit: 10,
    activityPace: 'busy',
  },
  {
    travelers: 2,
    travelStyle: 'foodie',
    interests: ['food', 'local', 'nightlife'],
    dietaryPreferences: ['vegetarian'],
    activityLimit: 10,
    activityPace: 'moderate',
  },
  {
    travelers: 4,
    travelStyle: 'outdoorsy',
    interests: ['nature', 'hiking', 'photography', 'family'],
    dietaryPreferences: [],
    activityLimit: 10,
    activityPace: 'busy',
  },
];
const SEEDS = [1, 2, 3];
const WARM_UP_ROUNDS = 1;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export async function benchPlanner(): Promise<PlannerBenchResult> {
  const kb = getKnowledgeBase();
  const cases = FALLBACK_CITIES.map((city) => {
    const destination = kb.destinationByName(city);
    if (!destination) throw new Error(`no destination for ${city}`);
    const places = kb.placesOf(destination.id).map((p) => ({ ...p, gid: p.globalId }));
    return { destination, places };
  });
  const times: number[] = [];
  for (let round = 0; round <= WARM_UP_ROUNDS; round++) {
    cases.forEach(({ destination, places }, c) => {
      PROFILES.forEach((profile, k) => {
        // Start dates move through the week so that closing days vary.
        const startDate = `2026-06-${String(1 + ((c + k) % 7)).padStart(2, '0')}`;
        const endDate = `2026-06-${String(7 + ((c + k) % 7)).padStart(2, '0')}`;
        for (const seed of SEEDS) {
          const t = performance.now();
          planTrip({
            trip: { ...profile, startDate, endDate },
            center: destination,
            places,
            seed,
            highlights: destination.activities,
            mustSee: (destination.highlights ?? []).map((id) => `${destination.id}/${id}`),
            mealTimes: destination.mealTimes,
            timeZone: destination.timeZone,
          });
          if (round >= WARM_UP_ROUNDS) times.push(performance.now() - t);
        }
      });
    });
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name: 'itinerary planner, 7 days x 10 activities',
    samples: times.length,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchPlanner()));
}
