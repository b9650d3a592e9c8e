// PostgreSQL text and jsonb cannot hold the NUL character: refuse it at the door, naming the field, instead of
// failing deep in the database with a 500.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** The path of the first string holding a NUL character, or undefined. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = findNul(child, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const where = findNul(req.body) ?? findNul(req.query);
    if (where !== undefined) throw new HttpError(400, `${where}: Text may not contain the NUL character.`);
  });
}
