// Start-up: configuration, database (with migrations), the app, graceful shutdown on SIGTERM / SIGINT.
import { join } from 'node:path';
import { pino } from 'pino';
import { getKnowledgeBase } from '../knowledge/index.ts';
import { buildApp } from './app.ts';
import { configuredProviders, OidcProviders } from './auth/oidc.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { DEFAULT_LIMITS, type RateLimits } from './deps.ts';
import { createMailService } from './services/mail/service.ts';
import { createPlanRunner, defaultPlannerThreads } from './services/planning/plan-runner.ts';
import { DAY_MS, ProviderCache } from './services/provider-cache.ts';

async function main() {
  const dev = process.argv.includes('--dev');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffersMb: config.embeddedDbSharedBuffersMb,
  });
  const log = pino({ level: config.logLevel });
  const mail = createMailService(database.db, config, { log: log.child({ module: 'mail' }) });
  const planner = createPlanRunner(
    config.plannerThreads ?? defaultPlannerThreads(),
    log.child({ module: 'planner' }),
  );
  const app = await buildApp({
    config,
    planner,
    database,
    oidc: new OidcProviders(configuredProviders(config), database.db),
    limits: configuredLimits(config),
    mail,
    knowledge: getKnowledgeBase(),
    // The AI SDK (about 20 MB) is loaded only when a model is configured.
    ai: config.ai ? (await import('./services/ai/ai.ts')).createAiService(config.ai) : undefined,
    client: dev
      ? { mode: 'vite' }
      : { mode: 'static', root: join(import.meta.dirname, '..', '..', 'dist', 'client') },
  });

  // Hourly: expired sessions, and public services' answers expired for 90 days (kept until then to be served
  // while a service fails).
  const providerCache = new ProviderCache(database.db);
  const cleanup = setInterval(() => {
    deleteExpiredSessions(database.db).catch(() => {});
    providerCache.purgeExpired(new Date(Date.now() - 90 * DAY_MS)).catch(() => {});
  }, 3_600_000);
  cleanup.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await mail.stop();
    await planner.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  mail.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${shownHost}:${port}`;
  const db = database.kind === 'pglite' ? `embedded database in ${join(config.dataDir, 'db')}` : 'PostgreSQL';
  console.log(`\n  Wayfarer is running at ${url}  (${db})\n`);
}

/** DEFAULT_LIMITS with the counts the configuration overrides (same windows). */
function configuredLimits(config: Config): RateLimits {
  const limits: RateLimits = { ...DEFAULT_LIMITS };
  for (const [key, limit] of Object.entries(config.rateLimits) as [keyof RateLimits, number | undefined][]) {
    if (limit !== undefined) limits[key] = { ...DEFAULT_LIMITS[key], limit };
  }
  return limits;
}

main().catch((err) => {
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
