// A new, empty database on an existing PostgreSQL server (named wf_test_<random>), dropped when done. The server
// process under test creates the schema itself at start-up, as in production.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createFreshDatabase(serverUrl: string, prefix = 'wf_test'): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
