// Open-data plan benchmark (issue 18: a plan from a cached open-data pool of 2,000 elements, p95 under 100 ms).
// An area of 2,000 OpenStreetMap elements (600 sights, 1,400 food and drink places, with the usual variety of
// opening_hours values, diets and cuisines) is fetched once from a local stand-in for Overpass into an embedded
// database; each sample then reads the area from the database cache, turns it into the planner's places for the
// trip's dates (hours parsed per date) and plans a 5-day trip. No public service is called.
// Run directly: npx tsx bench/open-data.ts
import { pathToFileURL } from 'node:url';
import { addDays } from '../src/core/dates.ts';
import type { TripDetails } from '../src/core/trip.ts';
import { planTrip } from '../src/planner/itinerary/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { OpenDataPoolProvider } from '../src/server/services/open-data/pool-provider.ts';
import { OpenDataProvider, openDataServices } from '../src/server/services/open-data/provider.ts';
import { ProviderCache } from '../src/server/services/provider-cache.ts';
import { type FakeElement, startOpenDataServices } from '../tests/helpers/providers/open-data.ts';

export interface OpenDataBenchResult {
  name: string;
  elements: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  /** Of the p50: reading the cached area and making the planner's places. */
  poolP50Ms: number;
  firstFetchMs: number;
}

const CENTER = { lat: 44.8412, lng: -0.5805 };
const SAMPLES = 40;
const WARM_UP = 3;

const HOURS = [
  'Mo-Su 12:00-14:30,19:00-22:30',
  'Mo-Sa 12:00-14:00,19:00-22:30; Su off; PH off',
  'Tu-Sa 12:00-14:00,19:30-22:00',
  'Mo-Fr 08:00-18:00; Sa 09:00-17:00',
  'Mo-Su 11:00-23:00',
  'Mo-Su 18:00-02:00',
  'Tu-Su 10:00-18:00; Mo off',
  'Apr-Oct Mo-Su 09:00-19:00; Nov-Mar Mo-Su 10:00-17:00',
  '24/7',
  undefined,
];
const CUISINES = [
  'french',
  'italian;pizza',
  'regional',
  'vegan',
  'japanese;sushi',
  'lebanese',
  'burger',
  undefined,
];

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 2,000 elements within 6 km of the centre; names say they are made up. */
export function syntheticArea(count = 2000): FakeElement[] {
  const next = random(7);
  const out: FakeElement[] = [];
  const sights = ['museum', 'attraction', 'viewpoint', 'gallery'];
  const historic = ['castle', 'monument', 'church', 'ruins'];
  for (let i = 0; i < count; i++) {
    const lat = CENTER.lat + (next() - 0.5) * 0.1;
    const lon = CENTER.lng + (next() - 0.5) * 0.14;
    const hours = HOURS[Math.floor(next() * HOURS.length)];
    const tags: Record<string, string> =
      i < count * 0.3
        ? {
            name: `Bench sight ${i}`,
            ...(i % 2
              ? { tourism: sights[i % sights.length]! }
              : { historic: historic[i % historic.length]! }),
            ...(i % 3 === 0 ? { wikidata: `Q${800000 + i}` } : {}),
          }
        : {
            name: `Bench food ${i}`,
            amenity: ['restaurant', 'cafe', 'restaurant', 'bar', 'fast_food'][i % 5]!,
            ...(CUISINES[i % CUISINES.length] ? { cuisine: CUISINES[i % CUISINES.length]! } : {}),
            ...(i % 4 === 0 ? { 'diet:vegetarian': 'yes' } : {}),
            ...(i % 9 === 0 ? { 'diet:vegan': 'yes' } : {}),
          };
    if (hours) tags.opening_hours = hours;
    out.push({ type: i % 3 === 0 ? 'way' : 'node', id: 100_000 + i, lat, lon, tags });
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export async function benchOpenData(): Promise<OpenDataBenchResult> {
  const elements = syntheticArea();
  const services = await startOpenDataServices({ elements });
  const database = await openDatabase({});
  try {
    const config = loadConfig({ ...services.env, DATA_DIR: '/tmp/wf-bench-unused' }).openData!;
    const provider = new OpenDataProvider(
      config,
      new ProviderCache(database.db),
      openDataServices(config, 'bench'),
    );
    const pool = new OpenDataPoolProvider(provider);
    const area = { name: 'Bench city', center: CENTER, population: 1_000_000, countryCode: 'FR' };
    const trip = (i: number): TripDetails => {
      const startDate = addDays('2027-01-04', (i * 3) % 300);
      return {
        destination: 'Bench city',
        startDate,
        endDate: addDays(startDate, 4),
        travelers: 2,
        travelStyle: i % 2 ? 'cultural' : 'foodie',
        interests: i % 2 ? ['museums', 'history'] : ['food', 'local'],
        dietaryPreferences: i % 3 ? [] : ['vegetarian'],
        activityLimit: 5,
        activityPace: 'moderate',
      } as TripDetails;
    };

    // The first fetch fills the cache (asked of the provider itself: the pool's wait is for travellers).
    let t = performance.now();
    await provider.area({ center: CENTER, population: area.population, countryCode: 'FR' });
    const firstFetchMs = performance.now() - t;
    const requests = services.requestCount();

    const total: number[] = [];
    const poolMs: number[] = [];
    for (let i = 0; i < SAMPLES + WARM_UP; i++) {
      t = performance.now();
      const got = await pool.destinationPlaces(area, trip(i));
      const pooled = performance.now();
      planTrip({ trip: trip(i), center: CENTER, places: got.places, seed: i + 1 });
      const done = performance.now();
      if (i >= WARM_UP) {
        total.push(done - t);
        poolMs.push(pooled - t);
      }
    }
    if (services.requestCount() !== requests) throw new Error('a cached plan asked the services again');
    total.sort((a, b) => a - b);
    poolMs.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      name: 'open-data plan from the cache',
      elements: elements.length,
      samples: total.length,
      p50Ms: round(percentile(total, 0.5)),
      p95Ms: round(percentile(total, 0.95)),
      poolP50Ms: round(percentile(poolMs, 0.5)),
      firstFetchMs: Math.round(firstFetchMs),
    };
  } finally {
    await database.close();
    await services.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchOpenData()));
  process.exit(0);
}
