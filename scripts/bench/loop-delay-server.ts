/**
 * The server as `npm start` runs it, saying on its output four times a second how late its event
 * loop ran since the last line (`loop-delay <at> <max ms> <p99 ms>`, `at` in the epoch's
 * milliseconds): the uploads benchmark (`uploads.ts`) reads the figures there, since another
 * process's event loop cannot be watched from outside.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
setInterval(() => {
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  console.log(`loop-delay ${String(Date.now())} ${ms(delay.max)} ${ms(delay.percentile(99))}`);
  delay.reset();
}, 250).unref();

await import('../../server/main');
