// @vitest-environment node
/** What the gateway allows around a submission: other origins, how often, and what it logs. */
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { gatewayPath } from '@/config/endpoints';
import type { Database } from '../db';
import { messageOf, testServers } from '../support/test-server';
import { validApply, validContact } from '../support/payloads';
import { submissionCount } from '../support/stored-submissions';

/**
 * Makes the database refuse every new submission with an error whose message quotes what the
 * sender wrote, as a driver's message may: the log must still not show it.
 */
async function failInsertsQuotingTheSender(database: Database): Promise<void> {
  const statements =
    database.engine === 'postgres'
      ? [
          `CREATE FUNCTION refuse_submission() RETURNS trigger AS $$ BEGIN
             RAISE EXCEPTION 'disk full while writing % %', NEW.first_name, NEW.message;
           END $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_submission BEFORE INSERT ON submissions
             FOR EACH ROW EXECUTE FUNCTION refuse_submission()`,
        ]
      : [
          `CREATE TRIGGER refuse_submission BEFORE INSERT ON submissions BEGIN
             SELECT RAISE(ABORT, 'disk full while writing ' || NEW.first_name || ' ' || NEW.message);
           END`,
        ];
  for (const statement of statements) await sql.raw(statement).execute(database.db);
}

/** The gateway's routes, answered in process: nothing here is about the socket. */
const start = testServers({ inProcess: true });

describe('CORS', () => {
  const allowed = 'https://www.akscellence.example';
  const refused = 'https://attacker.example';

  it('lets a listed origin call the gateway', async () => {
    const server = await start({ config: { allowedOrigins: [allowed] } });
    const preflight = await server.fetch(gatewayPath, {
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

    const post = await server.submit(validContact, { Origin: allowed });
    expect(post.status).toBe(201);
    expect(post.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
    expect(post.headers.get('Vary')).toMatch(/Origin/);
  });

  it('gives an unlisted origin no CORS permission', async () => {
    const server = await start({ config: { allowedOrigins: [allowed] } });
    const preflight = await server.fetch(gatewayPath, {
      method: 'OPTIONS',
      headers: { Origin: refused, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const post = await server.submit(validContact, { Origin: refused });
    expect(post.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('needs no CORS for same-origin requests', async () => {
    const server = await start();
    const post = await server.submit(validContact, { Origin: server.origin });
    expect(post.status).toBe(201);
    expect(post.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client used up its window', async () => {
    const server = await start({ config: { rateLimitMax: 3, rateLimitWindowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) {
      expect((await server.submit({ ...validContact, last_name: `Doe-${i}` })).status).toBe(201);
    }
    const limited = await server.submit({ ...validContact, last_name: 'Doe-3' });
    expect(limited.status).toBe(429);
    const retryAfter = limited.headers.get('Retry-After') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await messageOf(limited)).toMatch(/try again in \d+ seconds?/);
    expect(await submissionCount(server.database)).toBe(3);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, and then only its own entries', async () => {
    const untrusted = await start({ config: { rateLimitMax: 1 } });
    const first = await untrusted.submit(validContact, {
      'X-Forwarded-For': '203.0.113.1',
    });
    expect(first.status).toBe(201);
    const spoofed = await untrusted.submit(validContact, {
      'X-Forwarded-For': '203.0.113.2',
    });
    expect(spoofed.status).toBe(429);

    // One proxy of ours appends the address it saw: the last entry. Whatever stands to its left
    // came from the client, who may write anything there.
    const trusted = await start({ config: { rateLimitMax: 1, proxy: { hops: 1, proto: true } } });
    const a = await trusted.submit(validContact, {
      'X-Forwarded-For': '198.51.100.7, 203.0.113.1',
    });
    const b = await trusted.submit(validContact, {
      'X-Forwarded-For': '198.51.100.7, 203.0.113.2',
    });
    const spoofing = await trusted.submit(validContact, {
      'X-Forwarded-For': '198.51.100.99, 203.0.113.1',
    });
    expect([a.status, b.status, spoofing.status]).toEqual([201, 201, 429]);

    // Behind two (a CDN, then a load balancer), the client is the second entry from the right.
    const chained = await start({ config: { rateLimitMax: 1, proxy: { hops: 2, proto: true } } });
    const viaCdnOne = await chained.submit(validContact, {
      'X-Forwarded-For': '198.51.100.7, 203.0.113.1, 10.0.0.1',
    });
    const fromCdnTwo = await chained.submit(validContact, {
      'X-Forwarded-For': '198.51.100.8, 203.0.113.1, 10.0.0.2',
    });
    expect([viaCdnOne.status, fromCdnTwo.status]).toEqual([201, 429]);
  });

  it('believes an X-Request-Id only from a proxy of ours', async () => {
    const direct = await start();
    const forged = await direct.submit(validContact, { 'X-Request-Id': 'forged-request-1' });
    expect(forged.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await start({ config: { proxy: { hops: 1, proto: true } } });
    const passed = await proxied.submit(validContact, { 'X-Request-Id': 'from-our-proxy-1' });
    expect(passed.headers.get('X-Request-Id')).toBe('from-our-proxy-1');
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as itself', async () => {
    const server = await start({ config: { rateLimitMax: 2, proxy: { hops: 1, proto: true } } });
    const from = (address: string, name: string) =>
      server.submit({ ...validContact, last_name: name }, { 'X-Forwarded-For': address });
    // Five addresses of one subscriber's /64: one budget of two.
    const same = [];
    for (const [index, address] of [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff::2',
      '2001:0db8:00aa:0001:1234:5678:9abc:def0',
      '[2001:db8:aa:1::4]',
      '2001:db8:aa:1::5%eth0',
    ].entries()) {
      same.push((await from(address, `Six-${index}`)).status);
    }
    expect(same).toEqual([201, 201, 429, 429, 429]);
    // The next /64 is another client.
    expect((await from('2001:db8:aa:2::1', 'Other')).status).toBe(201);
    // An IPv4 address, bare or mapped into IPv6, is one client.
    const four = [];
    for (const [index, address] of ['192.0.2.7', '::ffff:192.0.2.7', '::ffff:c000:207'].entries()) {
      four.push((await from(address, `Four-${index}`)).status);
    }
    expect(four).toEqual([201, 201, 429]);
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
    await server.submit({ ...validContact, ...secrets });
    await server.submit({ ...validApply, ...secrets });
    await server.submit({ ...validContact, ...secrets, orgnization_email: 5 });
    await server.submit({ ...validContact, ...secrets, last_name: 'Quaxworth-Smith' });
    expect(lines).toHaveLength(4);
    // Each line starts with its time and the request's id.
    const prefix = String.raw`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z request=[\w-]+ `;
    expect(lines[0]).toMatch(
      new RegExp(`${prefix}submission kind=contact status=201 .*duration_ms=\\d+\\.\\d$`),
    );
    expect(lines[1]).toMatch(new RegExp(`${prefix}submission kind=apply status=201 `));
    expect(lines[2]).toMatch(new RegExp(`${prefix}submission kind=contact status=400 `));
    expect(lines[3]).toMatch(new RegExp(`${prefix}submission kind=unknown status=429 `));
    const ids = lines.map((line) => /request=(\S+)/.exec(line)?.[1]);
    expect(new Set(ids).size).toBe(4);
    expect(leaks(lines)).toEqual([]);
  });

  it('answers 500 without details when the store fails, and logs no personal data', async () => {
    const lines = captureConsole();
    const server = await start({ log: 'console' });
    await failInsertsQuotingTheSender(server.database);
    const response = await server.submit({ ...validContact, ...secrets });
    expect(response.status).toBe(500);
    const message = await messageOf(response);
    expect(message).toBe(
      'Something went wrong on our side and the submission was not saved. Please try again.',
    );
    // The error's class and code, from SQLite or PostgreSQL, but not its message.
    expect(lines.some((line) => / gateway internal error: (SqliteError|error) /.test(line))).toBe(
      true,
    );
    expect(lines.some((line) => line.includes('status=500'))).toBe(true);
    expect(leaks(lines)).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/disk full/);
  });
});
