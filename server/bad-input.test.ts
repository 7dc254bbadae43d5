// @vitest-environment node
/**
 * A generated corpus of bad requests against one running server: every answer must be a 4xx,
 * the server must keep working, and only the valid submissions may reach the database.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLimits } from '@/shared/forms/field-rules';
import { maxBodyBytes } from './gateway';
import { startTestServer, validApply, validContact, type TestServer } from './test-support';

interface BadRequest {
  name: string;
  method?: string;
  contentType?: string | null;
  body: string | Uint8Array | (() => ReadableStream<Uint8Array>);
}

const json = 'application/json';
const encoder = new TextEncoder();

const wrongValues: [string, unknown][] = [
  ['a number', 42],
  ['zero', 0],
  ['a boolean', true],
  ['null', null],
  ['an array', ['Jane']],
  ['an object', { value: 'Jane' }],
];

const limits: Record<string, number> = {
  portal_name: fieldLimits.portal,
  requested_demo_for_product_name: fieldLimits.portal,
  first_name: fieldLimits.name,
  last_name: fieldLimits.name,
  orgnization_email: fieldLimits.email,
  orgnization_name: fieldLimits.organization,
  country: fieldLimits.location,
  message: fieldLimits.longText,
};

/** A value one character over the field's limit (an e-mail stays well-formed). */
function overLimit(field: string): string {
  const length = (limits[field] ?? 0) + 1;
  if (field !== 'orgnization_email') return 'x'.repeat(length);
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

function nested(depth: number, open: string, close: string, inner: string): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

function chunked(bytes: Uint8Array): () => ReadableStream<Uint8Array> {
  return () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 4096)
          controller.enqueue(bytes.slice(at, at + 4096));
        controller.close();
      },
    });
}

function buildCorpus(): BadRequest[] {
  const corpus: BadRequest[] = [];
  const add = (name: string, body: unknown) => {
    corpus.push({ name, body: JSON.stringify(body) });
  };
  const payloads = { contact: validContact, apply: validApply } as const;

  for (const [kind, payload] of Object.entries(payloads)) {
    const fields = Object.keys(payload);
    for (const field of fields) {
      for (const [label, value] of wrongValues) {
        // A wrong-typed country still makes the body an application.
        add(`${kind}: ${field} is ${label}`, { ...payload, [field]: value });
      }
      add(`${kind}: ${field} one character over its limit`, {
        ...payload,
        [field]: overLimit(field),
      });
    }
    const required =
      kind === 'apply'
        ? fields.filter((field) => field !== 'country')
        : ['portal_name', 'requested_demo_for_product_name', 'first_name', 'last_name'];
    for (const field of required) {
      const rest = Object.fromEntries(Object.entries(payload).filter(([name]) => name !== field));
      add(`${kind}: ${field} missing`, rest);
      add(`${kind}: ${field} blank`, { ...payload, [field]: ' \t\n ' });
    }
    if (kind === 'apply') add('apply: country blank', { ...payload, country: '   ' });
    for (const unknown of [
      'onSite',
      'id',
      'received_at',
      'FIRST_NAME',
      'first_name ',
      '',
      'kind',
    ]) {
      add(`${kind}: unknown field "${unknown}"`, { ...payload, [unknown]: 'Yes' });
    }
    for (const email of [
      'jane',
      'jane@',
      '@example.com',
      'jane doe@example.com',
      'a@b@c.example',
    ]) {
      add(`${kind}: e-mail "${email}"`, { ...payload, orgnization_email: email });
    }
    // Prototype pollution: written as raw JSON, since an object literal's __proto__ is not a key.
    const base = JSON.stringify(payload).slice(1, -1);
    for (const raw of [
      '"__proto__":{"polluted":"yes"}',
      '"constructor":{"prototype":{"polluted":"yes"}}',
      '"prototype":{"polluted":"yes"}',
      '"__proto__":"yes"',
      '"__proto__":null',
    ]) {
      corpus.push({ name: `${kind}: ${raw}`, body: `{${base},${raw}}` });
      corpus.push({ name: `${kind}: ${raw} first`, body: `{${raw},${base}}` });
    }
    corpus.push({
      name: `${kind}: first_name holding __proto__`,
      body: `{${base.replace(/"first_name":"[^"]*"/, '"first_name":{"__proto__":{"polluted":"yes"}}')}}`,
    });
    const text = JSON.stringify(payload);
    for (const cut of [1, 2, 10, 25, 50, 100, text.length - 2, text.length - 1]) {
      corpus.push({ name: `${kind}: cut after ${cut} characters`, body: text.slice(0, cut) });
    }
    add(`${kind}: wrapped in an array`, [payload]);
    add(`${kind}: wrapped in an object`, { data: payload });
  }

  for (const body of [
    '{',
    '}',
    '{"first_name":}',
    "{'first_name':'Jane'}",
    '{"first_name":"Jane",}',
    '{first_name:"Jane"}',
    '{"first_name":"Jane" "last_name":"Doe"}',
    '{"first_name":NaN}',
    '{"first_name":"Jane"}//',
    '/* */{"first_name":"Jane"}',
    '{"first_name":"Ja\u0001ne"}',
    '{"first_name":"\\x41"}',
    '{"first_name":"Jane"}{"first_name":"Jane"}',
    'undefined',
    'nul',
    '{"a":1e999999}',
  ]) {
    corpus.push({ name: `malformed JSON ${body}`, body });
  }
  for (const body of ['[]', '[{}]', '"Jane"', '42', 'true', 'false', 'null', '{}', '""']) {
    corpus.push({ name: `not a submission: ${body}`, body });
  }

  const valid = JSON.stringify(validContact);
  for (const contentType of [
    null,
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/json',
    'application/jsonx',
    'application/ld+json',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
    'json',
    '',
  ]) {
    corpus.push({ name: `content type ${String(contentType)}`, contentType, body: valid });
  }
  corpus.push({ name: 'empty body', body: '' });
  corpus.push({ name: 'whitespace body', body: ' \n\t ' });
  corpus.push({ name: 'BOM only', body: '\ufeff' });

  const tooBig = `{"message":"${'m'.repeat(maxBodyBytes - 13)}"}`;
  expect(encoder.encode(tooBig).length).toBe(maxBodyBytes + 1);
  corpus.push({ name: '64 KB + 1 with a length', body: tooBig });
  corpus.push({ name: '64 KB + 1 chunked', body: chunked(encoder.encode(tooBig)) });
  corpus.push({ name: '1 MB chunked', body: chunked(encoder.encode('x'.repeat(1 << 20))) });

  const manyKeys = Object.fromEntries(
    Array.from({ length: 5000 }, (_, index) => [`k${index}`, 1] as const),
  );
  add('5,000 unknown keys', { ...validContact, ...manyKeys });
  corpus.push({
    name: '3,000 duplicate keys',
    body: `{${Array.from({ length: 3000 }, () => '"first_name":"J"').join(',')}}`,
  });
  corpus.push({ name: 'arrays nested 20,000 deep', body: nested(20_000, '[', ']', '') });
  corpus.push({
    name: 'first_name nested 10,000 deep',
    body: `{"first_name":${nested(10_000, '[', ']', '"Jane"')}}`,
  });
  corpus.push({
    name: 'objects nested 5,000 deep',
    body: `{"message":${nested(5000, '{"a":', '}', '1')}}`,
  });

  const prefix = encoder.encode('{"first_name":"');
  const suffix = encoder.encode(
    '","last_name":"Doe","portal_name":"A","requested_demo_for_product_name":"B"}',
  );
  for (const [label, bytes] of [
    ['0xff', [0xff]],
    ['truncated sequence', [0xc3, 0x28]],
    ['overlong slash', [0xc0, 0xaf]],
    ['encoded surrogate', [0xed, 0xa0, 0x80]],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['lone continuation byte', [0x80]],
  ] as const) {
    corpus.push({
      name: `invalid UTF-8: ${label}`,
      body: new Uint8Array([...prefix, ...bytes, ...suffix]),
    });
  }
  corpus.push({ name: 'UTF-16 body', body: new Uint8Array(Buffer.from(valid, 'utf16le')) });

  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    corpus.push({ name: `method ${method}`, method, body: method === 'GET' ? '' : valid });
  }
  return corpus;
}

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

    const rows = await server.store.list();
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
    const before = await server.store.count();
    const after = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': json },
      body: JSON.stringify(validContact),
    });
    expect(after.status).toBe(201);
    expect(await server.store.count()).toBe(before + 1);
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
