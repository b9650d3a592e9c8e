// The backup and restore procedures of docs/operations.md, run as written: pg_dump while the server runs and
// pg_restore into an empty database; for the embedded database, a tar of DATA_DIR/db taken while the server is
// stopped, unpacked into another data folder. The restored server has every plan and honours the old session.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../../src/core/api/itineraries.ts';
import { postgresUrl } from '../../helpers/db.ts';
import { samplePlan } from '../../helpers/plans.ts';
import { call, register } from '../../support/api-client.ts';
import { createFreshDatabase, type FreshDatabase } from '../../support/fresh-database.ts';
import { type ServerProcess, type ServerProcessOptions, startServer } from '../../support/server-process.ts';

/** A PostgreSQL client tool from PATH or the server's bin folder. */
function pgTool(name: string): string | undefined {
  try {
    execFileSync(name, ['--version'], { stdio: 'ignore' });
    return name;
  } catch {}
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return execFileSync('ls', [root], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((v) => join(root, v, 'bin', name))
    .find((p) => existsSync(p));
}

const temp: string[] = [];
const servers: ServerProcess[] = [];
const databases: FreshDatabase[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(databases.map((d) => d.drop()));
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
};

async function started(opts: ServerProcessOptions) {
  const server = await startServer(opts);
  servers.push(server);
  return server;
}

/** Signs up, saves three plans, and returns what a restore must bring back. */
async function seed(server: ServerProcess) {
  const account = await register(server.url);
  for (const city of ['Lisbon, Portugal', 'Kyoto, Japan', 'Quito, Ecuador']) {
    const res = await call(server.url, 'POST', '/api/itineraries', {
      cookie: account.cookie,
      body: samplePlan({ destination: city }),
    });
    expect(res.status).toBe(201);
  }
  const list = await call<SavedPlan[]>(server.url, 'GET', '/api/itineraries', { cookie: account.cookie });
  return { cookie: account.cookie, plans: list.body };
}

async function expectRestored(server: ServerProcess, before: Awaited<ReturnType<typeof seed>>) {
  const list = await call<SavedPlan[]>(server.url, 'GET', '/api/itineraries', { cookie: before.cookie });
  expect(list.status).toBe(200);
  expect(list.body).toEqual(before.plans);
}

const pgDump = pgTool('pg_dump');
const pgRestore = pgTool('pg_restore');
const pgMissing = !postgresUrl
  ? 'no TEST_DATABASE_URL or DATABASE_URL set'
  : !pgDump || !pgRestore
    ? 'pg_dump / pg_restore not installed'
    : undefined;

describe.skipIf(pgMissing)(
  `PostgreSQL: pg_dump and pg_restore${pgMissing ? ` (skipped: ${pgMissing})` : ''}`,
  () => {
    it('a dump taken while the server runs restores into an empty database with every plan and session', async () => {
      const source = await createFreshDatabase(postgresUrl!);
      databases.push(source);
      const server = await started({ databaseUrl: source.url });
      const before = await seed(server);

      const file = join(tempDir('wf-dump-'), 'wayfarer.dump');
      execFileSync(pgDump!, ['--format=custom', `--file=${file}`, source.url]);

      const target = await createFreshDatabase(postgresUrl!);
      databases.push(target);
      execFileSync(pgRestore!, ['--no-owner', `--dbname=${target.url}`, file]);
      const restored = await started({ databaseUrl: target.url });
      await expectRestored(restored, before);
    }, 180_000);
  },
);

describe('embedded database: copy of DATA_DIR/db while stopped', () => {
  it('unpacked into another data folder, it starts with every plan and session', async () => {
    const dataDir = tempDir('wf-backup-src-');
    const server = await started({ dataDir });
    const before = await seed(server);
    await server.stop();

    const archive = join(tempDir('wf-backup-'), 'wayfarer-db.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', dataDir, 'db']);
    const restoredDir = tempDir('wf-backup-dst-');
    mkdirSync(restoredDir, { recursive: true });
    execFileSync('tar', ['-xzf', archive, '-C', restoredDir]);

    const restored = await started({ dataDir: restoredDir });
    await expectRestored(restored, before);
  }, 180_000);
});
