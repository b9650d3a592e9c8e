// The embedded database's memory: its PostgreSQL settings, and a new cluster created outside the server process.
import { execFile } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * PostgreSQL settings for the embedded database, on top of PGlite's own start parameters. PGlite allocates and
 * touches the whole buffer pool in its WebAssembly memory, which never shrinks: the 128 MB written by initdb made
 * 150 MB of the server's resident memory. A self-hosted Wayfarer's hot data (sessions, users, recent plans) is a
 * few MB, and what falls out of the pool is still in the operating system's file cache.
 */
export function pgliteSettings(sharedBuffersMb: number): string[] {
  return [
    `shared_buffers=${sharedBuffersMb}MB`,
    // Index builds and vacuum; the default 64 MB would grow the WebAssembly memory for good the first time.
    'maintenance_work_mem=16MB',
    // Temporary tables are never used.
    'temp_buffers=1MB',
  ].flatMap((setting) => ['-c', setting]);
}

const INITDB_SCRIPT = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/**
 * Makes sure `dir` holds a database cluster. A new one is created by a short-lived child process in a sibling
 * folder and moved into place when complete, so a start interrupted during initdb leaves no half-made cluster.
 * Returns false when the folder exists with other content and no cluster, which is left to PGlite as it was.
 */
export async function ensureCluster(dir: string): Promise<boolean> {
  if (existsSync(join(dir, 'PG_VERSION'))) return true;
  if (existsSync(dir)) {
    if (readdirSync(dir).length > 0) return false;
    rmSync(dir, { recursive: true });
  }
  const parent = dirname(dir);
  const making = join(parent, `.${basename(dir)}.initdb-${process.pid}`);
  rmSync(making, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [INITDB_SCRIPT, making], { maxBuffer: 16 * 1024 * 1024 });
    renameSync(making, dir);
  } catch (err) {
    rmSync(making, { recursive: true, force: true });
    const detail = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dir}${detail ? `: ${detail}` : ''}`, {
      cause: err,
    });
  }
  syncFolder(parent);
  return true;
}

/** The rename is durable once the folder holding it is flushed (POSIX; Windows cannot open a folder). */
function syncFolder(path: string) {
  if (process.platform === 'win32') return;
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
