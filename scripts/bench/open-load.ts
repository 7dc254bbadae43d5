/**
 * An open load at a high rate, as independent visitors make it: requests leave at random moments
 * (a Poisson process: each gap drawn from the exponential distribution of the given rate), not in
 * one burst a second as autocannon paces a rate, and whether or not the ones before were
 * answered. Sending thousands a second through `node:http` would cost this process more CPU than
 * the server under test spends answering them, so requests are written to plain sockets kept
 * alive and each answer is read just far enough to find its status and its end. A socket that
 * is still waiting takes the next request only when no other is free and no more may be opened
 * (HTTP/1.1 pipelining, which Node's servers answer in order).
 */
import { connect, type Socket } from 'node:net';
import { percentile } from './paced';

export interface OpenLoad {
  origin: string;
  path: string;
  /** Requests a second, on average. */
  perSecond: number;
  /** Seconds. */
  duration: number;
  /** The headers of the request with this number, beside its Host and Content-Length. */
  headers: (index: number) => Record<string, string>;
  body: string;
}

/** What a load saw: milliseconds from a request's writing to the end of its answer. */
export interface LoadFigures {
  sent: number;
  /** Seconds the requests were sent over. */
  seconds: number;
  p50: number;
  p99: number;
  /** An answer other than 2xx, a broken socket, or none by the end. */
  failed: number;
}

/** Sockets kept open at most: far more than a steady load at the rates measured here needs. */
const maxSockets = 64;
/** A socket idle this long is closed: below the server's keep-alive timeout. */
const idleMs = 4_000;
/** How long after the last request its answers may still come. */
const drainMs = 5_000;

const headEnd = Buffer.from('\r\n\r\n');
const chunkedEnd = Buffer.from('\r\n0\r\n\r\n');

/**
 * The length of the first whole answer in `buffer` and its status, or undefined while it is
 * still arriving. Answers carry a Content-Length, are chunked, or (204, 304) have no body.
 */
export function firstAnswer(
  buffer: Buffer,
): { length: number; status: number; close: boolean } | undefined {
  const head = buffer.indexOf(headEnd);
  if (head < 0) return undefined;
  const lines = buffer.subarray(0, head).toString('latin1').split('\r\n');
  const status = Number(lines[0]?.split(' ')[1]);
  const header = (name: string) =>
    lines
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const bodyStart = head + headEnd.length;
  // The server ends the connection after this answer: nothing more may be sent on it.
  const close = header('connection')?.toLowerCase() === 'close';
  if (status === 204 || status === 304) return { length: bodyStart, status, close };
  if (header('transfer-encoding')?.toLowerCase() === 'chunked') {
    const end = buffer.indexOf(chunkedEnd, bodyStart - 2);
    return end < 0 ? undefined : { length: end + chunkedEnd.length, status, close };
  }
  const length = bodyStart + Number(header('content-length') ?? 0);
  return buffer.length < length ? undefined : { length, status, close };
}

interface Line {
  socket: Socket;
  /** When each request still waiting on this socket was written, oldest first. */
  waiting: number[];
  buffer: Buffer;
}

export async function openLoad(load: OpenLoad): Promise<LoadFigures> {
  const { hostname, port } = new URL(load.origin);
  const lines: Line[] = [];
  const times: number[] = [];
  let failed = 0;
  let sent = 0;

  const open = (): Line => {
    const line: Line = {
      socket: connect({ host: hostname, port: Number(port), noDelay: true }),
      waiting: [],
      buffer: Buffer.alloc(0),
    };
    const retire = () => {
      const at = lines.indexOf(line);
      if (at >= 0) lines.splice(at, 1);
    };
    // A socket that closes takes its unanswered requests with it, and leaves the pool.
    const close = () => {
      failed += line.waiting.length;
      line.waiting = [];
      retire();
    };
    line.socket.on('data', (chunk: Buffer) => {
      line.buffer = line.buffer.length > 0 ? Buffer.concat([line.buffer, chunk]) : chunk;
      for (let answer = firstAnswer(line.buffer); answer; answer = firstAnswer(line.buffer)) {
        const written = line.waiting.shift();
        if (written !== undefined) times.push(performance.now() - written);
        if (answer.status < 200 || answer.status >= 300) failed += 1;
        line.buffer = line.buffer.subarray(answer.length);
        if (answer.close) retire();
      }
    });
    line.socket.on('error', close);
    line.socket.on('close', close);
    // Closed here before the server's keep-alive timeout closes it while a request is on its way.
    line.socket.setTimeout(idleMs, () => {
      if (line.waiting.length === 0) line.socket.destroy();
    });
    lines.push(line);
    return line;
  };

  const send = () => {
    const line =
      lines.find((candidate) => candidate.waiting.length === 0) ??
      (lines.length < maxSockets
        ? open()
        : lines.reduce((least, candidate) =>
            candidate.waiting.length < least.waiting.length ? candidate : least,
          ));
    const headers = {
      ...load.headers(sent),
      'Content-Length': String(Buffer.byteLength(load.body)),
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    sent += 1;
    line.waiting.push(performance.now());
    line.socket.write(
      `POST ${load.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${head}\r\n${load.body}`,
    );
  };

  const start = performance.now();
  const end = start + load.duration * 1000;
  let next = start;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (
        ;
        next <= now && next < end;
        next += (-Math.log(1 - Math.random()) * 1000) / load.perSecond
      ) {
        send();
      }
      if (next >= end) resolve();
      else setTimeout(tick, next - now);
    };
    tick();
  });
  const seconds = (performance.now() - start) / 1000;
  const drained = performance.now() + drainMs;
  while (lines.some((line) => line.waiting.length > 0) && performance.now() < drained) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  for (const line of [...lines]) {
    failed += line.waiting.length;
    line.waiting = [];
    line.socket.destroy();
  }
  times.sort((a, b) => a - b);
  return { sent, seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99), failed };
}
