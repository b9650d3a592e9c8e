// The server the end-to-end tests run against: embedded defaults over a fresh data folder.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = join(import.meta.dirname, '..', '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// End-to-end tests never reach a public service: the embedded map, no photographs, and open data only at
// servers a test run names itself.
process.env.MAP_STYLE_URL ??= 'offline';
process.env.PLACE_PHOTOS ??= 'off';
process.env.OPEN_DATA ??= 'off';
await import('./start.cjs');
