// @vitest-environment node
/**
 * The server's own limits: a client that sends its request slowly is cut off after the
 * configured time instead of holding a connection (and its memory) for Node's five-minute
 * default, and no more connections are held open at once than configured.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayPath, resumeUploadPath } from '@/config/endpoints';
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

/**
 * Sends a body of `size` bytes in pieces every `everyMs` after the headers; resolves with the
 * answer when the connection closes or the answer is complete.
 */
function slowUpload(
  origin: string,
  path: string,
  size: number,
  pieces: number,
  everyMs: number,
): Promise<{ closedAfterMs: number; answer: string }> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    let sent = 0;
    const socket: Socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
          `Content-Type: application/octet-stream\r\nContent-Length: ${size}\r\n\r\n`,
      );
    });
    const piece = Math.ceil(size / pieces);
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= size) return;
      const bytes = Math.min(piece, size - sent);
      socket.write(Buffer.alloc(bytes, 0x25));
      sent += bytes;
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

describe('a longer allowance for uploads', () => {
  const limits = {
    requestTimeoutMs: 1_500,
    headersTimeoutMs: 1_000,
    longRequests: { paths: [resumeUploadPath], timeoutMs: 6_000 },
  };
  // Reads the whole body and says how much arrived, as the upload route reads a file.
  const echoLength = async (request: Request) =>
    new Response(String((await request.arrayBuffer()).byteLength));

  it('takes a file that arrives slowly for longer than the other requests may take', async () => {
    server = await listen(echoLength, limits);
    // About three seconds for 300 KB, twice the short limit.
    const { answer } = await slowUpload(server.origin, resumeUploadPath, 300_000, 15, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\n\r\n300000$/);
  });

  it('still cuts another path sent as slowly at the short limit', async () => {
    server = await listen(echoLength, limits);
    const { answer, closedAfterMs } = await slowUpload(
      server.origin,
      gatewayPath,
      300_000,
      15,
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(2_900);
  });

  it('cuts an upload that goes past its own allowance', async () => {
    server = await listen(echoLength, {
      ...limits,
      longRequests: { ...limits.longRequests, timeoutMs: 2_500 },
    });
    const { answer, closedAfterMs } = await trickle(
      server.origin,
      `POST ${resumeUploadPath} HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n%`,
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(2_400);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('keeps the short limit for headers on the upload path', async () => {
    server = await listen(echoLength, limits);
    const { answer, closedAfterMs } = await trickle(
      server.origin,
      `POST ${resumeUploadPath} HTTP/1.1\r\nHost: x\r\nX-Slow: `,
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3_000);
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
