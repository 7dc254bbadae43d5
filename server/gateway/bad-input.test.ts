// @vitest-environment node
/**
 * A generated corpus of bad requests against one running server: every answer must be a 4xx,
 * the server must keep working, and only the valid submissions may reach the database.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCorpus, json, type BadRequest } from '../support/bad-input-corpus';
import { startTestServer, type TestServer } from '../support/test-server';
import { validApply, validContact } from '../support/payloads';
import { storedSubmissions, submissionCount } from '../support/stored-submissions';

function send(server: TestServer, request: BadRequest): Promise<Response> {
  const headers: Record<string, string> = {};
  const contentType = request.contentType === undefined ? json : request.contentType;
  if (contentType !== null) headers['Content-Type'] = contentType;
  const method = request.method ?? 'POST';
  const body = typeof request.body === 'function' ? request.body() : request.body;
  return fetch(server.gatewayUrl, {
    method,
    headers,
    body: method === 'GET' ? undefined : body,
    duplex: 'half',
  } as RequestInit);
}

describe('bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every bad request with a 4xx and a message, and stores only valid submissions', async () => {
    const first = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': json },
      body: JSON.stringify(validContact),
    });
    expect(first.status).toBe(201);

    const corpus = buildCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(200);

    const failures: string[] = [];
    const tally = new Map<number, number>();
    let next = 0;
    // A few at a time, as browsers would; the order inside the corpus does not matter.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < corpus.length) {
          const request = corpus[next] as BadRequest;
          next += 1;
          const response = await send(server, request);
          tally.set(response.status, (tally.get(response.status) ?? 0) + 1);
          const text = await response.text();
          const message = (JSON.parse(text) as { message?: unknown }).message;
          if (response.status < 400 || response.status > 499 || typeof message !== 'string') {
            failures.push(`${request.name}: ${response.status} ${text.slice(0, 200)}`);
          } else if (message.length > 2000) {
            failures.push(`${request.name}: a ${message.length}-character message`);
          }
        }
      }),
    );
    const byStatus = [...tally].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(`bad-input corpus: ${corpus.length} requests (${byStatus.join(', ')})`);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');

    const last = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': json },
      body: JSON.stringify(validApply),
    });
    expect(last.status).toBe(201);

    const rows = await storedSubmissions(server.database);
    expect(rows.map((row) => row.kind)).toEqual(['contact', 'apply']);
    expect(rows[0]).toMatchObject(validContact);
    expect(rows[1]).toMatchObject({ ...validApply, message: validApply.message.trim() });
  });

  it('survives a client that breaks off in the middle of a body', async () => {
    const { port } = new URL(server.origin);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${new URL(server.gatewayUrl).pathname} HTTP/1.1\r\nHost: x\r\n` +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"first_name":"Ja',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    const before = await submissionCount(server.database);
    const after = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': json },
      body: JSON.stringify({ ...validContact, message: 'Sent after a broken one.' }),
    });
    expect(after.status).toBe(201);
    expect(await submissionCount(server.database)).toBe(before + 1);
  });

  it('keeps a huge number of unknown keys out of the message', async () => {
    const response = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': json },
      body: JSON.stringify({
        ...validContact,
        ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`extra${i}`, 'x'])),
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Please check these fields: extra0, extra1, extra2, extra3, extra4 and 2,995 more (These fields are not accepted.)',
    );
  });
});
