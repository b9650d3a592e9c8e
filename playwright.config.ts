import { defineConfig } from '@playwright/test';
import { BROWSER_FLAGS, CHROME } from './tests/support/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // Debian's Chromium: browser downloads are blocked here (see DEVELOPERS.md).
    launchOptions: {
      executablePath: CHROME,
      args: [...BROWSER_FLAGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CONTACT_EMAIL: 'help@wayfarer.test' },
  },
});
