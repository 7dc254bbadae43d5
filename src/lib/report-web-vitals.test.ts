import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';

const registered = vi.hoisted(() => ({ names: [] as string[] }));

vi.mock('web-vitals', () => {
  const hook = (name: string) => (callback: (metric: Partial<Metric>) => void) => {
    registered.names.push(name);
    callback({ name: name as Metric['name'], value: 42, rating: 'good', id: `v1-${name}` });
  };
  return {
    onCLS: hook('CLS'),
    onFCP: hook('FCP'),
    onINP: hook('INP'),
    onLCP: hook('LCP'),
    onTTFB: hook('TTFB'),
  };
});

async function flush() {
  // The library is imported lazily; let that promise settle.
  await new Promise((done) => setTimeout(done, 0));
}

describe('reportWebVitals', () => {
  afterEach(() => {
    registered.names = [];
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('passes every Core Web Vital to a given handler', async () => {
    const { reportWebVitals } = await import('./report-web-vitals');
    const seen: string[] = [];
    reportWebVitals((metric) => seen.push(metric.name));
    await flush();
    expect(seen.sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('does nothing, and loads nothing, without a handler or VITE_VITALS_URL', async () => {
    const { reportWebVitals } = await import('./report-web-vitals');
    reportWebVitals();
    await flush();
    expect(registered.names).toEqual([]);
  });

  it('beacons a small JSON body to the configured URL', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const { beaconHandler } = await import('./report-web-vitals');
    beaconHandler('https://vitals.example/collect')({
      name: 'LCP',
      value: 1234,
      rating: 'good',
      id: 'v1-1',
      navigationType: 'navigate',
      navigationId: 1,
      delta: 1234,
      entries: [],
    });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://vitals.example/collect');
    expect(JSON.parse(body)).toEqual({
      name: 'LCP',
      value: 1234,
      rating: 'good',
      id: 'v1-1',
      navigationType: 'navigate',
      path: '/',
    });
  });
});
