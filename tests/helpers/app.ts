// Builds the real app over a real test database, for app.inject or a real port.

import { getKnowledgeBase } from '../../src/knowledge/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { OidcProviders, type ProviderSettings } from '../../src/server/auth/oidc.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/open.ts';
import { DEFAULT_LIMITS, type RateLimits } from '../../src/server/deps.ts';
import type { AiService } from '../../src/server/services/ai/ai.ts';
import { createMailService, type MailService } from '../../src/server/services/mail/service.ts';
import { createTestDatabase, type Driver } from './db.ts';

export interface TestAppOptions {
  env?: Record<string, string>;
  limits?: Partial<RateLimits>;
  providers?: ProviderSettings[];
  /** The mail service to use; by default one whose worker is not started (messages stay queued). */
  mail?: (database: Database, config: ReturnType<typeof loadConfig>) => MailService;
  ai?: AiService;
}

export async function createTestApp(driver: Driver, opts: TestAppOptions = {}) {
  const database = await createTestDatabase(driver);
  const instance = await startInstance(database, opts);
  return {
    ...instance,
    database,
    close: async () => {
      await instance.close();
      await database.close();
    },
  };
}

/** Another server instance on the same database, as on a second machine (its own caches and limits). */
export function createSecondInstance(first: TestApp, opts: TestAppOptions = {}) {
  return startInstance(first.database, opts);
}

async function startInstance(database: Database, opts: TestAppOptions) {
  // Tests never reach a public service: the embedded map, no photographs, and open data off unless a test points
  // it at its own servers.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/wf-test-unused',
    MAP_STYLE_URL: 'offline',
    PLACE_PHOTOS: 'off',
    OPEN_DATA: 'off',
    ...opts.env,
  });
  const mail = opts.mail ? opts.mail(database, config) : createMailService(database.db, config);
  const app = await buildApp(
    {
      config,
      database,
      oidc: new OidcProviders(opts.providers ?? [], database.db),
      limits: { ...DEFAULT_LIMITS, ...opts.limits },
      mail,
      knowledge: getKnowledgeBase(),
      ai: opts.ai,
    },
    { logger: false },
  );
  await app.ready();
  return {
    app,
    config,
    mail,
    close: async () => {
      await app.close();
      await mail.stop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'wf_session');
  if (!c) throw new Error('no session cookie in response');
  return `wf_session=${c.value}`;
}

let counter = 0;
/** Registers a fresh user and returns its cookie. */
export async function signUp(app: TestApp['app'], overrides: Record<string, string> = {}) {
  counter++;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password: 'correct horse', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json() as { id: string; email: string }, email };
}
