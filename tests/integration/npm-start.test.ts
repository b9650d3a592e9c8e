// `npm start` as a self-hoster runs it: the server built to JavaScript (scripts/build-server.mjs), its Node options
// from package.json, a new data folder made by a child process, and plans made by the built planner worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { realisticPlan } from '../../bench/load-plan.ts';
import { call, register } from '../support/api-client.ts';
import { processTree } from '../support/process-memory.ts';
import { startServer } from '../support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'wf-npm-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('starts the built server on a new data folder, plans in its worker, and starts again on the same folder', async () => {
    const first = await startServer({ dataDir, npmStart: true, startTimeoutMs: 240_000 });
    let cookie: string;
    try {
      // The server's own process, not the TypeScript loader's, and no process left over from the build or initdb.
      const names = processTree(first.npmPid!).map((p) => p.name);
      expect(names.filter((name) => name === 'node')).toHaveLength(1);
      expect(names).not.toContain('esbuild');
      cookie = (await register(first.url)).cookie;
      const res = await call<{ days: unknown[] }>(first.url, 'POST', '/api/generate-itinerary', {
        cookie,
        body: { tripDetails: realisticPlan(0).tripDetails, seed: 1 },
      });
      expect(res.status).toBe(200);
      expect(res.body.days).toHaveLength(5);
      const saved = await call(first.url, 'POST', '/api/itineraries', { cookie, body: realisticPlan(0) });
      expect(saved.status).toBe(201);
    } finally {
      await first.stop();
    }
    // Planned in the built worker thread: the fallback to the event loop would have said so.
    expect(first.output()).not.toMatch(/planner worker failed/);

    const again = await startServer({ dataDir, npmStart: true, startTimeoutMs: 240_000 });
    try {
      const list = await call<unknown[]>(again.url, 'GET', '/api/itineraries', { cookie });
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(1);
    } finally {
      await again.stop();
    }
  }, 600_000);
});
