// The provider cache on a real database (PGlite, and PostgreSQL when configured): fresh answers are read back, one
// fetch per key at a time, expiry refetches, a failed fetch serves the expired answer, too large answers are refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../tests/helpers/db.ts';
import type { Database } from '../db/open.ts';
import { AnswerTooLargeError, DAY_MS, DEFAULT_TTL_MS, ProviderCache } from './provider-cache.ts';

describe.each(drivers)('provider cache (%s)', (driver) => {
  let database: Database;
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A fetch that counts its calls and answers what `answer` says at the time. */
  function counting<T>(answer: () => Promise<T> | T) {
    const f = async () => {
      f.calls++;
      return answer();
    };
    f.calls = 0;
    return f;
  }

  it('stores an answer and reads it back without fetching again', async () => {
    const cache = new ProviderCache(database.db, { now });
    const fetch = counting(() => ({ elements: [{ id: 1, name: 'Café Ç' }] }));
    const first = await cache.getOrFetch('test', 'area:1', fetch);
    expect(first.state).toBe('fetched');
    // Another instance (another cache object) reads the same row.
    const second = await new ProviderCache(database.db, { now }).getOrFetch('test', 'area:1', fetch);
    expect(second.state).toBe('fresh');
    expect(second.value).toEqual({ elements: [{ id: 1, name: 'Café Ç' }] });
    expect(second.fetchedAt.getTime()).toBe(clock);
    expect(second.expiresAt.getTime()).toBe(clock + DEFAULT_TTL_MS);
    expect(fetch.calls).toBe(1);
  });

  it('keeps namespaces apart', async () => {
    const cache = new ProviderCache(database.db, { now });
    await cache.getOrFetch('one', 'k', async () => 1);
    const other = await cache.getOrFetch('two', 'k', async () => 2);
    expect(other.value).toBe(2);
    expect((await cache.peek('one', 'k'))?.value).toBe(1);
  });

  it('makes one fetch for concurrent callers of the same key, and one per key', async () => {
    const cache = new ProviderCache(database.db, { now });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const fetch = counting(async () => {
      await gate;
      return { ok: true };
    });
    const callers = Array.from({ length: 8 }, () => cache.getOrFetch('flight', 'same', fetch));
    const other = cache.getOrFetch('flight', 'other', fetch);
    // Let every caller reach the cache before the fetch answers.
    await new Promise((r) => setTimeout(r, 50));
    release();
    const answers = await Promise.all([...callers, other]);
    expect(fetch.calls).toBe(2);
    expect(answers.every((a) => (a.value as { ok: boolean }).ok)).toBe(true);
  });

  it('fetches again once expired, and serves the expired answer when that fetch fails', async () => {
    const cache = new ProviderCache(database.db, { now });
    let answer: number | Error = 1;
    const fetch = counting(() => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    await cache.getOrFetch('expiry', 'k', fetch, { ttlMs: DAY_MS });
    clock += DAY_MS / 2;
    expect((await cache.getOrFetch('expiry', 'k', fetch, { ttlMs: DAY_MS })).state).toBe('fresh');
    expect(fetch.calls).toBe(1);

    clock += DAY_MS;
    answer = 2;
    const refreshed = await cache.getOrFetch('expiry', 'k', fetch, { ttlMs: DAY_MS });
    expect(refreshed).toMatchObject({ state: 'fetched', value: 2 });
    expect(fetch.calls).toBe(2);

    clock += 2 * DAY_MS;
    answer = new Error('service down');
    const stale = await cache.getOrFetch('expiry', 'k', fetch, { ttlMs: DAY_MS });
    expect(stale).toMatchObject({ state: 'stale', value: 2 });
    expect((stale.error as Error).message).toBe('service down');
    expect(fetch.calls).toBe(3);
  });

  it('throws the fetch error when nothing is stored, and stores nothing', async () => {
    const cache = new ProviderCache(database.db, { now });
    await expect(
      cache.getOrFetch('down', 'k', async () => {
        throw new Error('unreachable');
      }),
    ).rejects.toThrow('unreachable');
    expect(await cache.peek('down', 'k')).toBeUndefined();
    // The failure is not remembered as an answer: the next call fetches again.
    expect((await cache.getOrFetch('down', 'k', async () => 'up')).value).toBe('up');
  });

  it('refuses an answer larger than allowed, with a clear error, and stores nothing', async () => {
    const cache = new ProviderCache(database.db, { now });
    const huge = { text: 'x'.repeat(2000) };
    const error = await cache.getOrFetch('size', 'k', async () => huge, { maxBytes: 1000 }).catch((e) => e);
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect(error.message).toMatch(/larger than the 1000 bytes allowed/);
    expect(await cache.peek('size', 'k')).toBeUndefined();
    // An expired answer is served rather than the oversized one.
    await cache.put('size', 'k2', { text: 'small' }, { ttlMs: 1 });
    clock += 10;
    const stale = await cache.getOrFetch('size', 'k2', async () => huge, { maxBytes: 1000 });
    expect(stale).toMatchObject({ state: 'stale', value: { text: 'small' } });
  });

  it('treats an entry its parser refuses as absent', async () => {
    const cache = new ProviderCache(database.db, { now });
    await cache.put('parse', 'k', { version: 1 });
    const parse = (body: unknown) => {
      if ((body as { version?: number }).version !== 2) throw new Error('old format');
      return body as { version: 2 };
    };
    const answer = await cache.getOrFetch('parse', 'k', async () => ({ version: 2 as const }), { parse });
    expect(answer).toMatchObject({ state: 'fetched', value: { version: 2 } });
  });

  it('stores long keys by their hash, and records the size of each answer', async () => {
    const cache = new ProviderCache(database.db, { now });
    const longKey = `[out:json];${'node(1);'.repeat(200)}`;
    await cache.put('long', longKey, [1, 2, 3]);
    expect((await cache.peek('long', longKey))?.value).toEqual([1, 2, 3]);
    const result = await database.db.execute(
      sql`select key, bytes from provider_cache where namespace = 'long'`,
    );
    const row = (result as unknown as { rows: { key: string; bytes: number }[] }).rows[0]!;
    expect(row.key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(Number(row.bytes)).toBe('[1,2,3]'.length);
  });

  it('reads many keys in one call, fresh and expired, and leaves out the missing ones', async () => {
    const cache = new ProviderCache(database.db, { now });
    await cache.put('many', 'Q1', { label: 'one' }, { ttlMs: DAY_MS });
    await cache.put('many', 'Q2', { label: 'two' }, { ttlMs: 10 });
    clock += 100;
    const found = await cache.peekMany<{ label: string }>('many', ['Q1', 'Q2', 'Q3']);
    expect([...found.keys()].sort()).toEqual(['Q1', 'Q2']);
    expect(found.get('Q1')).toMatchObject({ state: 'fresh', value: { label: 'one' } });
    expect(found.get('Q2')).toMatchObject({ state: 'stale', value: { label: 'two' } });
    expect((await cache.peekMany('many', [])).size).toBe(0);
  });

  it('keeps a partial answer fresh for a shorter time when told so', async () => {
    const cache = new ProviderCache(database.db, { now });
    const answer = await cache.getOrFetch('partial', 'k', async () => ({ complete: false }), {
      ttlFor: (v) => (v.complete ? 30 * DAY_MS : DAY_MS),
    });
    expect(answer.expiresAt.getTime() - answer.fetchedAt.getTime()).toBe(DAY_MS);
  });

  it('purges answers expired before a date and keeps the rest', async () => {
    const cache = new ProviderCache(database.db, { now });
    await cache.put('purge', 'old', 'a', { ttlMs: DAY_MS });
    await cache.put('purge', 'new', 'b', { ttlMs: 100 * DAY_MS });
    const purged = await cache.purgeExpired(new Date(clock + 2 * DAY_MS));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await cache.peek('purge', 'old')).toBeUndefined();
    expect((await cache.peek('purge', 'new'))?.value).toBe('b');
  });
});
