// isDatabaseUnavailable against the errors node-postgres really raises (through Drizzle, as routes see them) when
// the server refuses, never answers, or hangs up; and a bad query, which is not an outage.
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/db.ts';
import { isDatabaseUnavailable, unavailableReason } from './open.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A TCP server on loopback that does `onSocket` with every connection; resolves to its port. */
async function tcpServer(onSocket: (socket: Socket) => void): Promise<number> {
  const server = createServer(onSocket);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

async function closedPort(): Promise<number> {
  const port = await tcpServer(() => {});
  await new Promise((r) => servers.pop()!.close(r));
  return port;
}

/** The error a Drizzle query over a pg Pool raises against `port`. */
async function errorFrom(port: number, connectionTimeoutMillis = 5000): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: `postgresql://u:p@127.0.0.1:${port}/db`,
    connectionTimeoutMillis,
  });
  pool.on('error', () => {});
  try {
    await drizzle(pool).execute(sql`select 1`);
    throw new Error('the query should have failed');
  } catch (err) {
    return err;
  } finally {
    await pool.end().catch(() => {});
  }
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection (the server is down)', async () => {
    const err = await errorFrom(await closedPort());
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(unavailableReason(err)).toMatch(/ECONNREFUSED/);
  });

  it('recognises a server that accepts but never answers (connection timeout)', async () => {
    const err = await errorFrom(await tcpServer(() => {}), 200);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('recognises a server that hangs up at once (connection terminated)', async () => {
    const err = await errorFrom(await tcpServer((socket) => socket.destroy()));
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('does not treat a bad query as an outage', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const err = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(err)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
