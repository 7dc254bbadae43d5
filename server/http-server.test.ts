// @vitest-environment node
/**
 * The server's own limits: a client that sends its request slowly is cut off after the
 * configured time instead of holding a connection (and its memory) for Node's five-minute
 * default, and no more connections are held open at once than configured.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { listen, type Listening } from './support/listen';

let server: Listening | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Opens a connection, writes `head`, then a byte every `everyMs`; resolves when it is closed. */
function trickle(
  origin: string,
  head: string,
  everyMs: number,
): Promise<{ closedAfterMs: number; answer: string }> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket: Socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
    });
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write('x');
    }, everyMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: performance.now() - started, answer });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

describe('slow clients', () => {
  it('cuts a body that arrives a byte at a time once the request time is up', async () => {
    // An application that reads the whole body, as the gateway does.
    server = await listen(async (request) => new Response(await request.text()), {
      requestTimeoutMs: 1_500,
      headersTimeoutMs: 1_000,
    });
    const { closedAfterMs, answer } = await trickle(
      server.origin,
      `POST ${gatewayPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100000\r\n\r\n{',
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Node checks the limits every second: cut within a second or two of the limit.
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('cuts headers that never end once the headers time is up', async () => {
    server = await listen(() => new Response('never reached'), {
      requestTimeoutMs: 5_000,
      headersTimeoutMs: 1_000,
    });
    const { closedAfterMs, answer } = await trickle(
      server.origin,
      'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ',
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(4_000);
  });
});

describe('connections', () => {
  /** Opens a connection; resolves once it is up, with a promise of its closing. */
  function open(origin: string): Promise<{ socket: Socket; closed: Promise<void> }> {
    const { port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket: Socket = connect(Number(port), '127.0.0.1');
      const closed = new Promise<void>((done) =>
        socket.on('close', () => {
          done();
        }),
      );
      socket.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
      socket.on('connect', () => {
        resolve({ socket, closed });
      });
    });
  }

  it('holds at most MAX_CONNECTIONS open; the rest are closed at once', async () => {
    server = await listen(() => new Response('ok'), { maxConnections: 5 });
    const sockets = await Promise.all(Array.from({ length: 12 }, () => open(server?.origin ?? '')));
    // The server closes every connection past its cap as soon as it accepts it.
    const closedSoon = await Promise.all(
      sockets.map(({ closed }) =>
        Promise.race([
          closed.then(() => true),
          new Promise<boolean>((done) =>
            setTimeout(() => {
              done(false);
            }, 1_000),
          ),
        ]),
      ),
    );
    expect(closedSoon.filter((closed) => !closed)).toHaveLength(5);
    expect(closedSoon.filter(Boolean)).toHaveLength(7);
    for (const { socket } of sockets) socket.destroy();
  });
});
