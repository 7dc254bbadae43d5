/**
 * What a flood of junk beacons does to the reports: a fresh server takes many junk beacons from
 * many addresses, each with a slug, build, campaign, referrer and browser of its own (half of them
 * on real pages, so that only their tags are junk), with every beacon limit off (the worst case: a
 * sender that stays within the limits for long enough gets there too). Then the reports API is
 * read: the p95 of 20 reads of the last 7 days and the size of the answer; the server's heap in
 * use (its own `process.memoryUsage`, which it prints: `heap-server.ts`); and the forms' p99 at a
 * steady pace while the reports are read back to back, beside their p99 without them.
 */
import { Secret, TOTP } from 'otpauth';
import type { StaffSessionInfo, TwoFactorSetup } from '@/shared/staff/api-types';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { beaconPath, gatewayPath } from '@/config/endpoints';
import { paths, serviceSlugs } from '@/config/paths';
import { staffApiPaths } from '@/config/staff-api';
import { projectRoot } from '../../server/config';
import { startServerProcess, type ServerProcess } from '../../server/support/server-process';
import { formatNumber } from '../lib/table';
import { beaconLoadEnv, submission } from './instances';
import { paced, percentile, summarize } from './paced';

export interface FloodFigures {
  sent: number;
  /** Beacons answered 204 (taken), refused (4xx) and failed otherwise. */
  taken: number;
  refused: number;
  failed: number;
  seconds: number;
  reportsP95: number;
  reportsBytes: number;
  pages: number;
  sources: number;
  /** The most heap the server used while the reports were read, and once they were. */
  heapPeak: number;
  heapAfter: number;
  formsAlone: { p99: number; failed: number };
  formsBeside: { p99: number; failed: number };
  /** Reads of the reports while the forms were measured beside them. */
  readsBeside: number;
}

const junk = (length: number) => randomBytes(length).toString('base64url').toLowerCase();

/** An address of the benchmarking range for a beacon's number, many networks apart. */
const addressOf = (index: number) =>
  `198.${String(18 + ((index >> 16) & 1))}.${String((index >> 8) & 255)}.${String(index & 255)}`;

/** One junk beacon: half on a made-up slug, half on a real page with junk around it. */
function junkBeacon(index: number): string {
  const real = index % 2 === 0;
  const page = real
    ? { route: paths.service.pattern, path: paths.service.href(serviceSlugs[index % 11] ?? 'ser1') }
    : { route: paths.service.pattern, path: `/services/${junk(12)}` };
  const common = { ...page, vp: 'phone', build: `main-${junk(8)}` };
  if (index % 5 === 4) {
    return JSON.stringify({ t: 'vitals', ...common, m: [{ n: 'LCP', v: 1000 + (index % 3000) }] });
  }
  return JSON.stringify({
    t: 'view',
    ...common,
    ref: `https://${junk(10)}.example`,
    utm: { utm_source: junk(20), utm_medium: junk(6), utm_campaign: `${junk(40)}\nBcc: x` },
  });
}

/** Sends `count` junk beacons over `connections` kept-alive sockets; counts the answers. */
async function sendJunk(origin: string, count: number, connections = 16) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: 4_000 });
  const url = new URL(beaconPath, origin);
  const tally = { taken: 0, refused: 0, failed: 0 };
  let next = 0;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const body = junkBeacon(index);
      const outgoing = request(
        url,
        {
          agent,
          method: 'POST',
          headers: {
            'Content-Type': 'text/plain;charset=UTF-8',
            'Content-Length': Buffer.byteLength(body),
            'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/${String(index)}.0 Safari/537.36`,
            'X-Forwarded-For': addressOf(index),
          },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            const status = answer.statusCode ?? 0;
            if (status >= 200 && status < 300) tally.taken += 1;
            else if (status >= 400 && status < 500) tally.refused += 1;
            else tally.failed += 1;
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        tally.failed += 1;
        resolve();
      });
      outgoing.end(body);
    });
  const worker = async () => {
    for (let index = next++; index < count; index = next++) await one(index);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return { ...tally, seconds: (performance.now() - started) / 1000 };
}

/** A staff member's session cookie on the server, created with the accounts CLI. */
export async function staffCookie(origin: string, env: NodeJS.ProcessEnv): Promise<string> {
  const email = 'bench@akscellence.example';
  const password = 'a benchmark passphrase of some length';
  spawnSync(process.execPath, ['--import', 'tsx', 'server/staff/cli.ts', 'add', email], {
    cwd: projectRoot,
    env,
    input: `${password}\n`,
  });
  const signIn = await fetch(`${origin}${staffApiPaths.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`staff sign-in answered ${signIn.status}`);
  const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  // The first account is an admin, who may read the reports only with two-factor sign-in on:
  // it is set up as the account page does it, with a code computed from the new key.
  const who = await fetch(`${origin}${staffApiPaths.session}`, { headers: { Cookie: cookie } });
  const { csrfToken } = (await who.json()) as StaffSessionInfo;
  const headers = {
    'Content-Type': 'application/json',
    Origin: origin,
    Cookie: cookie,
    'X-CSRF-Token': csrfToken,
  };
  const setup = await fetch(`${origin}${staffApiPaths.twoFactorSetup}`, {
    method: 'POST',
    headers,
  });
  const { secret } = (await setup.json()) as TwoFactorSetup;
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const on = await fetch(`${origin}${staffApiPaths.twoFactor}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code }),
  });
  if (!on.ok) throw new Error(`turning two-factor on answered ${on.status}`);
  return cookie;
}

/** The heap figures the server printed from `since` (a length of its output) on. */
function heapFigures(server: ServerProcess, since: number): number[] {
  return [
    ...server
      .output()
      .slice(since)
      .matchAll(/heap-used (\d+)/g),
  ].map((match) => Number(match[1]));
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Runs the flood against a fresh database given by `env`; the caller removes the database. */
export async function junkFlood(env: Record<string, string>, count: number): Promise<FloodFigures> {
  const server = await startServerProcess(
    { ...env, ...beaconLoadEnv },
    { entry: 'scripts/bench/heap-server.ts' },
  );
  try {
    const cookie = await staffCookie(server.origin, { ...process.env, ...env });
    const flood = await sendJunk(server.origin, count);
    // The queue is written within a second or two of the last beacon.
    await wait(3_000);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const reportsUrl = `${server.origin}${staffApiPaths.reports}?from=${from}&to=${today}`;
    const read = async () => {
      const started = performance.now();
      const answer = await fetch(reportsUrl, { headers: { Cookie: cookie } });
      const body = await answer.text();
      if (!answer.ok) throw new Error(`reports answered ${answer.status}`);
      return { ms: performance.now() - started, body };
    };
    const heapFrom = server.output().length;
    const first = await read();
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) times.push((await read()).ms);
    const answer = JSON.parse(first.body) as { pages: unknown[]; sources: unknown[] };
    const heapPeak = Math.max(...heapFigures(server, heapFrom));

    const formsUrl = `${server.origin}${gatewayPath}`;
    const formsAlone = summarize(
      await paced({ url: formsUrl, perSecond: 20, seconds: 10, body: submission }),
    );
    const reads = { on: true, done: 0 };
    const readAll = (async () => {
      while (reads.on) {
        await read();
        reads.done += 1;
      }
    })();
    const beside = summarize(
      await paced({ url: formsUrl, perSecond: 20, seconds: 10, body: submission }),
    );
    reads.on = false;
    await readAll;
    await wait(1_000);
    const heapAfter = heapFigures(server, heapFrom).at(-1) ?? 0;
    return {
      sent: count,
      ...flood,
      reportsP95: percentile(
        [...times].sort((a, b) => a - b),
        0.95,
      ),
      reportsBytes: Buffer.byteLength(first.body),
      pages: answer.pages.length,
      sources: answer.sources.length,
      heapPeak,
      heapAfter,
      formsAlone: { p99: formsAlone.p99, failed: formsAlone.failed },
      formsBeside: { p99: beside.p99, failed: beside.failed },
      readsBeside: reads.done,
    };
  } finally {
    server.child.kill('SIGKILL');
  }
}

const megabytes = (bytes: number) => `${formatNumber(bytes / 1_048_576, 1)} MB`;

/** The figures as rows of a two-column table. */
export function floodRows(figures: FloodFigures): string[][] {
  return [
    [
      'junk beacons sent: taken, refused, failed',
      `${formatNumber(figures.sent)}: ${formatNumber(figures.taken)}, ${formatNumber(figures.refused)}, ${formatNumber(figures.failed)} in ${formatNumber(figures.seconds, 1)} s`,
    ],
    ['reports, last 7 days: p95 of 20 reads', `${formatNumber(figures.reportsP95, 1)} ms`],
    [
      'reports answer: size, pages, sources',
      `${formatNumber(figures.reportsBytes / 1024, 1)} KB, ${formatNumber(figures.pages)}, ${formatNumber(figures.sources)}`,
    ],
    [
      'server heap used: peak while read, after',
      `${megabytes(figures.heapPeak)}, ${megabytes(figures.heapAfter)}`,
    ],
    [
      'forms at 20/s: p99 alone, beside reads of the reports',
      `${formatNumber(figures.formsAlone.p99, 1)} ms, ${formatNumber(figures.formsBeside.p99, 1)} ms (${formatNumber(figures.readsBeside)} reads; ${formatNumber(figures.formsAlone.failed + figures.formsBeside.failed)} forms failed)`,
    ],
  ];
}
