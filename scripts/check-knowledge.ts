// Checks every destination file in data/knowledge/destinations: schema, duplicates, distances and coverage.
// Usage: npx tsx scripts/check-knowledge.ts [destination-id ...]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIETARY_OPTIONS, FALLBACK_CITIES, TIME_SEGMENTS } from '../src/core/constants.ts';
import { haversineKm } from '../src/core/geo.ts';
import { destinationFileSchema, FOOD_CATEGORIES, WEEKDAYS } from '../src/core/knowledge.ts';

const dir = join(import.meta.dirname, '..', 'data', 'knowledge', 'destinations');
const only = process.argv.slice(2);
const fallback = new Set(FALLBACK_CITIES.map((c) => c.toLowerCase()));
// Segment windows used for the "something open" check (local time, minutes).
const SEGMENT_WINDOWS = { morning: [540, 720], afternoon: [720, 1080], evening: [1080, 1320] } as const;
const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

let problems = 0;
const report = (file: string, msg: string) => {
  problems++;
  console.log(`${file}: ${msg}`);
};

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  if (only.length && !only.includes(file.replace(/\.json$/, ''))) continue;
  const raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const parsed = destinationFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20))
      report(file, `${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  const { destination: d, places } = parsed.data;
  if (`${d.id}.json` !== file) report(file, `destination id ${d.id} does not match the file name`);
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const p of places) {
    if (ids.has(p.id)) report(file, `duplicate place id ${p.id}`);
    ids.add(p.id);
    const key = p.name.toLowerCase();
    if (names.has(key)) report(file, `duplicate place name ${p.name}`);
    names.add(key);
    const km = haversineKm(d, p);
    const limit = p.dayTrip ? 150 : (d.radiusKm ?? 40);
    if (km > limit) report(file, `${p.id} is ${km.toFixed(1)} km from the centre (limit ${limit})`);
    const food = FOOD_CATEGORIES.includes(p.category);
    if (food && p.category !== 'market' && (!p.meals?.length || !p.dietary)) {
      report(file, `${p.id}: food places need meals and dietary`);
    }
  }
  const isFallback = fallback.has(d.name.toLowerCase());
  const minPlaces = isFallback ? 30 : 15;
  if (places.length < minPlaces) report(file, `${places.length} places, needs at least ${minPlaces}`);
  const foodPlaces = places.filter((p) => p.meals?.length);
  if (isFallback) {
    if (foodPlaces.length < 8) report(file, `${foodPlaces.length} food places, needs at least 8`);
    for (const diet of DIETARY_OPTIONS) {
      for (const meal of ['lunch', 'dinner'] as const) {
        if (!foodPlaces.some((p) => p.dietary?.includes(diet) && p.meals?.includes(meal))) {
          report(file, `no ${meal} place for ${diet}`);
        }
      }
    }
    for (const day of WEEKDAYS) {
      for (const seg of TIME_SEGMENTS) {
        const [from, to] = SEGMENT_WINDOWS[seg];
        const open = places.some(
          (p) =>
            !p.meals?.length &&
            p.segments.includes(seg) &&
            p.hours[day].some(([o, c]) => toMin(o) <= to - 60 && toMin(c) >= from + 60),
        );
        if (!open) report(file, `nothing (besides food) open on ${day} ${seg}`);
      }
    }
  }
  console.log(
    `${file}: ${places.length} places, ${foodPlaces.length} food, ${places.filter((p) => p.dayTrip).length} day trips`,
  );
}
console.log(problems ? `${problems} problem(s)` : 'all good');
process.exit(problems ? 1 : 0);
