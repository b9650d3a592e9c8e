// Checks the destination files in data/knowledge/destinations: schema, duplicates, distances, agreement with
// the gazetteer and Wikidata, and depth for a varied week (the checks live in src/knowledge/quality.ts and
// depth.ts, shared with the tests).
// Usage: npx tsx scripts/check-knowledge.ts [destination-id ...]   (with ids: only those files, no base checks)

import { depthGaps } from '../src/knowledge/depth.ts';
import { getGazetteer } from '../src/knowledge/gazetteer.ts';
import { loadKnowledgeFiles } from '../src/knowledge/knowledge-base.ts';
import { readKnowledgeDir } from '../src/knowledge/knowledge-files.ts';
import { checkKnowledge, isFoodPlace } from '../src/knowledge/quality.ts';
import { staleClosures } from '../src/knowledge/stale-closures.ts';
import { wikidataPlaces } from '../src/knowledge/wikidata.ts';
import { wikidataDisagreements } from '../src/knowledge/wikidata-matches.ts';

const only = process.argv.slice(2);
const raw = readKnowledgeDir();
const { files, problems } = checkKnowledge(raw, { only, gazetteer: getGazetteer() });

let shallow = 0;
for (const { file, data } of files) {
  const { places } = data;
  const food = places.filter(isFoodPlace).length;
  const dayTrips = places.filter((p) => p.dayTrip).length;
  const gaps = depthGaps(data);
  if (gaps.length) shallow++;
  console.log(
    `${file}: ${places.length} places, ${food} food, ${dayTrips} day trips${gaps.length ? `; ${gaps.length} depth gap(s)` : ', deep enough'}`,
  );
  for (const gap of gaps) console.log(`  [depth] ${gap}`);
  // A reminder, not a failure: the closures time has overtaken (today, in UTC).
  for (const stale of staleClosures(places, new Date().toISOString().slice(0, 10)))
    console.log(`  [stale] ${stale}`);
}
for (const { file, check, message } of problems) console.log(`${file}: [${check}] ${message}`);

// Coordinates against Wikidata need the whole base to load (only when every file is valid).
let far: string[] = [];
if (!problems.some((p) => p.check === 'schema')) {
  const kb = loadKnowledgeFiles(raw);
  const checked = new Set(files.map((f) => f.data.destination.id));
  const places = kb.destinations().flatMap((d) => (checked.has(d.id) ? kb.placesOf(d.id) : []));
  far = wikidataDisagreements(places, wikidataPlaces());
  for (const message of far) console.log(`[wikidata] ${message}`);
}
console.log(problems.length || far.length ? `${problems.length + far.length} problem(s)` : 'all good');
if (shallow) console.log(`${shallow} destination(s) not yet deep enough for a varied week`);
process.exit(problems.length || far.length || shallow ? 1 : 0);
