/**
 * A fresh Chromium page for each load of bench:taps, with the throttling applied through the
 * DevTools protocol and the probe installed, and the small waits the runs share.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { formatNumber } from '../lib/table';
import { throttling } from './tap-cases';
import { installTapProbe, type ProbeOptions, type ProbeReading } from './tap-probe';

export const sleep = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/** Resolves with the time (Node's clock) at which the page's first contentful paint was reported. */
export function firstContentfulPaint(cdp: CDPSession): Promise<number> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      fail(new Error('no first contentful paint within 60 s'));
    }, 60_000);
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name !== 'firstContentfulPaint') return;
      clearTimeout(timer);
      done(performance.now());
    });
  });
}

export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.roundTripMs,
    downloadThroughput: throttling.downloadBitsPerSecond / 8,
    uploadThroughput: throttling.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
}

/** The centre of the target once it is on screen (the probe scrolls it there). */
export async function targetPoint(page: Page, selector: string): Promise<{ x: number; y: number }> {
  for (let tries = 0; tries < 400; tries += 1) {
    const point = await page.evaluate((target) => {
      const box = document.querySelector(target)?.getBoundingClientRect();
      if (!box || box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) return null;
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, selector);
    if (point) return point;
    await sleep(25);
  }
  throw new Error(`${selector} never came into view`);
}

export async function readProbe(page: Page): Promise<ProbeReading> {
  return (await page.evaluate(() => window.__tapProbe)) ?? {};
}

/** How long after hydration a load waits for a later largest paint. */
export const settleMs = 1_000;

/** A fresh, throttled page of its own context, with the probe. */
export async function throttledPage(browser: Browser, probe: ProbeOptions) {
  const context = await browser.newContext({
    viewport: throttling.viewport,
    deviceScaleFactor: throttling.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // tsx keeps function names with an `__name` helper that the serialised probe still calls.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.addInitScript(installTapProbe, probe);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  return { context, page, cdp };
}

/** Debian's Chromium, as the browser benchmarks run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync'],
  });
}

/** The machine's load averages over 1, 5 and 15 minutes, for a benchmark's summary line. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => formatNumber(value, 2))
    .join(', ');
}
