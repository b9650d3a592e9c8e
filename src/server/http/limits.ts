import type { Db } from '../db/open.ts';
import { HttpError } from './errors.ts';
import { hitRateLimit, type LimitRule } from './rate-limit.ts';

/** Counts one hit against `key`; answers 429 with Retry-After when the window is full. */
export async function enforceLimit(db: Db, key: string, rule: LimitRule, what: string) {
  const r = await hitRateLimit(db, key, rule);
  if (!r.allowed) {
    const minutes = Math.ceil(r.retryAfterSeconds / 60);
    throw new HttpError(
      429,
      `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { retryAfter: r.retryAfterSeconds },
    );
  }
}
