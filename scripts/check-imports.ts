// Enforces DESIGN.md section 3: imports flow one way between the layers, and no client feature imports another.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

const ALLOWED: Record<string, string[]> = {
  core: ['core'],
  planner: ['planner', 'core'],
  knowledge: ['knowledge', 'core'],
  server: ['server', 'core', 'planner', 'knowledge'],
  client: ['client', 'core', 'planner'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems: string[] = [];

for (const file of files(src)) {
  const rel = relative(src, file);
  const layer = rel.split('/')[0]!;
  const allowed = ALLOWED[layer];
  if (!allowed) continue;
  const feature = rel.match(/^client\/features\/([^/]+)\//)?.[1];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    if (!spec.startsWith('.')) continue;
    const target = relative(src, resolve(dirname(file), spec));
    if (target.startsWith('..')) {
      // Tests beside the code may use the shared test helpers.
      if (/\.test\.tsx?$/.test(file) && target.startsWith('../tests/')) continue;
      problems.push(`${rel}: imports ${spec}, outside src/`);
      continue;
    }
    const targetLayer = target.split('/')[0]!;
    // Planner tests run the planner over the real knowledge base; the planner code itself never imports it.
    if (layer === 'planner' && targetLayer === 'knowledge' && /\.test\.tsx?$/.test(file)) continue;
    if (!allowed.includes(targetLayer))
      problems.push(`${rel}: ${layer} may not import ${targetLayer} (${spec})`);
    const targetFeature = target.match(/^client\/features\/([^/]+)\//)?.[1];
    if (feature && targetFeature && feature !== targetFeature) {
      problems.push(
        `${rel}: feature ${feature} may not import feature ${targetFeature} (${spec}); compose in pages/`,
      );
    }
  }
}

if (problems.length) {
  console.error(`Import direction violations (DESIGN.md section 3):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('imports: ok');
