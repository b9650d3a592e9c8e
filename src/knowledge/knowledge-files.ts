// Reads data/knowledge/destinations/*.json. Validation lives with the callers: the loader refuses a bad base,
// the quality checks report every problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_KNOWLEDGE_DIR = fileURLToPath(
  new URL('../../data/knowledge/destinations', import.meta.url),
);

export interface RawKnowledgeFile {
  /** File name, e.g. "paris.json". */
  file: string;
  /** Parsed JSON, not yet validated; a JSON syntax error is kept as the Error. */
  content: unknown;
}

/** Every *.json file of the folder, in name order; a missing folder is an empty base. */
export function readKnowledgeDir(dir = DEFAULT_KNOWLEDGE_DIR): RawKnowledgeFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      try {
        return { file, content: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown };
      } catch (error) {
        return { file, content: error instanceof Error ? error : new Error(String(error)) };
      }
    });
}
