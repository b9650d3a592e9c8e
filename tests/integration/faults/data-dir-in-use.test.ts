// Issue 10, faults: two processes on one embedded database folder would each write over the other's pages and lose
// acknowledged saves. The second server refuses to start, says why, and the first keeps serving.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { samplePlan } from '../../helpers/plans.ts';
import { call, register } from '../../support/api-client.ts';
import { type ServerProcess, startServer } from '../../support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'wf-in-use-'));
let first: ServerProcess | undefined;
afterAll(async () => {
  await first?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('a second server on the same data folder refuses to start; the first is unaffected', async () => {
  first = await startServer({ dataDir });
  const account = await register(first.url);

  const second = startServer({ dataDir });
  await expect(second).rejects.toThrow(/exited during start-up \(code 1/);
  await expect(second).rejects.toThrow(
    `The data folder ${dataDir} is in use by another Wayfarer process. Stop that process first; to run several instances, use PostgreSQL (DATABASE_URL).`,
  );

  const saved = await call(first.url, 'POST', '/api/itineraries', {
    cookie: account.cookie,
    body: samplePlan(),
  });
  expect(saved.status).toBe(201);
  const list = await call<unknown[]>(first.url, 'GET', '/api/itineraries', { cookie: account.cookie });
  expect(list.body).toHaveLength(1);
}, 180_000);
