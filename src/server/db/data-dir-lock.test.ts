// The embedded database folder admits one process: a second is refused while the first lives, and a holder that
// died (SIGKILL) leaves nothing that blocks the next start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wf-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Another process holding the lock; resolves once it has it. */
async function holderProcess(dir: string) {
  const script = `const { lockDataDir } = await import(${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))});
await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('data folder lock', () => {
  it('refuses a second holder until the first releases', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another Wayfarer process/);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('is held by another live process, and freed by its death even by SIGKILL', async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    const exited = new Promise((r) => holder.once('exit', r));
    holder.kill('SIGKILL');
    await exited;
    const mine = await lockDataDir(dir);
    await mine.release();
  });

  it('locks each folder separately', async () => {
    const a = await lockDataDir(tempDir());
    const b = await lockDataDir(tempDir());
    await Promise.all([a.release(), b.release()]);
  });
});
