// Start-up cost of the embedded knowledge base: reading and validating every destination file and building the
// indexes. Memory is the heap growth (run with --expose-gc for a settled figure).
// Run directly: npx tsx bench/knowledge.ts   (or: node --expose-gc --import tsx bench/knowledge.ts)
import { pathToFileURL } from 'node:url';
import { loadKnowledgeBase } from '../src/knowledge/index.ts';
import { DEFAULT_KNOWLEDGE_DIR } from '../src/knowledge/knowledge-files.ts';

export interface KnowledgeBenchResult {
  name: string;
  destinations: number;
  places: number;
  loadMs: number;
  heapMb: number;
}

const settle = () => (globalThis as { gc?: () => void }).gc?.();

export async function benchKnowledgeBase(): Promise<KnowledgeBenchResult> {
  settle();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const kb = loadKnowledgeBase(DEFAULT_KNOWLEDGE_DIR);
  const loadMs = performance.now() - started;
  settle();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  return {
    name: 'knowledge base start-up',
    ...kb.stats,
    loadMs: Math.round(loadMs),
    heapMb: Math.round(heapMb * 10) / 10,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchKnowledgeBase()));
}
