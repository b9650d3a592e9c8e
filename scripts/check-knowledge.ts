// Checks the destination files in data/knowledge/destinations: schema, duplicates, distances, agreement with
// the gazetteer and coverage (the checks live in src/knowledge/quality.ts, shared with the tests).
// Usage: npx tsx scripts/check-knowledge.ts [destination-id ...]   (with ids: only those files, no base checks)
import { getGazetteer } from '../src/knowledge/gazetteer.ts';
import { readKnowledgeDir } from '../src/knowledge/knowledge-files.ts';
import { checkKnowledge, isFoodPlace } from '../src/knowledge/quality.ts';

const only = process.argv.slice(2);
const { files, problems } = checkKnowledge(readKnowledgeDir(), { only, gazetteer: getGazetteer() });

for (const { file, data } of files) {
  const { places } = data;
  const food = places.filter(isFoodPlace).length;
  const dayTrips = places.filter((p) => p.dayTrip).length;
  console.log(`${file}: ${places.length} places, ${food} food, ${dayTrips} day trips`);
}
for (const { file, check, message } of problems) console.log(`${file}: [${check}] ${message}`);
console.log(problems.length ? `${problems.length} problem(s)` : 'all good');
process.exit(problems.length ? 1 : 0);
