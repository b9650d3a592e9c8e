// External sign-in with OpenID Connect (Google or any issuer): authorization code flow with state, PKCE and nonce.
import { eq, lt } from 'drizzle-orm';
import type * as Oidc from 'openid-client';
import type { Db } from '../db/open.ts';
import { authRequests } from '../db/schema.ts';
import type { ExternalProfile } from './users.ts';

export interface ProviderSettings {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

// Loaded with the first external sign-in: most servers have no provider configured.
const openidClient = () => import('openid-client');

const GOOGLE_ISSUER = 'https://accounts.google.com';
const REQUEST_TTL_MS = 10 * 60_000;

export function configuredProviders(config: {
  google?: { clientId: string; clientSecret: string };
  oidc?: { issuer: string; clientId: string; clientSecret?: string; name: string };
}): ProviderSettings[] {
  const list: ProviderSettings[] = [];
  if (config.google) list.push({ id: 'google', name: 'Google', issuer: GOOGLE_ISSUER, ...config.google });
  if (config.oidc) list.push({ id: 'oidc', ...config.oidc });
  return list;
}

export class OidcProviders {
  private configs = new Map<string, Promise<Oidc.Configuration>>();

  constructor(
    readonly providers: ProviderSettings[],
    private db: Db,
  ) {}

  find(id: string) {
    return this.providers.find((p) => p.id === id);
  }

  private configuration(p: ProviderSettings) {
    let c = this.configs.get(p.id);
    if (!c) {
      const insecure = new URL(p.issuer).protocol === 'http:';
      c = openidClient().then((oidc) =>
        oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
          // Plain http is only ever an issuer on loopback (tests, a local identity server).
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        }),
      );
      // A failed discovery is retried on the next sign-in instead of being cached.
      c.catch(() => this.configs.delete(p.id));
      this.configs.set(p.id, c);
    }
    return c;
  }

  /** Starts a sign-in: stores state, verifier and nonce, and returns the provider's authorization URL. */
  async start(p: ProviderSettings, redirectUri: string, returnUrl: string): Promise<URL> {
    const config = await this.configuration(p);
    const oidc = await openidClient();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.db.delete(authRequests).where(lt(authRequests.expiresAt, new Date()));
    await this.db.insert(authRequests).values({
      state,
      provider: p.id,
      codeVerifier,
      nonce,
      returnUrl,
      expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
    });
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Finishes a sign-in from the callback URL; the stored request is used once. */
  async finish(
    p: ProviderSettings,
    callbackUrl: URL,
  ): Promise<{ profile: ExternalProfile; returnUrl: string }> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const [request] = await this.db.delete(authRequests).where(eq(authRequests.state, state)).returning();
    if (!request || request.provider !== p.id || request.expiresAt < new Date()) {
      throw new Error('This sign-in link has expired or was already used. Please try again.');
    }
    const config = await this.configuration(p);
    const oidc = await openidClient();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The sign-in provider returned no identity.');
    let info: Record<string, unknown> = claims;
    if (!claims.email && tokens.access_token) {
      info = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    }
    return {
      returnUrl: request.returnUrl,
      profile: {
        provider: p.id,
        subject: claims.sub,
        email: typeof info.email === 'string' ? info.email : undefined,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: typeof info.name === 'string' ? info.name : undefined,
        picture: typeof info.picture === 'string' ? info.picture : undefined,
      },
    };
  }
}
