// Derives data/gazetteer/cities.json from a GeoNames dump folder (cities15000.txt, admin1CodesASCII.tsv,
// countryInfo.tsv). Usage: npx tsx scripts/build-gazetteer.ts <geonames-dir> [output-file]
//
// Alternate names are shipped as normalised search keys (they are never displayed). Kept (see data/README.md):
// Latin-script names that differ from the main name after normalisation, minus GeoNames' lower-case machine
// transliterations, upper-case codes (IATA and the like), "Kyoto-shi"-style suffixed variants of another kept
// name and "Lungsod ng Kyoto"-style "City of X" variants; for capitals and cities of NATIVE_NAMES_MIN people
// also the names in other scripts, so "東京" or "Москва" find their city. Abbreviated forms are added where a
// name starts with Saint, Sainte, Mount or Fort ("st petersburg").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Continent } from '../src/core/constants.ts';
import { isLatinKey, normalizeText } from '../src/knowledge/normalize.ts';

const NATIVE_NAMES_MIN = 1_000_000;
/** Historical, abandoned and destroyed places are not travel destinations. */
const SKIPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW']);
const CONTINENT_CODES: Record<string, Continent> = {
  AF: 'africa',
  AS: 'asia',
  EU: 'europe',
  NA: 'north-america',
  SA: 'south-america',
  OC: 'oceania',
  AN: 'antarctica',
};

const [sourceDir, outArg] = process.argv.slice(2);
if (!sourceDir) {
  console.error('Usage: npx tsx scripts/build-gazetteer.ts <geonames-dir> [output-file]');
  process.exit(2);
}
const outFile = outArg ?? join(import.meta.dirname, '..', 'data', 'gazetteer', 'cities.json');

const rows = (file: string) =>
  readFileSync(join(sourceDir, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));

const countries = new Map<string, [name: string, continent: Continent]>();
for (const cols of rows('countryInfo.tsv')) {
  const [code, , , , name, , , , continentCode] = cols;
  const continent = CONTINENT_CODES[continentCode ?? ''];
  if (!code || !name || !continent) throw new Error(`countryInfo.tsv: bad row ${cols.join(' | ')}`);
  countries.set(code, [name, continent]);
}

const admin1 = new Map<string, string>();
for (const [code, name] of rows('admin1CodesASCII.tsv')) if (code && name) admin1.set(code, name);

/** Search keys (normalised alternate names) worth shipping for one city (see the header comment). */
function keptAlternateNames(name: string, ascii: string, alternates: string[], native: boolean): string[] {
  const nameKey = normalizeText(name);
  const candidates = new Map<string, string>();
  for (const alt of [ascii, ...alternates]) {
    const key = normalizeText(alt);
    if (key.length < 2 || key === nameKey || candidates.has(key)) continue;
    const latin = isLatinKey(key);
    if (latin && alt === alt.toLowerCase()) continue; // machine transliteration
    if (/^[A-Z]{2,4}$/.test(alt)) continue; // airport and other codes
    if (!latin && !native) continue;
    candidates.set(key, alt);
  }
  const all = [nameKey, ...candidates.keys()];
  const kept = [...candidates.keys()].filter(
    (key) =>
      !all.some((other) => key.startsWith(`${other} `)) &&
      !CITY_OF.some((prefix) => key.startsWith(prefix) && all.includes(key.slice(prefix.length))),
  );
  for (const key of all) {
    const short = abbreviated(key);
    if (short && !all.includes(short) && !kept.includes(short)) kept.push(short);
  }
  return kept;
}

/** "City of X" in the languages GeoNames lists it for most cities; such names add only noise. */
const CITY_OF = ['lungsod ng ', 'thanh pho ', 'bandar raya ', 'kota ', 'city of ', 'cathair '];
const ABBREVIATIONS: [string, string][] = [
  ['saint ', 'st '],
  ['sainte ', 'ste '],
  ['mount ', 'mt '],
  ['fort ', 'ft '],
];
/** The way people often type a name: "saint petersburg" -> "st petersburg". */
function abbreviated(key: string): string | undefined {
  for (const [long, short] of ABBREVIATIONS) if (key.startsWith(long)) return short + key.slice(long.length);
  return undefined;
}

const timeZones = new Map<string, number>();
const regions = new Map<string, number>();
const indexOf = (map: Map<string, number>, value: string) => {
  let i = map.get(value);
  if (i === undefined) {
    i = map.size;
    map.set(value, i);
  }
  return i;
};

/** Four decimals is about 10 m, plenty for a city centre. */
const round = (deg: number) => Math.round(deg * 1e4) / 1e4;

type Row = (string | number)[];
const cities: Row[] = [];
for (const cols of rows('cities15000.txt')) {
  const [id, name, ascii, alternates, lat, lng, , feature, cc, , a1, , , , population, , , timeZone] = cols;
  if (!id || !name || !cc || !feature || !timeZone) throw new Error(`cities15000.txt: bad row ${id}`);
  if (SKIPPED_FEATURES.has(feature)) continue;
  if (!countries.has(cc)) throw new Error(`cities15000.txt: unknown country ${cc} (${id})`);
  const capital = feature === 'PPLC';
  const pop = Number(population) || 0;
  const regionName = admin1.get(`${cc}.${a1}`) ?? '';
  const alt = keptAlternateNames(
    name,
    ascii ?? '',
    alternates ? alternates.split(',') : [],
    capital || pop >= NATIVE_NAMES_MIN,
  );
  cities.push([
    Number(id),
    name,
    regionName ? indexOf(regions, regionName) : -1,
    cc,
    round(Number(lat)),
    round(Number(lng)),
    pop,
    indexOf(timeZones, timeZone),
    capital ? 1 : 0,
    alt.join('|'),
  ]);
}
cities.sort((a, b) => (a[0] as number) - (b[0] as number));

const usedCountries = [...new Set(cities.map((c) => c[3] as string))].sort();
const lines = [
  '{',
  '"source": "GeoNames (geonames.org), CC BY 4.0: cities15000, admin1CodesASCII, countryInfo. Built by scripts/build-gazetteer.ts.",',
  '"fields": ["geonameId", "name", "region", "countryCode", "lat", "lng", "population", "timeZone", "capital", "alternateKeys"],',
  `"countries": {\n${usedCountries.map((cc) => `${JSON.stringify(cc)}: ${JSON.stringify(countries.get(cc))}`).join(',\n')}\n},`,
  `"regions": ${JSON.stringify([...regions.keys()])},`,
  `"timeZones": ${JSON.stringify([...timeZones.keys()])},`,
  `"cities": [\n${cities.map((c) => JSON.stringify(c)).join(',\n')}\n]`,
  '}',
];
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${lines.join('\n')}\n`);
console.log(`${cities.length} cities, ${regions.size} regions, ${timeZones.size} time zones -> ${outFile}`);
