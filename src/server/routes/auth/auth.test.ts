import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';

describe.each(drivers)('sign-in and sessions (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { limits: { signInPerAccount: { limit: 5, windowMs: 60_000 } } });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('signs up, answers the user, and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await post('/api/register', {
      email: 'Ada@Example.com',
      password: 'analytical engine',
      username: 'ada',
      displayName: 'Ada Lovelace',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'Ada@Example.com',
      username: 'ada',
      displayName: 'Ada Lovelace',
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'wf_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.expires).toBeInstanceOf(Date);
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().displayName).toBe('Ada Lovelace');
  });

  it('sets a readable signed-in cookie with the session, with no secret and the same lifetime', async () => {
    const res = await post('/api/register', { email: 'hint@example.com', password: 'long enough pw' });
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((c) => c.name === 'wf_session')!;
    const hint = res.cookies.find((c) => c.name === 'wf_signed_in')!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.expires).toEqual(session.expires);
    expect(hint.value).not.toContain(session.value);
  });

  it('clears the signed-in cookie when the session is gone, and sets it again at the next sign-in', async () => {
    const { cookie } = await signUp(t.app, { email: 'stale-hint@example.com', password: 'long enough pw' });
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie }, payload: {} });
    expect(out.cookies.find((c) => c.name === 'wf_signed_in')?.value).toBe('');
    // A browser that still sends both (the session ended elsewhere) is told to drop the hint.
    const stale = await t.app.inject({ url: '/api/user', headers: { cookie: `${cookie}; wf_signed_in=1` } });
    expect(stale.statusCode).toBe(401);
    const cleared = stale.cookies.find((c) => c.name === 'wf_signed_in');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    // Signing in from that same browser sets it again (not cleared by the same request).
    const again = await post(
      '/api/login',
      { email: 'stale-hint@example.com', password: 'long enough pw' },
      { cookie: `${cookie}; wf_signed_in=1` },
    );
    expect(again.statusCode).toBe(200);
    expect(again.cookies.filter((c) => c.name === 'wf_signed_in').map((c) => c.value)).toEqual(['1']);
    // Anonymous visitors without the hint get no cookie at all.
    expect((await t.app.inject({ url: '/api/user' })).cookies).toEqual([]);
  });

  it('stores the password only as a scrypt hash', async () => {
    const rows = await t.database.db.execute(
      sql`select password_hash from users where lower(email) = 'ada@example.com'`,
    );
    const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('analytical');
  });

  it('refuses a taken email (any case) and a taken username with clear messages', async () => {
    const again = await post('/api/register', { email: 'ada@EXAMPLE.com', password: 'something else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
    const user = await post('/api/register', {
      email: 'other@example.com',
      password: 'something else',
      username: 'ADA',
    });
    expect(user.statusCode).toBe(409);
    expect(user.json().message).toMatch(/username is taken/);
  });

  it('refuses a too-short password and a bad email, naming the field', async () => {
    const short = await post('/api/register', { email: 'short@example.com', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 8 characters.');
    const email = await post('/api/register', { email: 'not-an-email', password: 'long enough' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('email: Please enter a valid email address.');
  });

  it('signs in by email or username, each time with a new session', async () => {
    const byEmail = await post('/api/login', { email: 'ada@example.com', password: 'analytical engine' });
    expect(byEmail.statusCode).toBe(200);
    const byUsername = await post('/api/login', { email: 'Ada', password: 'analytical engine' });
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json().email).toBe('Ada@Example.com');
    expect(sessionCookie(byEmail)).not.toBe(sessionCookie(byUsername));
  });

  it('says so for a wrong password or an unknown account, without telling which', async () => {
    const wrong = await post('/api/login', { email: 'ada@example.com', password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'wrong password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.cookies.find((c) => c.name === 'wf_session')).toBeUndefined();
  });

  it('logs out: the session is gone even if the cookie is replayed', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'wf_session')?.value).toBe('');
    const me = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('expires sessions', async () => {
    const { cookie, user } = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers 401 to anonymous and forged sessions', async () => {
    expect((await t.app.inject({ url: '/api/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/user',
      headers: { cookie: 'wf_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBeTruthy();
  });

  it('refuses unsafe requests from another origin', async () => {
    const res = await post(
      '/api/login',
      { email: 'ada@example.com', password: 'analytical engine' },
      { origin: 'https://evil.example', host: 'localhost:80' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Cross-origin/);
    const site = await post('/api/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(site.statusCode).toBe(403);
    const same = await post(
      '/api/login',
      { email: 'ada@example.com', password: 'analytical engine' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(same.statusCode).toBe(200);
  });

  it('answers malformed JSON, wrong types and oversized bodies with 400 / 413 and a message', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
    const types = await post('/api/register', { email: 42, password: ['x'] });
    expect(types.statusCode).toBe(400);
    expect(types.json().message).toMatch(/^email: /);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: 'a', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large/);
  });

  it('limits sign-in attempts per account with 429 and Retry-After', async () => {
    const { email } = await signUp(t.app);
    let last = await post('/api/login', { email, password: 'nope nope' });
    for (let i = 0; i < 6 && last.statusCode !== 429; i++)
      last = await post('/api/login', { email, password: 'nope nope' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('never crashes on arbitrary input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/login', '/api/register'), fc.anything(), async (url, body) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(
          typeof res.json().message === 'string' || res.statusCode === 201 || res.statusCode === 200,
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
