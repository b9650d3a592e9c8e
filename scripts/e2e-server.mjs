// The server the end-to-end tests run against: embedded defaults over a fresh data folder.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = join(import.meta.dirname, '..', '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
await import('./start.cjs');
