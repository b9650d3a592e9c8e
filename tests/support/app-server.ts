// The real server as its own process (scripts/start.cjs) over a given data folder, for benches and for browser
// tests that need a configuration of their own.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export async function startAppServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/start.cjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Never a public service from a test or a bench: the embedded map, no photographs, open data only at
      // servers the caller names.
      MAP_STYLE_URL: 'offline',
      PLACE_PHOTOS: 'off',
      OPEN_DATA: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop: () => stopped(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/**
 * Asks the server to stop and resolves once it has exited (killed if it takes over 10 s), so that its data folder
 * may be removed: the database writes its last files while it shuts down.
 */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
