// Rewrites destination files in the knowledge base's canonical form: hours as short text ("Tu-Su 09:30-17:30"),
// keys in schema order, short lists on one line. Refuses (and leaves untouched) a file that does not validate.
// Usage: npx tsx scripts/format-knowledge.ts [destination-id ...]   (no ids: every file)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHoursText } from '../src/core/hours-text.ts';
import { destinationFileSchema, type OpeningHours } from '../src/core/knowledge.ts';
import { DEFAULT_KNOWLEDGE_DIR, readKnowledgeDir } from '../src/knowledge/knowledge-files.ts';

const only = new Set(process.argv.slice(2).map((id) => id.replace(/\.json$/, '')));
let failed = 0;

/** JSON with two-space indentation, lists of numbers or short strings kept on one line. */
export function stringifyKnowledge(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  return `${text.replace(/\[\n\s+([^[\]{}]*?)\n\s*\]/g, (whole, inner: string) => {
    const items = inner.split(/,\n\s+/);
    const line = `[${items.join(', ')}]`;
    return line.length <= 100 ? line : whole;
  })}\n`;
}

const hoursText = (h: OpeningHours) => formatHoursText(h);

for (const { file, content } of readKnowledgeDir()) {
  if (only.size && !only.has(file.replace(/\.json$/, ''))) continue;
  const parsed = destinationFileSchema.safeParse(content);
  if (!parsed.success) {
    failed++;
    for (const issue of parsed.error.issues.slice(0, 20))
      console.log(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  // The raw file keeps the author's key order within the schema's; only hours change form.
  const raw = content as { destination: object; places: Record<string, unknown>[] };
  const places = parsed.data.places.map((p, i) => {
    const out: Record<string, unknown> = { ...raw.places[i] };
    out.hours = hoursText(p.hours);
    if (p.seasons) out.seasons = p.seasons.map((s) => ({ ...s, hours: hoursText(s.hours) }));
    return out;
  });
  writeFileSync(
    join(DEFAULT_KNOWLEDGE_DIR, file),
    stringifyKnowledge({ destination: raw.destination, places }),
  );
}
if (failed) {
  console.log(`${failed} file(s) did not validate and were left as they were`);
  process.exit(1);
}
