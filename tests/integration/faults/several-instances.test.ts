// Issue 10, several machines: two server processes on one PostgreSQL database, no sticky sessions. Both start at
// once on an empty database (migrations under the advisory lock), a session made by one is honoured by the other,
// data saved through one is seen through the other (the saved-plans lists too, which each instance caches),
// signing out on one ends the session everywhere, and the sign-in rate limits count attempts made through either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../../src/core/api/itineraries.ts';
import { postgresUrl } from '../../helpers/db.ts';
import { samplePlan } from '../../helpers/plans.ts';
import { call, register } from '../../support/api-client.ts';
import { createFreshDatabase, type FreshDatabase } from '../../support/fresh-database.ts';
import { type ServerProcess, startServer } from '../../support/server-process.ts';

const PER_ACCOUNT = 3;
const PER_IP = 6;

describe.skipIf(!postgresUrl)(
  `two server processes on one PostgreSQL${postgresUrl ? '' : ' (skipped: no TEST_DATABASE_URL or DATABASE_URL set)'}`,
  () => {
    let database: FreshDatabase;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createFreshDatabase(postgresUrl!);
      const env = {
        RATE_LIMIT_SIGNIN_PER_ACCOUNT: String(PER_ACCOUNT),
        RATE_LIMIT_SIGNIN_PER_IP: String(PER_IP),
        TRUST_PROXY: 'true',
      };
      // Started together on an empty database: one applies the migrations while the other waits for the lock.
      [a, b] = await Promise.all([
        startServer({ databaseUrl: database.url, env }),
        startServer({ databaseUrl: database.url, env }),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
    });

    it('a session made on one instance works on the other, and signing out ends it on both', async () => {
      const account = await register(a.url);
      const me = await call<{ email: string }>(b.url, 'GET', '/api/user', { cookie: account.cookie });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(account.email);

      const saved = await call<SavedPlan>(b.url, 'POST', '/api/itineraries', {
        cookie: account.cookie,
        body: samplePlan({ destination: 'Porto, Portugal' }),
      });
      expect(saved.status).toBe(201);
      const listed = await call<SavedPlan[]>(a.url, 'GET', '/api/itineraries', { cookie: account.cookie });
      expect(listed.body.map((p) => p.id)).toEqual([saved.body.id]);

      const updated = await call<SavedPlan>(a.url, 'PUT', `/api/itineraries/${saved.body.id}`, {
        cookie: account.cookie,
        body: { ...samplePlan({ destination: 'Porto, Portugal' }), name: 'Porto weekend' },
      });
      expect(updated.status).toBe(200);
      const read = await call<SavedPlan>(b.url, 'GET', `/api/itineraries/${saved.body.id}`, {
        cookie: account.cookie,
      });
      expect(read.body.name).toBe('Porto weekend');
      // Each instance keeps the lists it sent; a change made through the other is seen at once all the same.
      const names = async (server: ServerProcess) =>
        (await call<SavedPlan[]>(server.url, 'GET', '/api/itineraries', { cookie: account.cookie })).body.map(
          (p) => p.name,
        );
      expect(await names(b)).toEqual(['Porto weekend']);
      await call(a.url, 'PUT', `/api/itineraries/${saved.body.id}`, {
        cookie: account.cookie,
        body: { ...samplePlan({ destination: 'Porto, Portugal' }), name: 'Porto long weekend' },
      });
      expect(await names(b)).toEqual(['Porto long weekend']);
      expect(await names(a)).toEqual(['Porto long weekend']);

      const deleted = await call(b.url, 'DELETE', `/api/trips/${saved.body.id}`, { cookie: account.cookie });
      expect(deleted.status).toBe(200);
      expect(
        (await call(a.url, 'GET', `/api/itineraries/${saved.body.id}`, { cookie: account.cookie })).status,
      ).toBe(404);
      expect(await names(a)).toEqual([]);

      expect((await call(a.url, 'POST', '/api/logout', { cookie: account.cookie })).status).toBe(200);
      const after = await call(b.url, 'GET', '/api/itineraries', { cookie: account.cookie });
      expect(after.status).toBe(401);
    });

    it('sign-in limits count attempts made through either instance (per account, then per IP)', async () => {
      // Behind a proxy (TRUST_PROXY=true) the client address is X-Forwarded-For: this test gets an address of its own.
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const ip = from('203.0.113.7');
      const login = (server: ServerProcess, email: string, password: string, headers = ip) =>
        call<{ message: string }>(server.url, 'POST', '/api/login', { body: { email, password }, headers });

      // Sign-ups count as attempts too: 2 for the IP, 1 for each account.
      const first = await register(a.url, { headers: ip });
      const second = await register(b.url, { headers: ip });
      // Attempts 2 and 3 for the first account (IP: 3, 4), one on each instance.
      expect((await login(a, first.email, 'not the password')).status).toBe(401);
      expect((await login(b, first.email, 'not the password')).status).toBe(401);
      // The 4th for the account (IP: 5) is refused, with Retry-After and the message.
      const limited = await login(b, first.email, 'not the password');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.message).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
      );
      // Refused on the other instance too, even with the right password (IP: 6, the last one allowed).
      expect((await login(a, first.email, first.password)).status).toBe(429);

      // The 7th attempt from this IP is refused whatever the account, on either instance.
      expect((await login(b, second.email, second.password)).status).toBe(429);
      expect((await login(a, `nobody-${Date.now()}@example.com`, 'whatever it is')).status).toBe(429);
      // From another address the second account is fine: that was the IP's limit, not the account's.
      expect((await login(a, second.email, second.password, from('203.0.113.8'))).status).toBe(200);
    });
  },
);
