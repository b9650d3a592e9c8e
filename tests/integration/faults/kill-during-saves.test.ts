// Issue 10, faults: the server killed with SIGKILL in the middle of a stream of saves, then started again over the
// same data. Every save that was answered 201 must be there afterwards, and the database must open. Several rounds,
// so recovery is also proven on a folder that has already been through a crash.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../../src/core/api/itineraries.ts';
import { postgresUrl } from '../../helpers/db.ts';
import { samplePlan } from '../../helpers/plans.ts';
import { call, register } from '../../support/api-client.ts';
import { createFreshDatabase, type FreshDatabase } from '../../support/fresh-database.ts';
import { type ServerProcess, type ServerProcessOptions, startServer } from '../../support/server-process.ts';

const WRITERS = 8;
/** Saves acknowledged before each kill: early, middle and late in a round. */
const KILL_AFTER = [5, 20, 40];

interface Stream {
  acknowledged: string[];
  /** Anything other than 201 or a dropped connection. */
  unexpected: string[];
}

/** WRITERS loops saving plans until the connection drops; resolves once every loop has stopped. */
function saveUntilKilled(server: ServerProcess, cookie: string, round: number, stream: Stream) {
  let n = 0;
  const writer = async () => {
    for (;;) {
      const i = n++;
      let res: Awaited<ReturnType<typeof call<SavedPlan>>>;
      try {
        res = await call<SavedPlan>(server.url, 'POST', '/api/itineraries', {
          cookie,
          body: samplePlan({ destination: `Round ${round} city ${i}, Testland`, days: 2 }),
        });
      } catch {
        return; // the server is gone: the answer to this save never came, so it promises nothing
      }
      if (res.status === 201) stream.acknowledged.push(res.body.id);
      else stream.unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, writer));
}

async function waitFor(condition: () => boolean, server: ServerProcess) {
  while (!condition()) {
    if (!server.alive()) throw new Error(`server ended on its own:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function killScenario(
  name: string,
  options: () => Promise<ServerProcessOptions & { cleanup(): Promise<void> }>,
) {
  describe(`SIGKILL during saves (${name})`, () => {
    let server: ServerProcess | undefined;
    let cleanup: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await server?.stop();
      await cleanup?.();
    });

    it('keeps every acknowledged save across kills, and the database opens each time', async () => {
      const opts = await options();
      cleanup = opts.cleanup;
      server = await startServer(opts);
      const account = await register(server.url);
      const stream: Stream = { acknowledged: [], unexpected: [] };

      for (const [round, killAfter] of KILL_AFTER.entries()) {
        const before = stream.acknowledged.length;
        const writers = saveUntilKilled(server, account.cookie, round, stream);
        await waitFor(() => stream.acknowledged.length >= before + killAfter, server);
        const exit = await server.kill('SIGKILL');
        expect(exit.signal).toBe('SIGKILL');
        await writers;

        // Same data, new process: it must start (the database opens, migrations are a no-op) and be ready.
        server = await startServer(opts);
        const list = await call<SavedPlan[]>(server.url, 'GET', '/api/itineraries', {
          cookie: account.cookie,
        });
        expect(list.status).toBe(200);
        const stored = new Set(list.body.map((p) => p.id));
        const lost = stream.acknowledged.filter((id) => !stored.has(id));
        expect(lost, `round ${round}: acknowledged saves missing after the restart`).toEqual([]);
        // Each stored plan is whole: its trip details and days came back with it.
        for (const plan of list.body) expect(plan.days.length).toBe(2);
      }
      expect(stream.unexpected).toEqual([]);

      // And it still takes new work.
      const after = await call<SavedPlan>(server.url, 'POST', '/api/itineraries', {
        cookie: account.cookie,
        body: samplePlan({ destination: 'After the crash, Testland' }),
      });
      expect(after.status).toBe(201);
    }, 300_000);
  });
}

killScenario('PGlite', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wf-kill-'));
  return { dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
});

if (postgresUrl) {
  const serverUrl = postgresUrl;
  killScenario('PostgreSQL', async () => {
    const db: FreshDatabase = await createFreshDatabase(serverUrl);
    return { databaseUrl: db.url, cleanup: () => db.drop() };
  });
} else {
  it.skip('SIGKILL during saves (PostgreSQL): skipped, no TEST_DATABASE_URL or DATABASE_URL set', () => {});
}
