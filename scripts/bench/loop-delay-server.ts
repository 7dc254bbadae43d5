/**
 * The server as `npm start` runs it, saying on its output four times a second how late its event
 * loop ran since the last line (`loop-delay <at> <max ms> <p99 ms>`, `at` in the epoch's
 * milliseconds): the uploads benchmark (`uploads.ts`) reads the figures there, since another
 * process's event loop cannot be watched from outside. With `BENCH_CPU_PROFILE` set to a file's
 * path, it also records a CPU profile from the start, written there on SIGUSR2 (`cpu-profile
 * <epoch ms of the profile's start>` once written), for `late-samples.ts` to say what held the
 * loop.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
setInterval(() => {
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  console.log(`loop-delay ${String(Date.now())} ${ms(delay.max)} ${ms(delay.percentile(99))}`);
  delay.reset();
}, 250).unref();

const profilePath = process.env.BENCH_CPU_PROFILE;
if (profilePath) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // Half a millisecond: fine enough to tell a 20 ms hold from the sampler's own pace.
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  const startedAt = Date.now();
  process.on('SIGUSR2', () => {
    void session.post('Profiler.stop').then(({ profile }) => {
      writeFileSync(profilePath, JSON.stringify(profile));
      console.log(`cpu-profile ${String(startedAt)}`);
    });
  });
}

await import('../../server/main');
