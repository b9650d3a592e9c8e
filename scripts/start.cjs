// `npm start`: builds the client and the server when missing or older than their sources, then starts the built
// server. Each build runs in a short-lived process of its own, so its memory is given back before the server starts.
// CommonJS on purpose: an ES module entry is read through libuv's thread pool, which starts it before the first line
// here could size it.

// Every pool thread that hashes a password keeps scrypt's 16 MB in its own malloc arena for good, and the pool has 4
// threads unless told otherwise: a small server keeps two (file reads, password hashing; an operator's setting wins).
process.env.UV_THREADPOOL_SIZE ??= '2';

const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const root = join(__dirname, '..');
const builtIndex = join(root, 'dist', 'client', 'index.html');
const builtServer = join(root, 'dist', 'server', 'main.mjs');

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources
    .map((p) => join(root, p))
    .filter(existsSync)
    .some((p) => newestMtime(p) > builtAt);
}

const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

if (isStale(builtIndex, ['src/client', 'src/core', 'src/planner', 'vite.config.ts', 'package-lock.json'])) {
  console.log('Building the client (first start or sources changed)...');
  run([join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
}
const serverSources = [
  'src/server',
  'src/core',
  'src/planner',
  'src/knowledge',
  'scripts/build-server.mjs',
  'package-lock.json',
];
if (isStale(builtServer, serverSources)) {
  console.log('Building the server (first start or sources changed)...');
  run([join(root, 'scripts', 'build-server.mjs')]);
}

import(pathToFileURL(builtServer).href).catch((err) => {
  console.error(err);
  process.exit(1);
});
