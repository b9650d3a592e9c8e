// Prints "N passed, N failed" from Vitest's and Playwright's JSON reports (.tmp/vitest.json, .tmp/playwright.json).
// A missing report counts as one failure: a suite that did not report did not pass.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', '.tmp');

function read(name) {
  const file = join(dir, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const notes = [];

  const vitest = read('vitest.json');
  if (!vitest) {
    failed++;
    notes.push('no Vitest report');
  } else {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
    // A test file that failed to load has no tests but is a failure.
    const broken = (vitest.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).length,
    );
    failed += broken.length;
    if (broken.length) notes.push(`${broken.length} Vitest file(s) failed to run`);
  }

  const pw = read('playwright.json');
  if (!pw) {
    failed++;
    notes.push('no Playwright report');
  } else {
    const s = pw.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    if ((pw.errors ?? []).length) {
      failed += pw.errors.length;
      notes.push(`${pw.errors.length} Playwright error(s) outside tests`);
    }
  }
  return { passed, failed, skipped, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, skipped, notes } = summarize();
  if (notes.length) console.log(`(${notes.join('; ')})`);
  if (skipped) console.log(`(${skipped} skipped)`);
  console.log(`${passed} passed, ${failed} failed`);
}
