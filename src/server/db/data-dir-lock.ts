// One process per embedded database folder. PGlite does not guard its folder: two processes writing to it lose
// acknowledged data silently. The lock is a local socket (a Unix socket under the temp folder, a named pipe on
// Windows) named after the folder: the kernel releases it when the holder dies, even by SIGKILL, so a stale lock
// never blocks a restart, and a live holder answers a connection, so a second process can tell it is there.
import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(readonly dir: string) {
    super(
      `The data folder ${dir} is in use by another Wayfarer process. Stop that process first; to run several ` +
        'instances, use PostgreSQL (DATABASE_URL).',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function lockPath(dir: string): string {
  const id = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 24);
  return process.platform === 'win32'
    ? `\\\\?\\pipe\\wayfarer-${id}`
    : join(tmpdir(), `wayfarer-${id}.lock.sock`);
}

/** Whether a live process answers on the lock path. */
function holderAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Takes the folder's lock or throws DataDirInUseError. `dir` must exist. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = lockPath(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await holderAnswers(path)) throw new DataDirInUseError(dir);
    // Nobody answers: a socket file left by a holder that died is stale.
    if (process.platform !== 'win32') rmSync(path, { force: true });
    const server = createServer((socket) => socket.destroy());
    try {
      await listen(server, path);
    } catch (err) {
      // Another process bound it between our check and our listen: look again.
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw err;
    }
    // The lock must not keep the process alive on its own.
    server.unref();
    return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  throw new DataDirInUseError(dir);
}
