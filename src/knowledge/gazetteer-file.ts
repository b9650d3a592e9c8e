// Reads the shipped gazetteer (data/gazetteer/cities.json, built by scripts/build-gazetteer.ts) into records.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTINENTS, type Continent } from '../core/constants.ts';

export const DEFAULT_GAZETTEER_FILE = fileURLToPath(
  new URL('../../data/gazetteer/cities.json', import.meta.url),
);

/** One city as shipped; `alternateKeys` (normalised alternate names) feed the search index only. */
export interface CityRecord {
  geonameId: number;
  name: string;
  region: string;
  country: string;
  countryCode: string;
  continent: Continent;
  lat: number;
  lng: number;
  population: number;
  timeZone: string;
  capital: boolean;
  alternateKeys: string[];
}

const FIELDS = [
  'geonameId',
  'name',
  'region',
  'countryCode',
  'lat',
  'lng',
  'population',
  'timeZone',
  'capital',
  'alternateKeys',
];

type Row = [number, string, number, string, number, number, number, number, 0 | 1, string];
interface GazetteerFile {
  fields: string[];
  countries: Record<string, [string, Continent]>;
  regions: string[];
  timeZones: string[];
  cities: Row[];
}

export function readGazetteerFile(file = DEFAULT_GAZETTEER_FILE): CityRecord[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as GazetteerFile;
  if (JSON.stringify(data.fields) !== JSON.stringify(FIELDS) || !Array.isArray(data.cities)) {
    throw new Error(`${file}: unexpected gazetteer layout; rebuild it with scripts/build-gazetteer.ts`);
  }
  return data.cities.map(([geonameId, name, region, cc, lat, lng, population, tz, capital, alternates]) => {
    const country = data.countries[cc];
    const timeZone = data.timeZones[tz];
    if (!country || !CONTINENTS.includes(country[1]) || timeZone === undefined) {
      throw new Error(`${file}: city ${geonameId} refers to an unknown country or time zone`);
    }
    return {
      geonameId,
      name,
      region: data.regions[region] ?? '',
      country: country[0],
      countryCode: cc,
      continent: country[1],
      lat,
      lng,
      population,
      timeZone,
      capital: capital === 1,
      alternateKeys: alternates ? alternates.split('|') : [],
    };
  });
}
