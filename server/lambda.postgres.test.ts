// @vitest-environment node
/**
 * The Lambda bundle as it ships: `npm run build:lambda`'s single file, invoked with API Gateway
 * HTTP API (v2) events against a real PostgreSQL database, and with the EventBridge schedule's
 * event that delivers the outbox.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import { buildLambda } from '../scripts/build/lambda';
import { openDatabase, type Database } from './db';
import { bundledReaderName } from './gateway/resume-text';
import { addStaff } from './db/staff';
import { hashPassword } from './staff/passwords';
import { pdf } from './support/resume-corpus';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { validContact } from './support/payloads';

interface LambdaModule {
  handler: (event: unknown, context?: unknown) => Promise<unknown>;
  closeRuntime: () => Promise<void>;
}

interface HttpResult {
  statusCode: number;
  headers: Record<string, string>;
  cookies?: string[];
  body: string;
}

const domain = 'abc123.execute-api.us-east-1.amazonaws.com';
const origin = `https://${domain}`;
let outdir: string;
let lambda: LambdaModule;
let database: TestDatabase;
let data: Database;
let smtp: SmtpSink;
const savedEnv = { ...process.env };

beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'akscel-lambda-'));
  const bundle = await buildLambda(outdir);
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    ...database.env,
    SMTP_URL: smtp.url,
    NOTIFY_FROM: 'website@akscellence.example',
    NOTIFY_TO: 'leads@akscellence.example',
    PUBLIC_ORIGIN: 'https://www.akscellence.example',
  });
  lambda = (await import(pathToFileURL(bundle).href)) as LambdaModule;
  data = await openDatabase(database.target);
}, 60_000);

afterAll(async () => {
  await lambda.closeRuntime();
  await data.close();
  await smtp.close();
  await database.drop();
  process.env = savedEnv;
  rmSync(outdir, { recursive: true, force: true });
});

/** An API Gateway HTTP API (payload format 2.0) request event. */
function httpEvent(
  method: string,
  path: string,
  options: {
    body?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    query?: string;
  } = {},
) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: options.query ?? '',
    cookies: options.cookies,
    headers: { host: domain, 'content-type': 'application/json', ...options.headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: domain,
      domainPrefix: 'abc123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.5', userAgent: 'test' },
      requestId: `request-${Math.random()}`,
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: options.body,
    isBase64Encoded: false,
  };
}

const context = { getRemainingTimeInMillis: () => 30_000 };

it('accepts a submission through API Gateway and delivers its e-mail on the scheduled run', async () => {
  const result = (await lambda.handler(
    httpEvent('POST', gatewayPath, {
      body: JSON.stringify({ ...validContact, last_name: 'Lambda' }),
    }),
    context,
  )) as HttpResult;
  expect(result.statusCode).toBe(201);
  expect(JSON.parse(result.body)).toEqual({
    message:
      'Thank you, Jane. We received your message and will reply within one business day. ' +
      `A confirmation with your reference and a link to follow your request is on its way to ${validContact.orgnization_email}.`,
    reference: expect.stringMatching(/^AKS-[0-9A-Z]{4}-[0-9A-Z]{4}$/) as string,
  });
  expect(result.headers['strict-transport-security']).toMatch(/max-age=/);
  const rows = await data.db
    .selectFrom('submissions')
    .select(['last_name', 'client_hash'])
    .execute();
  expect(rows).toEqual([
    { last_name: 'Lambda', client_hash: expect.stringMatching(/^[0-9a-f]{32}$/) as string },
  ]);
  // Nothing runs between invocations: the e-mail waits for the schedule.
  expect(smtp.messages).toHaveLength(0);

  const scheduled = await lambda.handler(
    { source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} },
    context,
  );
  // The staff notification and the sender's confirmation.
  expect(scheduled).toEqual({ delivered: 2, failed: 0 });
  expect(smtp.messages.map((mail) => mail.headers.get('subject')).sort()).toEqual([
    expect.stringMatching(/^Contact request: Jane Lambda, Prairie Mutual \(AKS-\w{4}-\w{4}\)$/),
    expect.stringMatching(/^We received your enquiry: reference AKS-\w{4}-\w{4}$/),
  ]);
  expect(
    await lambda.handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' }, context),
  ).toEqual({
    delivered: 0,
    failed: 0,
  });
});

it('serves the staff API with a __Host- cookie over HTTPS', async () => {
  await addStaff(
    data,
    'lambda.staff@akscellence.example',
    await hashPassword('a lambda passphrase'),
    // A role that reads contact requests without two-factor sign-in (an admin's session could
    // only set it up): this test is about the cookie.
    'sales',
  );
  const signIn = (await lambda.handler(
    httpEvent('POST', staffApiPaths.session, {
      body: JSON.stringify({
        email: 'lambda.staff@akscellence.example',
        password: 'a lambda passphrase',
      }),
      headers: { origin },
    }),
    context,
  )) as HttpResult;
  expect(signIn.statusCode).toBe(204);
  const setCookie = signIn.cookies?.[0] ?? signIn.headers['set-cookie'] ?? '';
  expect(setCookie).toMatch(/^__Host-akscel_staff=[\w-]+; .*Secure/);
  const cookie = setCookie.split(';')[0] ?? '';

  const list = (await lambda.handler(
    httpEvent('GET', staffApiPaths.submissions, { cookies: [cookie], query: 'q=lambda' }),
    context,
  )) as HttpResult;
  expect(list.statusCode).toBe(200);
  const page = JSON.parse(list.body) as { items: { last_name: string }[] };
  expect(page.items.map((item) => item.last_name)).toEqual(['Lambda']);

  const refused = (await lambda.handler(
    httpEvent('GET', staffApiPaths.submissions),
    context,
  )) as HttpResult;
  expect(refused.statusCode).toBe(401);
});

it('reads a resume with the reader bundled beside it, away from the project and its packages', async () => {
  // The bundle's folder is outside the project: no node_modules to fall back on.
  const reader = spawn(process.execPath, [join(outdir, bundledReaderName), 'pdf'], {
    cwd: outdir,
    env: {},
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const output: Buffer[] = [];
  reader.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  reader.stdin.end(pdf(['Sam Lee', 'SAP IS-U billing consultant']));
  const code = await new Promise<number | null>((resolve) => reader.on('close', resolve));
  expect(code).toBe(0);
  const reply = JSON.parse(Buffer.concat(output).toString('utf8')) as { ok: boolean; text: string };
  expect(reply.ok).toBe(true);
  expect(reply.text).toContain('SAP IS-U billing consultant');
});
