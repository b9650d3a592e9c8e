// Derives data/wikidata/places.json from the Wikidata extracts (wikidata_*.csv: qid, name_en, lat, lon,
// annual_visitors, kind). Usage: npx tsx scripts/build-wikidata.ts <wikidata-dir> [output-file]
// Rows without an English name are skipped; a place listed under two kinds is kept once, as the more specific
// kind (museum); visitor counts above MAX_VISITORS a year are data errors in the extract and are dropped.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const MAX_VISITORS = 100_000_000;
const KIND_PREFERENCE = ['museum', 'tourist_attraction'];

const [sourceDir, outArg] = process.argv.slice(2);
if (!sourceDir) {
  console.error('Usage: npx tsx scripts/build-wikidata.ts <wikidata-dir> [output-file]');
  process.exit(2);
}
const outFile = outArg ?? join(import.meta.dirname, '..', 'data', 'wikidata', 'places.json');

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

type Entry = [qid: string, name: string, lat: number, lng: number, visitors: number | null, kind: string];
const places = new Map<string, Entry>();
const round = (deg: number) => Math.round(deg * 1e5) / 1e5;
let skipped = 0;
for (const file of readdirSync(sourceDir)
  .filter((f) => /^wikidata_.*\.csv$/.test(f))
  .sort()) {
  const [header, ...rows] = parseCsv(readFileSync(join(sourceDir, file), 'utf8'));
  if (header?.join(',') !== 'qid,name_en,lat,lon,annual_visitors,kind')
    throw new Error(`${file}: unexpected header`);
  for (const [qid = '', rawName = '', lat = '', lng = '', visitors = '', kind = ''] of rows) {
    const name = rawName.trim().replace(/\s+/g, ' ');
    const point = [Number(lat), Number(lng)] as const;
    if (!/^Q\d+$/.test(qid) || !name || !kind || !point.every((n) => lat && lng && Number.isFinite(n))) {
      skipped++;
      continue;
    }
    const count = Number(visitors);
    const entry: Entry = [
      qid,
      name,
      round(point[0]),
      round(point[1]),
      visitors && count > 0 && count <= MAX_VISITORS ? Math.round(count) : null,
      kind,
    ];
    const previous = places.get(qid);
    if (!previous || KIND_PREFERENCE.indexOf(kind) < KIND_PREFERENCE.indexOf(previous[5]))
      places.set(qid, entry);
  }
}
const sorted = [...places.values()].sort((a, b) => Number(a[0].slice(1)) - Number(b[0].slice(1)));
const lines = [
  '{',
  '"source": "Wikidata (wikidata.org), CC0: 2021 extracts of museums and tourist attractions. Built by scripts/build-wikidata.ts.",',
  '"fields": ["qid", "name", "lat", "lng", "visitors", "kind"],',
  `"places": [\n${sorted.map((p) => JSON.stringify(p)).join(',\n')}\n]`,
  '}',
];
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${lines.join('\n')}\n`);
console.log(`${sorted.length} places (${skipped} rows skipped) -> ${outFile}`);
