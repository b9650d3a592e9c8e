// scripts/check-lock.mjs: npm ci refuses a lock file that lacks a locked package's optional dependency, so lint
// must catch it first.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'wf-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function check(lock: unknown) {
  const file = join(dir, `lock-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(lock));
  try {
    const { stdout } = await run(process.execPath, ['scripts/check-lock.mjs', file]);
    return { ok: true, output: stdout };
  } catch (err) {
    return { ok: false, output: (err as { stderr: string }).stderr };
  }
}

describe('the lock-file check', () => {
  it("accepts the project's own lock file", async () => {
    expect(await check(JSON.parse(readFileSync('package-lock.json', 'utf8')))).toMatchObject({ ok: true });
  });

  it('names every optional dependency the lock lacks', async () => {
    const lock = {
      packages: {
        '': { devDependencies: { tool: '1.0.0' } },
        'node_modules/tool': {
          version: '1.0.0',
          optionalDependencies: { 'tool-linux': '1.0.0', 'tool-mac': '1.0.0' },
        },
        'node_modules/tool-linux': { version: '1.0.0', optional: true },
      },
    };
    const result = await check(lock);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('tool-mac (wanted by node_modules/tool)');
    expect(result.output).not.toContain('tool-linux');
  });

  it('finds an optional dependency nested under the package that wants it', async () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/a': { version: '1.0.0' },
        'node_modules/a/node_modules/b': { version: '1.0.0', optionalDependencies: { c: '1.0.0' } },
        'node_modules/a/node_modules/c': { version: '1.0.0', optional: true },
      },
    };
    expect(await check(lock)).toMatchObject({ ok: true });
  });
});
