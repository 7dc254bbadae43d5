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
import type { ViewBeacon } from '@/shared/analytics/beacon';
import { projectRoot } from '../../server/config';
import { isMainModule } from '../lib/paths';
import { autocannon, failedOf, type AutocannonResult } from './instances';
import { openLoad, type LoadFigures } from './open-load';

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

/**
 * How a turn's beacons arrive at a given rate: at random moments, as independent visitors send
 * them (`openLoad`), or each second's all at once at its start, as autocannon paces a rate: a
 * harder case than any real crowd makes.
 */
export type Arrival = 'visitors' | 'bursts';

/** The headers of the beacon with this number: a visitor's browser behind a proxy of ours. */
function headersOf(load: BeaconLoad) {
  // Each load starts at a visitor of its own, so loads one after another mostly meet new ones.
  const first = Math.floor(Math.random() * 2 ** 24) * viewsPerVisitor;
  return (index: number) => ({
    'User-Agent': browser,
    ...load.headers,
    'X-Forwarded-For': addressOf(Math.floor((first + index) / viewsPerVisitor)),
  });
}

function send(load: BeaconLoad): Promise<AutocannonResult> {
  const headers = headersOf(load);
  let sent = 0;
  return autocannon({
    url: `${load.origin}${beaconPath}`,
    requests: [
      {
        method: 'POST',
        body: view,
        setupRequest: (request) => ({ ...request, headers: headers(sent++) }),
      },
    ],
    connections: 10,
    duration: load.duration,
    ...(load.perSecond === undefined ? {} : { overallRate: load.perSecond }),
  });
}

const figuresOf = (result: AutocannonResult): LoadFigures => ({
  sent: result.requests.total,
  seconds: result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: failedOf(result),
});

/** What the load's process is asked: a closed load (no arrival), or a rate arriving so. */
interface Order {
  load: BeaconLoad;
  arrival?: Arrival;
}

async function carryOut({ load, arrival }: Order): Promise<AutocannonResult | LoadFigures> {
  if (arrival === undefined) return send(load);
  if (arrival === 'bursts') return figuresOf(await send(load));
  return openLoad({
    origin: load.origin,
    path: beaconPath,
    perSecond: load.perSecond ?? 0,
    duration: load.duration,
    headers: headersOf(load),
    body: view,
  });
}

/** Carries out the order in a process of its own; resolves with what it answered. */
function inChild<T>(order: Order): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: projectRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(order));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as T);
      else reject(new Error(`The beacon load exited with ${String(code)}`));
    });
  });
}

/** A closed load (or autocannon's paced one) in a process of its own: autocannon's figures. */
export const beacons = (load: BeaconLoad) => inChild<AutocannonResult>({ load });

/** `perSecond` beacons a second, arriving so, in a process of its own. */
export const beaconTurn = (load: BeaconLoad & { perSecond: number }, arrival: Arrival) =>
  inChild<LoadFigures>({ load, arrival });

if (isMainModule(import.meta.filename)) {
  const order = JSON.parse(readFileSync(0, 'utf8')) as Order;
  process.stdout.write(JSON.stringify(await carryOut(order)));
}
