import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { recommendation } from '../../../../tests/helpers/explorer-fixtures.ts';
import type { Bookmark } from '../../../core/api/bookmarks.ts';
import { bookmarks } from '../../db/schema.ts';

describe.each(drivers)('bookmarks (%s)', (driver) => {
  let t: TestApp;
  let a: string;
  let b: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    a = (await signUp(t.app)).cookie;
    b = (await signUp(t.app)).cookie;
  });
  afterAll(() => t?.close());

  const list = async (cookie: string) =>
    ((await t.app.inject({ url: '/api/bookmarks', headers: { cookie } })).json() as { bookmarks: Bookmark[] })
      .bookmarks;
  const save = (cookie: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { cookie },
      payload: { destinationKey: name.toLowerCase(), data: recommendation(name) },
    });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/bookmarks' })).statusCode).toBe(401);
    const payload = { destinationKey: 'lisbon', data: recommendation('Lisbon') };
    expect((await t.app.inject({ method: 'POST', url: '/api/bookmarks', payload })).statusCode).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${id}` })).statusCode).toBe(401);
  });

  it('saves, lists and keeps one bookmark per destination', async () => {
    const first = await save(a, 'Lisbon');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ destinationKey: 'lisbon', data: recommendation('Lisbon') });
    const again = await save(a, 'Lisbon');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await save(a, 'Porto')).statusCode).toBe(201);
    expect((await list(a)).map((x) => x.data.name)).toEqual(['Lisbon', 'Porto']);
  });

  it("keeps each traveller's list private: B sees none of A's and cannot delete them", async () => {
    expect(await list(b)).toEqual([]);
    const [lisbon] = await list(a);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/${lisbon!.id}`,
      headers: { cookie: b },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Bookmark not found.');
    expect((await list(a)).length).toBe(2);
    // B may bookmark the same destination independently.
    expect((await save(b, 'Lisbon')).statusCode).toBe(201);
    expect((await list(b)).map((x) => x.data.name)).toEqual(['Lisbon']);
  });

  it('removes a bookmark, and answers 404 for an unknown or malformed id', async () => {
    const [lisbon] = await list(a);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/${lisbon!.id}`,
      headers: { cookie: a },
    });
    expect(del.statusCode).toBe(204);
    expect((await list(a)).map((x) => x.data.name)).toEqual(['Porto']);
    for (const id of [lisbon!.id, 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/bookmarks/${id}`,
        headers: { cookie: a },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('leaves out a stored bookmark that no longer fits the schema instead of failing the list', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.database.db
      .insert(bookmarks)
      .values({ userId: user.id, destinationKey: 'old', data: { name: 'Old' } });
    expect((await save(cookie, 'Lisbon')).statusCode).toBe(201);
    const res = await t.app.inject({ url: '/api/bookmarks', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().bookmarks.map((x: Bookmark) => x.destinationKey)).toEqual(['lisbon']);
  });

  it('answers bad input with 400 naming the field', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/bookmarks', headers: { cookie: a }, payload });
    const noKey = await post({ data: recommendation('Faro') });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('destinationKey: destinationKey is required.');
    const { place: _, ...noPlace } = recommendation('Faro');
    const bad = await post({ destinationKey: 'faro', data: noPlace });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^data\.place: /);
  });
});
