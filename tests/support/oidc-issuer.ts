// A real OpenID Connect issuer (oidc-provider) on loopback, for the sign-in flow tests. Interactions are answered
// programmatically: the "user" who signs in is chosen by the test through `nextAccount`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export async function startOidcIssuer() {
  let provider: Provider | undefined;
  const state: { nextAccount: TestAccount } = {
    nextAccount: { sub: 'alice', email: 'alice@example.com', email_verified: true },
  };
  const accounts = new Map<string, TestAccount>();

  const server: Server = createServer(async (req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          const account = state.nextAccount;
          accounts.set(account.sub, account);
          await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
          return;
        }
        const grant = new provider.Grant({
          accountId: details.session!.accountId!,
          clientId: details.params.client_id as string,
        });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      } catch (err) {
        res.statusCode = 500;
        res.end(String(err));
      }
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    state,
    /** Registers the relying party once its redirect URI is known. */
    configure(redirectUri: string, clientId = 'wayfarer', clientSecret = 'wayfarer-secret') {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        cookies: { keys: ['a-test-cookie-key'] },
        ttl: {
          Interaction: 600,
          Session: 3600,
          Grant: 3600,
          AccessToken: 600,
          IdToken: 600,
          AuthorizationCode: 60,
        },
        findAccount: (_ctx, sub) => {
          const a = accounts.get(sub) ?? { sub };
          return {
            accountId: sub,
            claims: () => ({ sub, email: a.email, email_verified: a.email_verified, name: a.name }),
          };
        },
      });
      provider.proxy = false;
      return { clientId, clientSecret };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
