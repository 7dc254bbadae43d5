import type { Metric } from 'web-vitals';
import { site } from '@/config/site';

export type VitalsHandler = (metric: Metric) => void;

/** Sends each metric as a small JSON beacon; beacons survive the page being closed. */
export function beaconHandler(url: string): VitalsHandler {
  return (metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      path: window.location.pathname,
    });
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, body);
  };
}

/**
 * The performance-metrics hook. With a handler, every Core Web Vital is passed to it;
 * without one, metrics go to VITE_VITALS_URL when that is set and nowhere otherwise. The
 * library is loaded only when something will receive the figures.
 */
export function reportWebVitals(handler?: VitalsHandler): void {
  const receive = handler ?? (site.vitalsUrl ? beaconHandler(site.vitalsUrl) : undefined);
  if (!receive) return;
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onCLS(receive);
    onFCP(receive);
    onINP(receive);
    onLCP(receive);
    onTTFB(receive);
  });
}
