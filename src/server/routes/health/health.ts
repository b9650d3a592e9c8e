import type { AppDeps } from '../../deps.ts';
import type { App } from '../../http/types.ts';

export function healthRoutes(app: App, deps: AppDeps) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', message: 'The database is unreachable.' });
    }
  });
}
