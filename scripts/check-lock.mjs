// Checks that package-lock.json lists every optional dependency of every locked package. npm install drops the
// ones a registry mirror lacks (Biome's other-platform binaries, for one), and npm ci then refuses the lock file.
import { readFileSync } from 'node:fs';

// The project's lock file, or the one named on the command line (the test gives it broken ones).
const lockPath = process.argv[2] ?? new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};

/** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

const missing = [];
for (const [path, pkg] of Object.entries(packages)) {
  for (const name of Object.keys(pkg.optionalDependencies ?? {})) {
    if (!resolves(path, name)) missing.push(`${name} (wanted by ${path || 'the project'})`);
  }
}
if (missing.length) {
  console.error(
    `package-lock.json lacks ${missing.length} optional dependencies, so npm ci would refuse it:`,
  );
  for (const m of missing) console.error(`  ${m}`);
  process.exit(1);
}
console.log('lock file: ok');
