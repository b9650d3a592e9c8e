// Checks the destination files in data/knowledge/destinations: schema, duplicates, distances, agreement with
// the gazetteer and coverage (the checks live in src/knowledge/quality.ts, shared with the tests).
// Usage: npx tsx scripts/check-knowledge.ts [destination-id ...]   (with ids: only those files, no base checks)

import { depthGaps } from '../src/knowledge/depth.ts';
import { getGazetteer } from '../src/knowledge/gazetteer.ts';
import { readKnowledgeDir } from '../src/knowledge/knowledge-files.ts';
import { checkKnowledge, isFoodPlace } from '../src/knowledge/quality.ts';

const only = process.argv.slice(2);
const { files, problems } = checkKnowledge(readKnowledgeDir(), { only, gazetteer: getGazetteer() });

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
}
for (const { file, check, message } of problems) console.log(`${file}: [${check}] ${message}`);
console.log(problems.length ? `${problems.length} problem(s)` : 'all good');
if (shallow) console.log(`${shallow} destination(s) not yet deep enough for a varied week`);
process.exit(problems.length || shallow ? 1 : 0);
