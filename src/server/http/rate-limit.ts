// Fixed-window rate limits kept in the database, so every server instance shares them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function hitRateLimit(db: Db, key: string, rule: LimitRule): Promise<LimitResult> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + (${rule.windowMs} * interval '1 millisecond'))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + (${rule.windowMs} * interval '1 millisecond') else rate_limits.reset_at end
    returning count, reset_at`);
  const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0]!;
  const resetAt = new Date(row.reset_at).getTime();
  return {
    allowed: Number(row.count) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}
