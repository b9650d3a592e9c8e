// The embedded database's cluster is made outside the server process, and its memory settings are in force.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';
import { ensureCluster } from './pglite-setup.ts';

const root = mkdtempSync(join(tmpdir(), 'wf-pglite-setup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database on a new data folder', () => {
  it('is created by a child process, moved into place whole, then opened with the memory settings', async () => {
    const dataDir = join(root, 'fresh');
    const database = await openDatabase({ dataDir, sharedBuffersMb: 12 });
    try {
      expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      // No half-made cluster is left beside it.
      expect(readdirSync(dataDir).filter((f) => f.includes('initdb'))).toEqual([]);
      const show = async (name: string) =>
        (
          (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
            rows: Record<string, string>[];
          }
        ).rows[0]![name];
      expect(await show('shared_buffers')).toBe('12MB');
      expect(await show('maintenance_work_mem')).toBe('16MB');
      // Migrations ran on the new cluster.
      await database.db.execute(sql`select count(*) from users`);
    } finally {
      await database.close();
    }
    // Opened again, the same cluster is used.
    const again = await openDatabase({ dataDir });
    await again.db.execute(sql`select count(*) from users`);
    await again.close();
  }, 120_000);

  it('leaves a folder with other content to PGlite, and starts an empty one afresh', async () => {
    const busy = join(root, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'not a cluster');
    expect(await ensureCluster(busy)).toBe(false);
    expect(readdirSync(busy)).toEqual(['notes.txt']);
  });
});
