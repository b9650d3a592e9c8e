// `npm test`: every suite (unit, property, integration on PGlite and PostgreSQL when reachable, end-to-end in
// Chromium), then one line "N passed, N failed". Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { summarize } from './test-summary.mjs';

const root = join(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
rmSync(join(tmp, 'vitest.json'), { force: true });
rmSync(join(tmp, 'playwright.json'), { force: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status;

console.log('\n== Unit, property and integration tests (Vitest) ==');
run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(tmp, 'vitest.json')}`,
]);

console.log('\n== End-to-end tests (Playwright, Chromium) ==');
run(bin('playwright'), ['test']);

const { passed, failed, skipped, notes } = summarize();
console.log('');
if (notes.length) console.log(`(${notes.join('; ')})`);
if (skipped) console.log(`(${skipped} skipped)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
