// Quality checks of the knowledge base, shared by scripts/check-knowledge.ts and the tests: schema, duplicates,
// distances, agreement with the gazetteer, and the coverage the planner relies on.
import {
  CONTINENTS,
  type Continent,
  DIETARY_OPTIONS,
  FALLBACK_CITIES,
  TIME_SEGMENTS,
} from '../core/constants.ts';
import { haversineKm } from '../core/geo.ts';
import {
  type Destination,
  type DestinationFile,
  destinationFileSchema,
  FOOD_CATEGORIES,
  PICNIC_DIETS,
  type Place,
  WEEKDAYS,
} from '../core/knowledge.ts';
import type { GazetteerPlace } from './gazetteer.ts';
import type { RawKnowledgeFile } from './knowledge-files.ts';
import { normalizeText } from './normalize.ts';

export const QUALITY_RULES = {
  defaultRadiusKm: 40,
  dayTripRadiusKm: 150,
  /** A destination's centre may lie this far from its GeoNames city. */
  gazetteerToleranceKm: 30,
  fallbackMinPlaces: 30,
  fallbackMinFoodPlaces: 8,
  otherMinPlaces: 15,
  minOtherDestinations: 40,
  minPerInhabitedContinent: 5,
  minOnAntarctica: 2,
} as const;

/** What a problem is about, so tests can assert one kind at a time. */
export type QualityCheck =
  | 'schema'
  | 'file-name'
  | 'duplicates'
  | 'radius'
  | 'food-fields'
  | 'picnic'
  | 'size'
  | 'fallback-coverage'
  | 'gazetteer'
  | 'base-coverage';

export interface QualityProblem {
  check: QualityCheck;
  /** The file (or "knowledge base" for problems of the whole). */
  file: string;
  message: string;
}

export interface CheckedFile {
  file: string;
  data: DestinationFile;
}

/** What the gazetteer checks need: lookups by id and by exact name. */
export interface GazetteerLookup {
  getById(id: string | number): GazetteerPlace | undefined;
  named(name: string): GazetteerPlace[];
}

// Segment windows used for the "something open" check (local time, minutes).
const SEGMENT_WINDOWS = { morning: [540, 720], afternoon: [720, 1080], evening: [1080, 1320] } as const;
const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const slug = (name: string) => normalizeText(name).replaceAll(' ', '-');
const FALLBACK_KEYS = new Set(FALLBACK_CITIES.map(slug));

/** True for SPEC.md's fallback cities (matched by id or name), which must carry a full place pack. */
export function isFallbackDestination(d: Pick<Destination, 'id' | 'name'>): boolean {
  return FALLBACK_KEYS.has(d.id) || FALLBACK_KEYS.has(slug(d.name));
}

export const isFoodPlace = (p: Place) => Boolean(p.meals?.length);

/** Schema validation of one file; problems are reported, not thrown. */
export function parseKnowledgeFile({ file, content }: RawKnowledgeFile): {
  data?: DestinationFile;
  problems: QualityProblem[];
} {
  if (content instanceof Error) return { problems: [{ check: 'schema', file, message: content.message }] };
  const parsed = destinationFileSchema.safeParse(content);
  if (parsed.success) return { data: parsed.data, problems: [] };
  return {
    problems: parsed.error.issues.map((issue) => ({
      check: 'schema',
      file,
      message: `${issue.path.join('.')}: ${issue.message}`,
    })),
  };
}

/** Everything that can be said about one valid file on its own. */
export function checkDestinationFile({ file, data }: CheckedFile): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const report = (check: QualityCheck, message: string) => problems.push({ check, file, message });
  const { destination: d, places } = data;
  if (`${d.id}.json` !== file) report('file-name', `destination id ${d.id} does not match the file name`);

  const ids = new Set<string>();
  const names = new Set<string>();
  for (const p of places) {
    if (ids.has(p.id)) report('duplicates', `duplicate place id ${p.id}`);
    ids.add(p.id);
    const key = normalizeText(p.name);
    if (names.has(key)) report('duplicates', `duplicate place name ${p.name}`);
    names.add(key);
    const km = haversineKm(d, p);
    const limit = p.dayTrip ? QUALITY_RULES.dayTripRadiusKm : (d.radiusKm ?? QUALITY_RULES.defaultRadiusKm);
    if (km > limit) report('radius', `${p.id} is ${km.toFixed(1)} km from the centre (limit ${limit})`);
    if (FOOD_CATEGORIES.includes(p.category) && p.category !== 'market' && (!p.meals?.length || !p.dietary)) {
      report('food-fields', `${p.id}: food places need meals and dietary`);
    }
    if (p.picnic && !isPicnicSpot(p))
      report('picnic', `${p.id}: a picnic spot is an outing's lunch outdoors, with the picnic diets`);
  }

  const fallback = isFallbackDestination(d);
  const minPlaces = fallback ? QUALITY_RULES.fallbackMinPlaces : QUALITY_RULES.otherMinPlaces;
  if (places.length < minPlaces) report('size', `${places.length} places, needs at least ${minPlaces}`);
  if (fallback) for (const message of fallbackCoverageGaps(places)) report('fallback-coverage', message);
  return problems;
}

/** What a fallback city lacks for a full plan every day: food for each diet, something open each segment. */
export function fallbackCoverageGaps(places: readonly Place[]): string[] {
  const gaps: string[] = [];
  const food = places.filter(isFoodPlace);
  if (food.length < QUALITY_RULES.fallbackMinFoodPlaces) {
    gaps.push(`${food.length} food places, needs at least ${QUALITY_RULES.fallbackMinFoodPlaces}`);
  }
  for (const diet of DIETARY_OPTIONS) {
    for (const meal of ['lunch', 'dinner'] as const) {
      if (!food.some((p) => p.dietary?.includes(diet) && p.meals?.includes(meal))) {
        gaps.push(`no ${meal} place for ${diet}`);
      }
    }
  }
  for (const day of WEEKDAYS) {
    for (const seg of TIME_SEGMENTS) {
      const [from, to] = SEGMENT_WINDOWS[seg];
      const open = places.some(
        (p) =>
          !isFoodPlace(p) &&
          p.segments.includes(seg) &&
          p.hours[day].some(([o, c]) => toMin(o) <= to - 60 && toMin(c) >= from + 60),
      );
      if (!open) gaps.push(`nothing (besides food) open on ${day} ${seg}`);
    }
  }
  return gaps;
}

/**
 * The destination's GeoNames id exists, and its centre and country agree with that city. Expeditions
 * (gatewayName set) use their departure gateway's id: the id must name that gateway, distance is not checked.
 */
export function checkAgainstGazetteer(
  { file, data }: CheckedFile,
  gazetteer: GazetteerLookup,
): QualityProblem[] {
  const d = data.destination;
  const city = gazetteer.getById(d.geonameId);
  const problem = (message: string): QualityProblem => ({ check: 'gazetteer', file, message });
  if (!city) return [problem(`geonameId ${d.geonameId} is not in the gazetteer`)];
  if (d.gatewayName) {
    const named = gazetteer.named(d.gatewayName).some((c) => c.id === city.id);
    return named
      ? []
      : [problem(`geonameId ${d.geonameId} is ${city.formatted}, not the gateway ${d.gatewayName}`)];
  }
  const problems: QualityProblem[] = [];
  const km = haversineKm(d, city);
  if (km > QUALITY_RULES.gazetteerToleranceKm) {
    problems.push(problem(`centre is ${km.toFixed(1)} km from ${city.formatted} (geonameId ${d.geonameId})`));
  }
  if (city.countryCode !== d.countryCode) {
    problems.push(problem(`countryCode ${d.countryCode}, but ${city.formatted} is in ${city.countryCode}`));
  }
  return problems;
}

/** Problems of the base as a whole: duplicates across files and the coverage the explorer promises. */
export function checkBase(files: readonly CheckedFile[]): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const report = (check: QualityCheck, message: string, file = 'knowledge base') =>
    problems.push({ check, file, message });

  const ids = new Map<string, string>();
  const geonameIds = new Map<number, string>();
  for (const { file, data } of files) {
    const d = data.destination;
    const sameId = ids.get(d.id);
    if (sameId) report('duplicates', `destination id ${d.id} is also used by ${sameId}`, file);
    else ids.set(d.id, file);
    if (d.gatewayName) continue; // expeditions share their gateway city's id
    const sameCity = geonameIds.get(d.geonameId);
    if (sameCity) report('duplicates', `geonameId ${d.geonameId} is also used by ${sameCity}`, file);
    else geonameIds.set(d.geonameId, file);
  }

  for (const message of sharedPlaces(files)) report('duplicates', message);

  const destinations = files.map((f) => f.data);
  for (const city of FALLBACK_CITIES) {
    const found = destinations.find((f) => slugMatches(f.destination, city));
    if (!found) report('base-coverage', `fallback city ${city} is missing`);
    else if (found.places.length < QUALITY_RULES.fallbackMinPlaces) {
      report('base-coverage', `fallback city ${city} has ${found.places.length} places`);
    }
  }
  const others = destinations.filter((f) => !isFallbackDestination(f.destination)).length;
  if (others < QUALITY_RULES.minOtherDestinations) {
    report(
      'base-coverage',
      `${others} destinations besides the fallback cities, needs ${QUALITY_RULES.minOtherDestinations}`,
    );
  }
  for (const [continent, count] of continentCounts(destinations.map((f) => f.destination))) {
    const min =
      continent === 'antarctica' ? QUALITY_RULES.minOnAntarctica : QUALITY_RULES.minPerInhabitedContinent;
    if (count < min) report('base-coverage', `${count} destinations on ${continent}, needs ${min}`);
  }
  return problems;
}

/**
 * The same real place (same Wikidata id, or same name within 1 km) listed by two destinations. Only a day trip
 * may be shared: Nara's temples are day trips from both Kyoto and Osaka, but a city's own sight has one guide.
 */
export function sharedPlaces(files: readonly CheckedFile[]): string[] {
  const byKey = new Map<string, { file: string; place: Place }[]>();
  for (const { file, data } of files) {
    for (const place of data.places) {
      for (const key of [place.wikidataId, normalizeText(place.name)]) {
        if (!key) continue;
        byKey.set(key, [...(byKey.get(key) ?? []), { file, place }]);
      }
    }
  }
  const problems = new Set<string>();
  for (const entries of byKey.values()) {
    for (const [i, a] of entries.entries()) {
      for (const b of entries.slice(i + 1)) {
        if (a.file === b.file || a.place.dayTrip || b.place.dayTrip) continue;
        const sameQid = a.place.wikidataId && a.place.wikidataId === b.place.wikidataId;
        if (!sameQid && haversineKm(a.place, b.place) > 1) continue;
        problems.add(`${a.file} and ${b.file} both list ${a.place.name} (${a.place.id}, ${b.place.id})`);
      }
    }
  }
  return [...problems];
}

function slugMatches(d: Destination, city: string): boolean {
  return d.id === slug(city) || slug(d.name) === slug(city);
}

export function continentCounts(destinations: readonly Destination[]): Map<Continent, number> {
  return new Map(CONTINENTS.map((c) => [c, destinations.filter((d) => d.continent === c).length]));
}

export interface KnowledgeReport {
  files: CheckedFile[];
  problems: QualityProblem[];
}

/**
 * Every check over raw files. With `only` (destination ids), just those files are checked and the checks of
 * the whole base are skipped; without a gazetteer, the gazetteer checks are.
 */
export function checkKnowledge(
  raw: readonly RawKnowledgeFile[],
  options: { only?: readonly string[]; gazetteer?: GazetteerLookup } = {},
): KnowledgeReport {
  const only = options.only?.length ? new Set(options.only) : undefined;
  const files: CheckedFile[] = [];
  const problems: QualityProblem[] = [];
  for (const entry of raw) {
    if (only && !only.has(entry.file.replace(/\.json$/, ''))) continue;
    const { data, problems: schemaProblems } = parseKnowledgeFile(entry);
    problems.push(...schemaProblems);
    if (!data) continue;
    const checked = { file: entry.file, data };
    files.push(checked);
    problems.push(...checkDestinationFile(checked));
    if (options.gazetteer) problems.push(...checkAgainstGazetteer(checked, options.gazetteer));
  }
  if (!only) problems.push(...checkBase(files));
  return { files, problems };
}

/** A picnic spot as the planner reads it: a park's or nature area's day-trip lunch suiting PICNIC_DIETS exactly. */
function isPicnicSpot(p: Place): boolean {
  return (
    Boolean(p.dayTrip) &&
    (p.category === 'park' || p.category === 'nature') &&
    p.meals?.join() === 'lunch' &&
    [...(p.dietary ?? [])].sort().join() === [...PICNIC_DIETS].sort().join()
  );
}
