// Which head a page request gets: a share page's from its plan, every other page's from its path.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { sharePageHead } from '../routes/share/share.ts';
import type { PageHeadOf } from './client.ts';
import { headOfPath } from './page-html.ts';
import { requestOrigin } from './security.ts';

export function pageHeadOf(deps: AppDeps): PageHeadOf {
  const settings = { 'contact-email': deps.config.contactEmail };
  return async (req: FastifyRequest) => {
    const path = req.url;
    const url = `${requestOrigin(req, deps.config.publicUrl)}${path.split(/[?#]/)[0]}`;
    const shared = await sharePageHead(deps.database.db, path, req.log);
    if (shared) {
      // Only whoever holds the link sees the plan's name: never cached by others, never indexed.
      return { ...shared, url, settings, noIndex: true, cacheControl: 'private, no-cache' };
    }
    return { ...headOfPath(path), url, settings };
  };
}
