import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  const setup = (expiresInMs = 60_000, maxEntries?: number) => {
    let changes = 0;
    let lookups = 0;
    const cache = new SessionCache<{ name: string }>(() => changes, maxEntries);
    const find = (id = 's1') =>
      cache.find(id, async () => {
        lookups++;
        return { user: { name: `ada ${lookups}` }, expiresAt: new Date(Date.now() + expiresInMs) };
      });
    return {
      find,
      change: () => changes++,
      lookups: () => lookups,
    };
  };

  it('answers from the cache while nothing has changed, and asks again after any change', async () => {
    const s = setup();
    expect(await s.find()).toEqual({ name: 'ada 1' });
    expect(await s.find()).toEqual({ name: 'ada 1' });
    expect(s.lookups()).toBe(1);
    s.change();
    expect(await s.find()).toEqual({ name: 'ada 2' });
    expect(await s.find('s2')).toEqual({ name: 'ada 3' });
    expect(s.lookups()).toBe(3);
  });

  it('keeps at most its number of sessions, the least recently used going first', async () => {
    const s = setup(60_000, 2);
    await s.find('s1');
    await s.find('s2');
    await s.find('s1'); // s1 is now the most recently used
    await s.find('s3'); // s2 goes
    expect(s.lookups()).toBe(3);
    await s.find('s1');
    await s.find('s3');
    expect(s.lookups()).toBe(3);
    await s.find('s2'); // read again: it was let go
    expect(s.lookups()).toBe(4);
  });

  it('does not keep a session read while a change was made', async () => {
    let changes = 0;
    let lookups = 0;
    const cache = new SessionCache<{ n: number }>(() => changes);
    const lookup = async () => {
      lookups++;
      changes++; // a write lands while the read is under way
      return { user: { n: lookups }, expiresAt: new Date(Date.now() + 60_000) };
    };
    await cache.find('s', lookup);
    await cache.find('s', lookup);
    expect(lookups).toBe(2);
  });

  it('asks again once the session has expired, and never keeps a missing one', async () => {
    const expired = setup(-1);
    await expired.find();
    await expired.find();
    expect(expired.lookups()).toBe(2);

    let lookups = 0;
    const cache = new SessionCache<object>(() => 0);
    const missing = async () => {
      lookups++;
      return null;
    };
    expect(await cache.find('s', missing)).toBeNull();
    expect(await cache.find('s', missing)).toBeNull();
    expect(lookups).toBe(2);
  });

  it('shares a frozen user, so one request cannot change what another sees', async () => {
    const s = setup();
    const user = await s.find();
    expect(Object.isFrozen(user)).toBe(true);
    expect(() => {
      (user as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });
});
