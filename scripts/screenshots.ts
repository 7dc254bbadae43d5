/**
 * `npm run screenshots`: full-page screenshots of every page for review, written to
 * screenshots/<scheme>/<width>/<page>.png. Serves the current build with the real server.
 *
 * Options: --widths=360,1280  --schemes=light,dark  --paths=/,/aboutus  --port=4320
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/env';

function option(name: string, fallback: string): string {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

const root = resolve(import.meta.dirname, '..');
const port = Number(option('port', '4320'));
const widths = option('widths', '360,1280').split(',').map(Number);
const schemes = option('schemes', 'light').split(',') as ('light' | 'dark')[];
const outDir = join(root, 'screenshots');

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not start at ${url}.`);
}

/** Makes lazy images load, scrolls through the page, then waits for fonts and visible images. */
async function loadEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 40));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const pending = [...document.images]
      .filter((image) => !image.complete && image.getClientRects().length > 0)
      .map(
        (image) =>
          new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
      );
    // Never hang on an image: after 5 s the screenshot shows whatever has arrived.
    await Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, 5000))]);
  });
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(root, 'test-results', 'screenshots.sqlite'),
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/robots.txt`);
    const { listPagePaths } = (await import(join(root, 'dist-ssr', 'entry-server.js'))) as {
      listPagePaths: () => { path: string }[];
    };
    const requested = option('paths', '');
    const pagePaths = requested
      ? requested.split(',')
      : [...listPagePaths().map((page) => page.path), '/404'];
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    let count = 0;
    for (const scheme of schemes) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          colorScheme: scheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const dir = join(outDir, scheme, String(width));
        await mkdir(dir, { recursive: true });
        for (const path of pagePaths) {
          await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
          await loadEverything(page);
          const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '__');
          await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
          count += 1;
        }
        await context.close();
      }
    }
    await browser.close();
    console.log(`screenshots: ${count} pages written to ${outDir}`);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
