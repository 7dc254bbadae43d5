// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewSubmission, StoredSubmission, SubmissionStore } from './db';
import {
  messageOf,
  postJson,
  startTestServer,
  validApply,
  validContact,
  type TestServer,
} from './test-support';

const servers: TestServer[] = [];
async function start(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const server = await startTestServer(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('accepted submissions', () => {
  it('stores a contact request field for field and thanks the person by name', async () => {
    const server = await start();
    const before = Date.now();
    const response = await postJson(server.gatewayUrl, validContact);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await messageOf(response)).toBe(
      'Thank you, Jane. We received your message and will reply within one business day.',
    );
    const rows = await server.store.list();
    expect(rows).toHaveLength(1);
    const [row] = rows as [StoredSubmission];
    expect(row).toEqual({
      id: 1,
      kind: 'contact',
      received_at: row.received_at,
      country: null,
      ...validContact,
    });
    expect(row.received_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(row.received_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.received_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores an application (a body with country) with its location', async () => {
    const server = await start();
    const response = await postJson(server.gatewayUrl, validApply);
    expect(response.status).toBe(201);
    expect(await messageOf(response)).toBe(
      'Thank you, Ravi. We received your application and a recruiter will contact you within five business days.',
    );
    const [row] = (await server.store.list()) as [StoredSubmission];
    expect(row).toMatchObject({
      kind: 'apply',
      ...validApply,
      // The resume arrives untrimmed from the form (trailing newline) and is stored trimmed.
      message: validApply.message.trim(),
    });
  });

  it('stores trimmed values and empty text for optional contact fields left out', async () => {
    const server = await start();
    const response = await postJson(server.gatewayUrl, {
      portal_name: ' Akscel ',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: '  Jane\t',
      last_name: '\nDoe ',
    });
    expect(response.status).toBe(201);
    expect(await messageOf(response)).toContain('Thank you, Jane.');
    const [row] = (await server.store.list()) as [StoredSubmission];
    expect(row).toMatchObject({
      kind: 'contact',
      portal_name: 'Akscel',
      first_name: 'Jane',
      last_name: 'Doe',
      orgnization_email: '',
      orgnization_name: '',
      message: '',
      country: null,
    });
  });

  it('accepts values exactly at their length limits', async () => {
    const server = await start();
    const response = await postJson(server.gatewayUrl, {
      ...validApply,
      first_name: 'a'.repeat(100),
      orgnization_email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
      country: 'c'.repeat(100),
      message: 'm'.repeat(20_000),
    });
    expect(response.status).toBe(201);
    // The body limit leaves room for a full resume in three-byte characters.
    const euros = await postJson(server.gatewayUrl, { ...validApply, message: '€'.repeat(20_000) });
    expect(euros.status).toBe(201);
  });
});

describe('refused submissions', () => {
  it('answers 400 naming each invalid field in plain words, and stores nothing', async () => {
    const server = await start();
    const response = await postJson(server.gatewayUrl, {
      ...validContact,
      first_name: '   ',
      orgnization_email: 'jane.doe',
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Please check these fields: first_name (Enter your first name.), orgnization_email (Enter an e-mail address such as name@example.com.)',
    );
    expect(await server.store.count()).toBe(0);
  });

  it('checks an application against the application rules', async () => {
    const server = await start();
    const withoutResume = Object.fromEntries(
      Object.entries(validApply).filter(([name]) => name !== 'message'),
    );
    const response = await postJson(server.gatewayUrl, {
      ...withoutResume,
      orgnization_email: '',
      country: 'x'.repeat(101),
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Please check these fields: orgnization_email (Enter your e-mail address.), country (Location can be at most 100 characters.), message (Paste your resume.)',
    );
    expect(await server.store.count()).toBe(0);
  });

  it('refuses onSite, which the form keeps but never sends', async () => {
    const server = await start();
    const response = await postJson(server.gatewayUrl, { ...validApply, onSite: 'Yes' });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Please check these fields: onSite (This field is not accepted.)',
    );
    expect(await server.store.count()).toBe(0);
  });

  it('does not coerce: a number is not a name', async () => {
    const server = await start();
    const response = await postJson(server.gatewayUrl, { ...validContact, last_name: 42 });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('Please check these fields: last_name (Must be text.)');
    expect(await server.store.count()).toBe(0);
  });

  it('answers 415 to anything but JSON', async () => {
    const server = await start();
    const response = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'first_name=Jane&last_name=Doe',
    });
    expect(response.status).toBe(415);
    expect(await messageOf(response)).toMatch(/JSON/);
  });

  it('answers 413 past 64 KB, with or without a declared length', async () => {
    const server = await start();
    const big = JSON.stringify({ ...validContact, message: 'm'.repeat(64 * 1024) });
    const declared = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    const bytes = new TextEncoder().encode(big);
    const chunked = await fetch(server.gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 8192) {
            controller.enqueue(bytes.slice(at, at + 8192));
          }
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await messageOf(chunked)).toMatch(/too large/);
    expect(await server.store.count()).toBe(0);
  });

  it('answers 405 with an Allow header to other methods', async () => {
    const server = await start();
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(server.gatewayUrl, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
      expect(await messageOf(response)).toMatch(/POST/);
    }
    const head = await fetch(server.gatewayUrl, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('Allow')).toBe('POST, OPTIONS');
  });
});

describe('CORS', () => {
  const allowed = 'https://www.akscellence.example';
  const refused = 'https://attacker.example';

  it('lets a listed origin call the gateway', async () => {
    const server = await start({ config: { allowedOrigins: [allowed] } });
    const preflight = await fetch(server.gatewayUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: allowed,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('POST');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toBe(
      'content-type',
    );
    expect(preflight.headers.get('Vary')).toMatch(/Origin/);

    const post = await postJson(server.gatewayUrl, validContact, { Origin: allowed });
    expect(post.status).toBe(201);
    expect(post.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
    expect(post.headers.get('Vary')).toMatch(/Origin/);
  });

  it('gives an unlisted origin no CORS permission', async () => {
    const server = await start({ config: { allowedOrigins: [allowed] } });
    const preflight = await fetch(server.gatewayUrl, {
      method: 'OPTIONS',
      headers: { Origin: refused, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const post = await postJson(server.gatewayUrl, validContact, { Origin: refused });
    expect(post.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('needs no CORS for same-origin requests', async () => {
    const server = await start();
    const post = await postJson(server.gatewayUrl, validContact, { Origin: server.origin });
    expect(post.status).toBe(201);
    expect(post.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client used up its window', async () => {
    const server = await start({ config: { rateLimitMax: 3, rateLimitWindowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) {
      expect((await postJson(server.gatewayUrl, validContact)).status).toBe(201);
    }
    const limited = await postJson(server.gatewayUrl, validContact);
    expect(limited.status).toBe(429);
    const retryAfter = limited.headers.get('Retry-After') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await messageOf(limited)).toMatch(/try again in \d+ seconds?/);
    expect(await server.store.count()).toBe(3);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const untrusted = await start({ config: { rateLimitMax: 1 } });
    const first = await postJson(untrusted.gatewayUrl, validContact, {
      'X-Forwarded-For': '203.0.113.1',
    });
    expect(first.status).toBe(201);
    const spoofed = await postJson(untrusted.gatewayUrl, validContact, {
      'X-Forwarded-For': '203.0.113.2',
    });
    expect(spoofed.status).toBe(429);

    const trusted = await start({ config: { rateLimitMax: 1, trustProxy: true } });
    const a = await postJson(trusted.gatewayUrl, validContact, {
      'X-Forwarded-For': '203.0.113.1, 10.0.0.1',
    });
    const b = await postJson(trusted.gatewayUrl, validContact, {
      'X-Forwarded-For': '203.0.113.2, 10.0.0.1',
    });
    const again = await postJson(trusted.gatewayUrl, validContact, {
      'X-Forwarded-For': '203.0.113.1, 10.0.0.9',
    });
    expect([a.status, b.status, again.status]).toEqual([201, 201, 429]);
  });
});

describe('logs', () => {
  function captureConsole(): string[] {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(
        args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(' '),
      );
    };
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(capture);
    }
    return lines;
  }

  const secrets = {
    first_name: 'Zebediah',
    last_name: 'Quaxworth',
    orgnization_email: 'zebediah.q@secret-mail.example',
    orgnization_name: 'Hushhush Holdings',
    message: 'my private message 8472',
  };
  const leaks = (lines: string[]) =>
    lines.filter((line) => Object.values(secrets).some((secret) => line.includes(secret)));

  it('writes one line per submission with kind, status and duration, and no personal data', async () => {
    const lines = captureConsole();
    const server = await start({ config: { rateLimitMax: 3 }, log: 'console' });
    await postJson(server.gatewayUrl, { ...validContact, ...secrets });
    await postJson(server.gatewayUrl, { ...validApply, ...secrets });
    await postJson(server.gatewayUrl, { ...validContact, ...secrets, orgnization_email: 5 });
    await postJson(server.gatewayUrl, { ...validContact, ...secrets });
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^submission kind=contact status=201 .*duration_ms=\d+\.\d$/);
    expect(lines[1]).toMatch(/^submission kind=apply status=201 /);
    expect(lines[2]).toMatch(/^submission kind=contact status=400 /);
    expect(lines[3]).toMatch(/^submission kind=unknown status=429 /);
    expect(leaks(lines)).toEqual([]);
  });

  it('answers 500 without details when the store fails, and logs no personal data', async () => {
    const lines = captureConsole();
    const failing: SubmissionStore = {
      insert: (submission: NewSubmission) =>
        Promise.reject(
          new Error(`disk full while writing ${submission.first_name} ${submission.message}`),
        ),
      count: () => Promise.resolve(0),
      list: () => Promise.resolve([]),
      close: () => Promise.resolve(),
    };
    const server = await start({ store: failing, log: 'console' });
    const response = await postJson(server.gatewayUrl, { ...validContact, ...secrets });
    expect(response.status).toBe(500);
    const message = await messageOf(response);
    expect(message).toBe(
      'Something went wrong on our side and the submission was not saved. Please try again.',
    );
    expect(lines.some((line) => line.startsWith('gateway internal error: Error'))).toBe(true);
    expect(lines.some((line) => line.includes('status=500'))).toBe(true);
    expect(leaks(lines)).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/disk full/);
  });
});
