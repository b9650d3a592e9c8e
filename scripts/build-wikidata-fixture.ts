// Writes tests/fixtures/wikidata-matches.json: knowledge-base places paired with the Wikidata place of the
// same id or name within 50 km (data/wikidata/places.json). The tests then hold each pair to within 1 km, so
// later edits cannot move a well-known place away from where Wikidata has it. Re-run after changing the base.
// Usage: npx tsx scripts/build-wikidata-fixture.ts [output-file]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { haversineKm } from '../src/core/geo.ts';
import { getKnowledgeBase } from '../src/knowledge/index.ts';
import { wikidataPlaces } from '../src/knowledge/wikidata.ts';
import { AGREEMENT_KM, matchWikidata } from '../src/knowledge/wikidata-matches.ts';

const outFile =
  process.argv[2] ?? join(import.meta.dirname, '..', 'tests', 'fixtures', 'wikidata-matches.json');
const kb = getKnowledgeBase();
const places = kb.destinations().flatMap((d) => kb.placesOf(d.id));
const matches = matchWikidata(places, wikidataPlaces());

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `[\n${matches.map((m) => JSON.stringify(m)).join(',\n')}\n]\n`);
console.log(`${matches.length} matches among ${places.length} places -> ${outFile}`);
for (const m of matches) {
  const place = kb.place(`${m.destinationId}/${m.placeId}`)!;
  const km = haversineKm(place, m);
  if (km > AGREEMENT_KM) {
    console.log(
      `  disagrees: ${m.destinationId}/${m.placeId} is ${km.toFixed(2)} km from ${m.qid} ${m.name}`,
    );
  }
}
