/**
 * A load of page-view beacons, sent from a process of its own so that sending them does not delay
 * the timing of anything the benchmark measures in its own. Like a day's visitors, the beacons
 * come from many addresses, two page views each (the `X-Forwarded-For` a proxy of ours would set;
 * the server under test trusts one proxy), so the gateway opens a visit for every other beacon
 * and adds a page view to one for the rest, rather than counting one visitor many times over.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beaconPath } from '@/config/endpoints';
import type { ViewBeacon } from '@/shared/insights/beacon';
import { projectRoot } from '../../server/config';
import { isMainModule } from '../lib/paths';
import { autocannon, type AutocannonResult } from './instances';

export interface BeaconLoad {
  origin: string;
  /** Seconds. */
  duration: number;
  /** Beacons a second; without it, as fast as ten connections are answered. */
  perSecond?: number;
  /** Sent with every beacon, such as `DNT`. */
  headers?: Record<string, string>;
}

const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile';

/** The page view every beacon of the benchmark reports: a job page reached from LinkedIn. */
export const benchView: ViewBeacon = {
  t: 'view',
  route: '/careers/:slug',
  path: '/careers/sap-utilities',
  ref: 'https://www.linkedin.com',
  vp: 'phone',
  build: 'main-bench',
};

const view = JSON.stringify(benchView);

/** Page views per visitor: about what a day of the site's visitors shows. */
export const viewsPerVisitor = 2;

/** An IPv4 address in 10.0.0.0/8 for a visitor's number. */
const addressOf = (visitor: number) =>
  `10.${String((visitor >> 16) & 255)}.${String((visitor >> 8) & 255)}.${String(visitor & 255)}`;

function send(load: BeaconLoad): Promise<AutocannonResult> {
  // Each load starts at a visitor of its own, so loads one after another mostly meet new ones.
  let sent = Math.floor(Math.random() * 2 ** 24) * viewsPerVisitor;
  return autocannon({
    url: `${load.origin}${beaconPath}`,
    requests: [
      {
        method: 'POST',
        body: view,
        setupRequest: (request) => {
          sent += 1;
          const visitor = addressOf(Math.floor(sent / viewsPerVisitor));
          return {
            ...request,
            headers: { 'User-Agent': browser, ...load.headers, 'X-Forwarded-For': visitor },
          };
        },
      },
    ],
    connections: 10,
    duration: load.duration,
    ...(load.perSecond === undefined ? {} : { overallRate: load.perSecond }),
  });
}

/** Runs the load in a process of its own; resolves with autocannon's figures. */
export function beacons(load: BeaconLoad): Promise<AutocannonResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: projectRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(load));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as AutocannonResult);
      else reject(new Error(`The beacon load exited with ${String(code)}`));
    });
  });
}

if (isMainModule(import.meta.filename)) {
  const load = JSON.parse(readFileSync(0, 'utf8')) as BeaconLoad;
  process.stdout.write(JSON.stringify(await send(load)));
}
