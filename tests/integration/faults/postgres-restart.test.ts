// Issue 10, faults: PostgreSQL stopped and restarted under a running server with requests in flight. Requests that
// cannot reach the database are answered 503 with a message (never a 500, never a dropped connection), /readyz says
// 503 meanwhile, and the same server process recovers by itself once the database is back. Runs on a private
// cluster so the shared PostgreSQL other tests use is never restarted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../../src/core/api/itineraries.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../../src/server/http/errors.ts';
import { samplePlan } from '../../helpers/plans.ts';
import { call, register } from '../../support/api-client.ts';
import {
  type PostgresInstance,
  privatePostgresUnavailable,
  startPrivatePostgres,
} from '../../support/postgres-instance.ts';
import { type ServerProcess, startServer } from '../../support/server-process.ts';

const unavailable = privatePostgresUnavailable();
const CLIENTS = 10;

interface Observed {
  path: string;
  status: number;
  message?: string;
  retryAfter: string | null;
}

/** CLIENTS loops alternating list and save until `running.value` turns false; network errors are recorded. */
function load(base: string, cookie: string, running: { value: boolean }) {
  const seen: Observed[] = [];
  const networkErrors: string[] = [];
  const saved: string[] = [];
  let n = 0;
  const client = async () => {
    while (running.value) {
      const i = n++;
      const save = i % 2 === 1;
      const path = '/api/itineraries';
      try {
        const res = await call<{ message?: string; id?: string }>(base, save ? 'POST' : 'GET', path, {
          cookie,
          body: save ? samplePlan({ destination: `Load city ${i}, Testland`, days: 1 }) : undefined,
        });
        if (save && res.status === 201) saved.push(res.body.id!);
        seen.push({
          path: `${save ? 'POST' : 'GET'} ${path}`,
          status: res.status,
          message: Array.isArray(res.body) ? undefined : res.body?.message,
          retryAfter: res.headers.get('retry-after'),
        });
      } catch (err) {
        networkErrors.push(String((err as Error).cause ?? err));
      }
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, client));
  return { seen, networkErrors, saved, done };
}

const readyStatus = (base: string) =>
  fetch(`${base}/readyz`)
    .then((r) => r.status)
    .catch(() => 0);

// The server under test (set in beforeAll), so `until` can tell a crash from a slow condition.
let server!: ServerProcess;

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (!server.alive())
      throw new Error(`the server process ended while waiting for ${what}:\n${server.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(unavailable)(
  `PostgreSQL restarted under load${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: PostgresInstance;
    let cookie: string;

    beforeAll(async () => {
      cluster = await startPrivatePostgres();
      server = await startServer({ databaseUrl: cluster.url });
      cookie = (await register(server.url)).cookie;
    }, 120_000);
    afterAll(async () => {
      await server?.kill('SIGKILL');
      await cluster?.destroy();
    });

    const checkAnswers = (run: ReturnType<typeof load>) => {
      const diagnostics = `\n--- server output ---\n${server.output().slice(-4000)}`;
      expect(run.networkErrors, `dropped connections${diagnostics}`).toEqual([]);
      const wrong = run.seen.filter((r) => ![200, 201, 503].includes(r.status));
      expect(wrong, `answers other than 200, 201 or 503${diagnostics}`).toEqual([]);
      const refusals = run.seen.filter((r) => r.status === 503);
      for (const r of refusals) {
        expect(r.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        expect(r.retryAfter).toBe('5');
      }
      return refusals.length;
    };

    const everySaveListed = async (saved: string[]) => {
      const list = await call<SavedPlan[]>(server.url, 'GET', '/api/itineraries', { cookie });
      expect(list.status).toBe(200);
      const ids = new Set(list.body.map((p) => p.id));
      expect(saved.filter((id) => !ids.has(id))).toEqual([]);
    };

    it('stopped: in-flight and new requests get 503 with a message, /readyz 503; back up: served again', async () => {
      const running = { value: true };
      const run = load(server.url, cookie, running);
      await until(
        'successful requests before the stop',
        () => run.seen.filter((r) => r.status < 300).length >= 40,
      );

      await cluster.stop();
      const downFrom = run.seen.length;
      await until('a 503 while the database is down', () =>
        run.seen.slice(downFrom).some((r) => r.status === 503),
      );
      expect(await readyStatus(server.url)).toBe(503);

      await cluster.start();
      const upFrom = run.seen.length;
      // Recovery without restarting the server: the pool reconnects on its own.
      await until(
        'successful requests after the start',
        () => run.seen.slice(upFrom).filter((r) => r.status < 300).length >= 40,
      );
      running.value = false;
      await run.done;

      expect(await readyStatus(server.url)).toBe(200);
      expect(checkAnswers(run)).toBeGreaterThan(0);
      expect(server.output()).not.toMatch(/unhandled error/);
      await everySaveListed(run.saved);
    }, 180_000);

    it('restarted mid-load: requests in flight fail cleanly with 503, and the server recovers by itself', async () => {
      const running = { value: true };
      const run = load(server.url, cookie, running);
      for (let round = 0; round < 3; round++) {
        const from = run.seen.length;
        await until(
          'successful requests',
          () => run.seen.slice(from).filter((r) => r.status < 300).length >= 30,
        );
        await cluster.restart();
      }
      const upFrom = run.seen.length;
      await until(
        'successful requests after the restarts',
        () => run.seen.slice(upFrom).filter((r) => r.status < 300).length >= 40,
      );
      running.value = false;
      await run.done;

      checkAnswers(run);
      expect(await readyStatus(server.url)).toBe(200);
      expect(server.output()).not.toMatch(/unhandled error/);
      await everySaveListed(run.saved);
    }, 180_000);
  },
);
