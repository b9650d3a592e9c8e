// Debian's Chromium and the flags it runs with here (no browser download works; no GPU): shared by the Playwright
// configuration and the front-end benches.
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
