// The full authorization code flow against a real oidc-provider issuer on loopback: discovery, redirect with
// state, PKCE and nonce, the provider's login and consent, the callback, the user created or linked, the session.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { startOidcIssuer } from '../../../tests/support/oidc-issuer.ts';

/** Follows redirects by hand, keeping the issuer's cookies, until the browser would land back on the app. */
async function walkToCallback(startUrl: string, appOrigin: string) {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(appOrigin) && url.includes('/auth/oidc/callback')) return new URL(url);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v ?? '');
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

describe('sign-in with an OpenID Connect issuer', () => {
  let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    issuer = await startOidcIssuer();
    t = await createTestApp('pglite', {
      providers: [
        {
          id: 'oidc',
          name: 'Test Identity',
          issuer: issuer.issuer,
          clientId: 'wayfarer',
          clientSecret: 'wayfarer-secret',
        },
      ],
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    issuer.configure(`${origin}/auth/oidc/callback`);
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  async function signIn(returnUrl = '/trip-details') {
    const start = await fetch(`${origin}/api/auth/oidc/start?returnUrl=${encodeURIComponent(returnUrl)}`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    const callback = await walkToCallback(authorize.href, origin);
    const res = await fetch(`${origin}/api/auth/oidc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ search: callback.search }),
    });
    return { authorize, callback, res };
  }

  it('lists the provider by name for the sign-in button', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ local: true, external: [{ id: 'oidc', name: 'Test Identity' }] });
  });

  it('redirects with state, PKCE (S256) and nonce, then creates the user and a session', async () => {
    issuer.state.nextAccount = {
      sub: 'alice',
      email: 'alice@example.com',
      email_verified: true,
      name: 'Alice Liddell',
    };
    const { authorize, res } = await signIn('/trip-details');
    expect(authorize.origin).toBe(issuer.issuer);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/auth/oidc/callback`);

    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.returnUrl).toBe('/trip-details');
    expect(body.user).toMatchObject({ email: 'alice@example.com', displayName: 'Alice Liddell' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wf_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await fetch(`${origin}/api/user`, { headers: { cookie: cookie.split(';')[0]! } });
    expect((await me.json()).email).toBe('alice@example.com');
  });

  it('finds the same user again by provider subject', async () => {
    issuer.state.nextAccount = { sub: 'alice', email: 'alice@example.com', email_verified: true };
    const first = await (await signIn()).res.json();
    const again = await (await signIn()).res.json();
    expect(again.user.id).toBe(first.user.id);
  });

  it('links to an existing local account by verified email', async () => {
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'bob@example.com', password: 'bobs password' },
    });
    issuer.state.nextAccount = { sub: 'bob-sub', email: 'bob@example.com', email_verified: true };
    const { res } = await signIn();
    expect((await res.json()).user.id).toBe(local.json().id);
  });

  it('refuses to link an unverified email to an existing account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'carol@example.com', password: 'carols password' },
    });
    issuer.state.nextAccount = { sub: 'mallory', email: 'carol@example.com', email_verified: false };
    const { res } = await signIn();
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/already exists/);
  });

  it('uses each sign-in request once: a replayed or forged callback is refused', async () => {
    issuer.state.nextAccount = { sub: 'alice', email: 'alice@example.com', email_verified: true };
    const { callback, res } = await signIn();
    expect(res.status).toBe(200);
    const replay = await fetch(`${origin}/api/auth/oidc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: callback.search }),
    });
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toMatch(/expired or was already used/);
    const forged = await fetch(`${origin}/api/auth/oidc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: '?code=abc&state=forged' }),
    });
    expect(forged.status).toBe(400);
  });

  it('keeps returnUrl on the site', async () => {
    issuer.state.nextAccount = { sub: 'alice', email: 'alice@example.com', email_verified: true };
    const { res } = await signIn('//evil.example/steal');
    expect((await res.json()).returnUrl).toBe('/');
  });

  it('sends the browser back to /auth with a message when the provider is unknown or down', async () => {
    const unknown = await fetch(`${origin}/api/auth/nope/start`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toMatch(/^\/auth\?error=/);
  });
});
