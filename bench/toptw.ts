// TOPTW benchmark: solves every instance file under <dir> for each number of tours and prints one JSON
// line per (instance, m): {"instance","m","score","ms","feasible","tours"}; `tours` lists each tour's vertex
// numbers in visiting order (depot left out) and `feasible` is checkFeasibility's verdict.
// Usage: npm run bench:toptw -- <dir> [--m 1,2,3,4] [--time-limit ms] [--seed n] [--only regex] [--clock wall|cpu]
// The time limit covers parsing, model building and search; `ms` is the wall time of all that and `cpuMs`
// this process's CPU time. With --clock cpu the limit is on CPU time instead of wall time (for a machine
// shared with other work, where wall time measures the neighbours as much as the solver).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkFeasibility } from '../src/planner/toptw/check.ts';
import { parseToptw } from '../src/planner/toptw/parse.ts';
import { solveToptw } from '../src/planner/toptw/solver.ts';

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function usage(): never {
  console.error(
    'usage: tsx bench/toptw.ts <dir> [--m 1,2,3,4] [--time-limit ms] [--seed n] [--only regex] [--clock wall|cpu]',
  );
  process.exit(2);
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}

/** Instance files start with four numbers ("k v N t"); format notes and score tables do not. */
function looksLikeInstance(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0]?.trim().split(/\s+/) ?? [];
  return first.length >= 3 && first.every((t) => /^-?\d+(\.\d+)?$/.test(t));
}

const args = process.argv.slice(2);
let dir: string | undefined;
let ms = [1, 2, 3, 4];
let timeLimit = 1000;
let seed = 1;
let only: RegExp | undefined;
let clock: 'wall' | 'cpu' = 'wall';
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--m') ms = (args[++i] ?? usage()).split(',').map(Number);
  else if (a === '--time-limit') timeLimit = Number(args[++i] ?? usage());
  else if (a === '--seed') seed = Number(args[++i] ?? usage());
  else if (a === '--only') only = new RegExp(args[++i] ?? usage());
  else if (a === '--clock') clock = args[++i] === 'cpu' ? 'cpu' : 'wall';
  else if (a.startsWith('--')) usage();
  else dir = a;
}
if (!dir || ms.some((m) => !Number.isInteger(m) || m < 1) || !(timeLimit > 0)) usage();

for (const file of listFiles(dir)) {
  const text = readFileSync(file, 'utf8');
  if (!looksLikeInstance(text)) continue;
  const name = basename(file).replace(/\.txt$/i, '');
  if (only && !only.test(name)) continue;
  for (const m of ms) {
    const t0 = performance.now();
    const c0 = cpuMs();
    const now = clock === 'cpu' ? () => cpuMs() - c0 : () => performance.now() - t0;
    const inst = parseToptw(text, { name: file, tours: m });
    const result = solveToptw(inst, { seed, timeLimitMs: timeLimit - now(), now });
    const elapsed = performance.now() - t0;
    const cpu = cpuMs() - c0;
    const report = checkFeasibility(inst, result.tours);
    console.log(
      JSON.stringify({
        instance: name,
        m,
        score: report.score,
        ms: Math.round(elapsed),
        cpuMs: Math.round(cpu),
        feasible: report.feasible,
        tours: result.tours,
      }),
    );
  }
}
