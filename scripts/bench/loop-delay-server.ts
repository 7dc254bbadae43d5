/**
 * The server as `npm start` runs it, saying on its output four times a second how late its event
 * loop ran since the last line (`loop-delay <at> <max ms> <p99 ms>`, `at` in the epoch's
 * milliseconds): the uploads benchmark (`uploads.ts`) reads the figures there, since another
 * process's event loop cannot be watched from outside. With `BENCH_CPU_PROFILE` set to a file's
 * path, it also records a CPU profile from the start, written there on SIGUSR2 (`cpu-profile
 * <epoch ms of the profile's start>` once written), and notes each stall of the loop as it ends
 * (`stall <epoch ms it began> <ms>`), for `loop-stalls.ts` to say what held the loop in each.
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
  // A timer every two milliseconds: a turn that comes much later than that was a stall. The
  // histogram above says how late the loop ran; this says when, to match with the profile.
  const noteAfterMs = 20;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    const ms = now - last;
    if (ms > noteAfterMs) console.log(`stall ${(Date.now() - ms).toFixed(0)} ${ms.toFixed(1)}`);
    last = now;
    setTimeout(tick, 2).unref();
  };
  setTimeout(tick, 2).unref();
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
