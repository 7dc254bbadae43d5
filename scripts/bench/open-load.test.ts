import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAnswer, openLoad } from './open-load';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('firstAnswer', () => {
  it('finds the end of an answer without a body, and of one with a length', () => {
    const empty = 'HTTP/1.1 204 No Content\r\nDate: x\r\n\r\n';
    const json = 'HTTP/1.1 400 Bad Request\r\nContent-Length: 7\r\n\r\n{"a":1}';
    expect(firstAnswer(bytes(empty + json))).toEqual({
      length: empty.length,
      status: 204,
      close: false,
    });
    expect(firstAnswer(bytes(json + empty))).toEqual({
      length: json.length,
      status: 400,
      close: false,
    });
  });

  it('says when the server ends the connection after the answer', () => {
    const last = 'HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n';
    expect(firstAnswer(bytes(last))).toEqual({ length: last.length, status: 204, close: true });
  });

  it('waits for the rest of a head or a body still arriving', () => {
    expect(firstAnswer(bytes('HTTP/1.1 204 No Content\r\nDate'))).toBeUndefined();
    expect(
      firstAnswer(bytes('HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\n12345')),
    ).toBeUndefined();
  });

  it('reads a chunked body to its last chunk', () => {
    const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n';
    expect(firstAnswer(bytes(`${chunked}HTTP/1.1 204`))).toEqual({
      length: chunked.length,
      status: 200,
      close: false,
    });
    expect(firstAnswer(bytes(chunked.slice(0, -4)))).toBeUndefined();
  });
});

describe('openLoad', () => {
  const received: { forwarded: string | undefined; body: string }[] = [];
  // Every third request is refused, so failures are counted too.
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ forwarded: request.headers['x-forwarded-for'] as string | undefined, body });
      if (received.length % 3 === 0) response.writeHead(429).end('slow down');
      else response.writeHead(204).end();
    });
  });
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(() => {
    server.close();
  });

  it('sends about the rate for the duration, each request whole, and counts the refused', async () => {
    const figures = await openLoad({
      origin,
      path: '/beacon',
      perSecond: 400,
      duration: 1,
      headers: (index) => ({ 'X-Forwarded-For': `10.0.0.${String(index)}` }),
      body: '{"t":"view"}',
    });
    expect(figures.sent).toBe(received.length);
    // A Poisson count of mean 400 stays within this range but for one time in millions.
    expect(figures.sent).toBeGreaterThan(300);
    expect(figures.sent).toBeLessThan(500);
    expect(figures.failed).toBe(Math.floor(received.length / 3));
    expect(received.every(({ body }) => body === '{"t":"view"}')).toBe(true);
    // Each request had its own headers, whichever socket it went on.
    const forwarded = new Set(received.map((request) => request.forwarded));
    expect(forwarded).toEqual(
      new Set(Array.from({ length: figures.sent }, (_, index) => `10.0.0.${String(index)}`)),
    );
    expect(figures.p50).toBeGreaterThan(0);
    expect(figures.p99).toBeGreaterThanOrEqual(figures.p50);
  });

  it('sends on a new socket once the server ends one, losing nothing', async () => {
    // Ends every connection after its first answer, as a server does when it says so
    // (`Connection: close`) and as a keep-alive timeout does to an idle one.
    let connections = 0;
    const closing = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(204, { Connection: 'close' }).end();
      });
    });
    closing.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    try {
      const figures = await openLoad({
        origin: `http://127.0.0.1:${String((closing.address() as AddressInfo).port)}`,
        path: '/beacon',
        perSecond: 50,
        duration: 1,
        headers: () => ({}),
        body: '{}',
      });
      expect(figures.sent).toBeGreaterThan(1);
      expect(figures.failed).toBe(0);
      expect(connections).toBe(figures.sent);
    } finally {
      closing.close();
    }
  });
});
