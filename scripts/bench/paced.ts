/**
 * An open load: requests leave at a steady pace whether or not the ones before were answered, as
 * visitors' forms do. A closed load (each connection waiting for its answer before sending again)
 * measures how many requests the server can take; this measures how long one request waits while
 * something else runs beside it, so a stall of the server shows in every request it holds up.
 * Times are taken here, to a fraction of a millisecond.
 */
import { Agent, request } from 'node:http';

/** One request: when it left (`performance.now()`), how long its answer took, and whether 2xx. */
export interface PacedSample {
  at: number;
  ms: number;
  ok: boolean;
}

export interface PacedSummary {
  sent: number;
  failed: number;
  /** Milliseconds from a request's sending to the end of its answer. */
  p50: number;
  p99: number;
}

/** The value below which `share` of the sorted values lie. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}

export function summarize(samples: readonly PacedSample[]): PacedSummary {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    sent: samples.length,
    failed: samples.filter((sample) => !sample.ok).length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
  };
}

function post(agent: Agent, url: URL, body: string): Promise<PacedSample> {
  return new Promise((resolve) => {
    const started = performance.now();
    const answered = (ok: boolean) => {
      resolve({ at: started, ms: performance.now() - started, ok });
    };
    const outgoing = request(
      url,
      {
        agent,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          answered(status >= 200 && status < 300);
        });
      },
    );
    outgoing.on('error', () => {
      answered(false);
    });
    outgoing.end(body);
  });
}

/** Below the server's keep-alive timeout (`server/http-server.ts`). */
const keepAliveMs = 4_000;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * POSTs `body()` to `url` `perSecond` times a second for `seconds`, evenly: a timer that fires
 * late sends what fell due meanwhile at once, so the pace holds on average.
 */
export async function paced(options: {
  url: string;
  perSecond: number;
  seconds: number;
  body: () => string;
}): Promise<PacedSample[]> {
  const url = new URL(options.url);
  // A socket left idle is closed here before the server's keep-alive timeout closes it: otherwise
  // a request may go out on a socket the server is closing at that moment, and fail ("socket
  // hang up") without ever reaching it. Node's agent does not follow the server's hint itself.
  const agent = new Agent({ keepAlive: true, timeout: keepAliveMs });
  const interval = 1000 / options.perSecond;
  const count = Math.round(options.perSecond * options.seconds);
  const start = performance.now();
  const answers: Promise<PacedSample>[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const ahead = start + index * interval - performance.now();
      if (ahead > 0) await wait(ahead);
      answers.push(post(agent, url, options.body()));
    }
    return await Promise.all(answers);
  } finally {
    agent.destroy();
  }
}
