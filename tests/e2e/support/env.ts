import { join, resolve } from 'node:path';

/** Shared by playwright.config.ts and the specs: where the test server runs and stores data. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDatabasePath = resolve(
  join(import.meta.dirname, '..', '..', '..', 'test-results', 'e2e-submissions.sqlite'),
);
/** Debian's Chromium; Playwright's own browser downloads are not available here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
