/**
 * `npm run screenshots`: a full-page screenshot of every page of the build (the 404 page too) at
 * each width in each colour scheme, written to <out>/<scheme>/<width>/<page>.png, for looking at
 * the pages and for comparing two builds with `npm run screenshots:compare`. The build is served
 * inside this process by `npm start`'s own application.
 *
 * Two captures of one build must be identical, so every picture is taken settled: reduced
 * motion (counters show their final value, the logo strip stands still), CSS animations and
 * transitions finished, lazy images loaded, web fonts ready, the page hydrated and the network
 * idle; then it is taken again until two consecutive pictures are the same.
 *
 *   npm run screenshots -- [--out=screenshots/before] [--widths=360,1280]
 *                          [--schemes=light,dark] [--paths=/,/aboutus]
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { distDir, pagesFile, projectRoot } from '../lib/paths';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/env';
import { parseArgs } from 'node:util';
import { listValue } from '../lib/args';
import { serveBuiltSite } from '../lib/site-server';

const { values: options } = parseArgs({
  options: {
    out: { type: 'string' },
    widths: { type: 'string' },
    schemes: { type: 'string' },
    paths: { type: 'string' },
  },
});
const outDir = resolve(options.out ?? join(projectRoot, 'screenshots'));
const widths = (listValue(options.widths) ?? ['360', '1280']).map(Number);
const schemes = listValue(options.schemes) ?? ['light', 'dark'];
/** Attempts at two identical consecutive pictures before the last one is kept with a warning. */
const maxShots = 6;

interface PageRow {
  path: string;
  file: string;
}

/** The file name of a page's picture: "home", "aboutus", "services__serv2sas", "404". */
function shotName(file: string): string {
  const name = file.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return name === '' ? 'home' : name.replace(/\//g, '__');
}

/** Every page the prerender wrote (with the 404 page), or the --paths asked for. */
function pagesToShoot(): PageRow[] {
  const built = JSON.parse(
    readFileSync(pagesFile, 'utf8'),
  ) as PageRow[];
  const asked = listValue(options.paths);
  if (!asked) return built;
  return asked.map((path) => {
    const row = built.find((page) => page.path === path);
    if (!row) throw new Error(`The build has no page ${path}.`);
    return row;
  });
}

/**
 * Makes lazy images load and lazily hydrated sections wake by scrolling through the page, then
 * back to the top, and waits for fonts, images, late chunks and an idle main thread.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images]
      .filter((image) => !image.complete)
      .map((image) => image.decode().catch(() => undefined));
    await Promise.all(pending);
    // Two idle periods: the second starts after whatever the first one scheduled.
    for (let round = 0; round < 2; round += 1) {
      await new Promise((done) => requestIdleCallback(done, { timeout: 2000 }));
    }
  });
}

/** A full-page picture taken again until it stops changing; `stable` says whether it did. */
async function steadyShot(page: Page): Promise<{ png: Buffer; stable: boolean }> {
  const take = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let previous = await take();
  for (let shot = 2; shot <= maxShots; shot += 1) {
    await page.waitForTimeout(250);
    const next = await take();
    if (next.equals(previous)) return { png: next, stable: true };
    previous = next;
  }
  return { png: previous, stable: false };
}

async function main(): Promise<void> {
  const pages = pagesToShoot();
  const server = await serveBuiltSite(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const unstable: string[] = [];
  let count = 0;
  try {
    for (const scheme of schemes) {
      if (scheme !== 'light' && scheme !== 'dark') throw new Error(`Unknown scheme ${scheme}.`);
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          deviceScaleFactor: 1,
          colorScheme: scheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const dir = join(outDir, scheme, String(width));
        await mkdir(dir, { recursive: true });
        for (const row of pages) {
          await page.goto(`${server.origin}${row.path}`, { waitUntil: 'networkidle' });
          await settle(page);
          const { png, stable } = await steadyShot(page);
          const file = join(dir, `${shotName(row.file)}.png`);
          await writeFile(file, png);
          if (!stable) unstable.push(file);
          count += 1;
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  for (const file of unstable) console.warn(`still changing after ${maxShots} pictures: ${file}`);
  console.log(
    `screenshots: ${count} pictures (${pages.length} pages x ${widths.join(', ')} px x ` +
      `${schemes.join(', ')}) written to ${outDir}; ${unstable.length} not steady`,
  );
}

await main();
