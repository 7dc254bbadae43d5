/**
 * An upload's body read from Node's request as it arrives, over real HTTP: whole and exact for a
 * declared length, through the adapter for a chunked body and for an app without Node's request,
 * whole when the app asked for the web body first, and refused when the client stops short. And
 * the copy itself: a backlog of chunks is copied with turns of the loop between its pieces, and
 * too many or too few bytes are refused.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpServer } from '../http-server';
import { BodyLengthMismatch, copyDeclared, readUploadBody } from './upload-body';

interface Read {
  bytes?: Buffer;
  error?: Error;
}

let running: HttpServer | undefined;

afterEach(async () => {
  const server = running?.server;
  running = undefined;
  if (!server) return;
  const closed = new Promise((resolve) => server.close(resolve));
  // Keep-alive connections would otherwise hold close() open.
  if ('closeAllConnections' in server) server.closeAllConnections();
  await closed;
});

/** An app that reads each POST's body with `readUploadBody`, after `before` when given. */
function app(reads: Read[], before?: (request: Request) => void): Hono {
  const hono = new Hono();
  hono.post('/upload', async (c) => {
    before?.(c.req.raw);
    try {
      const bytes = await readUploadBody(c);
      reads.push({ bytes });
      return c.json({ size: bytes.length });
    } catch (error) {
      reads.push({ error: error as Error });
      return c.json({ size: -1 }, 400);
    }
  });
  return hono;
}

async function serveApp(hono: Hono): Promise<string> {
  running = await startHttpServer({
    fetch: hono.fetch,
    port: 0,
    host: '127.0.0.1',
    requestTimeoutMs: 10_000,
    headersTimeoutMs: 5_000,
    maxConnections: 10,
  });
  return `http://127.0.0.1:${String(running.port)}`;
}

describe('an upload body', () => {
  it('arrives whole and exact with its declared length, large or empty', async () => {
    const reads: Read[] = [];
    const origin = await serveApp(app(reads));
    const large = randomBytes(3 * 1024 * 1024 + 17);
    for (const body of [large, Buffer.alloc(0), Buffer.from('%PDF-1.7 short')]) {
      const answer = await fetch(`${origin}/upload`, { method: 'POST', body });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ size: body.length });
    }
    expect(reads.map((read) => read.error)).toEqual([undefined, undefined, undefined]);
    expect(reads[0]?.bytes?.equals(large)).toBe(true);
    expect(reads[1]?.bytes?.length).toBe(0);
    expect(reads[2]?.bytes?.toString()).toBe('%PDF-1.7 short');
  });

  it('arrives whole when chunked, without a declared length', async () => {
    const reads: Read[] = [];
    const origin = await serveApp(app(reads));
    const parts = [randomBytes(70_000), randomBytes(1), randomBytes(200_000)];
    // Node's client sends a body of unknown length chunked.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const outgoing = request(`${origin}/upload`, { method: 'POST' }, (answer) => {
        answer.resume();
        answer.on('end', () => {
          resolve(answer.statusCode);
        });
      });
      outgoing.on('error', reject);
      for (const part of parts) outgoing.write(part);
      outgoing.end();
    });
    expect(status).toBe(200);
    expect(reads[0]?.bytes?.equals(Buffer.concat(parts))).toBe(true);
  });

  it("arrives whole when the app asked for the web request's body first", async () => {
    const reads: Read[] = [];
    // Asking for the web body makes the adapter build it, and it takes chunks as they come.
    const origin = await serveApp(
      app(reads, (request) => {
        expect(request.body).not.toBeNull();
      }),
    );
    const body = randomBytes(600_000);
    const answer = await fetch(`${origin}/upload`, { method: 'POST', body });
    expect(answer.status).toBe(200);
    expect(reads[0]?.bytes?.equals(body)).toBe(true);
  });

  it('arrives whole in an app not served by Node (tests, serverless)', async () => {
    const reads: Read[] = [];
    const body = randomBytes(100_000);
    const answer = await app(reads).request('/upload', { method: 'POST', body });
    expect(answer.status).toBe(200);
    expect(reads[0]?.bytes?.equals(body)).toBe(true);
  });

  it('is refused, with nothing handed on, when the client stops before its declared length', async () => {
    const reads: Read[] = [];
    const origin = new URL(await serveApp(app(reads)));
    const socket = connect(Number(origin.port), origin.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n' +
        'x'.repeat(40_000),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await expect.poll(() => reads.length).toBe(1);
    expect(reads[0]?.bytes).toBeUndefined();
    expect(reads[0]?.error).toBeInstanceOf(Error);
  });
});

describe('copying a body that is already waiting', () => {
  /** Chunks that are all there at once, as when the server fell behind a fast client. */
  const backlog = (chunks: number, bytes: number) =>
    Readable.from(Array.from({ length: chunks }, () => randomBytes(bytes)));

  it('lets the loop turn between its pieces, so other requests are answered meanwhile', async () => {
    const chunks = Array.from({ length: 64 }, () => randomBytes(64 * 1024));
    let turns = 0;
    let copied = false;
    const turn = () => {
      turns += 1;
      if (!copied) setImmediate(turn);
    };
    setImmediate(turn);
    const body = await copyDeclared(Readable.from(chunks), 64 * 64 * 1024);
    copied = true;
    expect(body.equals(Buffer.concat(chunks))).toBe(true);
    // Four megabytes in pieces of an eighth: a turn after each of the first thirty at least.
    expect(turns).toBeGreaterThanOrEqual(30);
  });

  it('refuses more bytes than declared, and fewer', async () => {
    await expect(copyDeclared(backlog(3, 1000), 2500)).rejects.toBeInstanceOf(BodyLengthMismatch);
    await expect(copyDeclared(backlog(2, 1000), 2500)).rejects.toBeInstanceOf(BodyLengthMismatch);
    expect((await copyDeclared(backlog(0, 0), 0)).length).toBe(0);
  });
});
