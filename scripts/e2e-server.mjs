// The server the end-to-end tests run against: embedded defaults over a fresh data folder.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = join(import.meta.dirname, '..', '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// The browser here has no network and tests never reach the public street map: the embedded one.
process.env.MAP_STYLE_URL ??= 'offline';
process.env.PLACE_PHOTOS ??= 'off';
await import('./start.cjs');
