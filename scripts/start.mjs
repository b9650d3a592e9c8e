// `npm start`: builds the client when it is missing or older than its sources, then starts the server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const root = join(import.meta.dirname, '..');
const builtIndex = join(root, 'dist', 'client', 'index.html');

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function clientIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ['src/client', 'src/core', 'src/planner', 'vite.config.ts', 'package-lock.json']
    .map((p) => join(root, p))
    .filter(existsSync);
  return sources.some((p) => newestMtime(p) > built);
}

if (clientIsStale()) {
  console.log('Building the client (first start or sources changed)...');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

register();
await import('../src/server/main.ts');
