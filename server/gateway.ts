/**
 * The form gateway, the one call the site's forms make: POST JSON to `gatewayPath`, answered with
 * `{ message }` that the browser shows verbatim (src/lib/gateway-client.ts). Every refusal is a
 * 4xx with a sentence the visitor can act on; only a fault of ours is a 500.
 */
import type { Context, Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { gatewayPath } from '@/config/endpoints';
import { clientAddress } from './client';
import type { ServerConfig } from './config';
import type { SubmissionKind, SubmissionStore } from './db';
import type { RateLimit } from './rate-limit';
import { checkSubmission } from './submission';

/** Far above the longest valid submission (a 20,000-character resume plus the other fields). */
export const maxBodyBytes = 64 * 1024;

export const allowedMethods = 'POST, OPTIONS';

export const gatewayMessages = {
  tooLarge: `The submission is too large; it can be at most ${maxBodyBytes / 1024} KB.`,
  unsupportedType: 'Send the submission as JSON (Content-Type: application/json).',
  unreadable: 'The submission could not be read; please send it again.',
  notUtf8: 'The submission is not valid UTF-8 text.',
  empty: 'The submission is empty.',
  notJson: 'The submission is not valid JSON.',
  rateLimited: (seconds: number) =>
    `Too many submissions from your address. Please try again in ${seconds} second${
      seconds === 1 ? '' : 's'
    }.`,
  methodNotAllowed: 'This address only accepts form submissions (POST).',
  internal: 'Something went wrong on our side and the submission was not saved. Please try again.',
  received: (kind: SubmissionKind, firstName: string) =>
    kind === 'apply'
      ? `Thank you, ${firstName}. We received your application and a recruiter will contact you within five business days.`
      : `Thank you, ${firstName}. We received your message and will reply within one business day.`,
} as const;

export type GatewayConfig = Pick<ServerConfig, 'allowedOrigins' | 'trustProxy'>;

export interface GatewayOptions {
  store: SubmissionStore;
  config: GatewayConfig;
  /** Counts submissions per client: in memory on one machine, in the database across several. */
  limiter: RateLimit;
  /** Keyed hash of a client address: what the rate limit and the spam heuristics count by. */
  hashClient: (address: string) => string;
  /** One line per submission; never given names, addresses or message text. */
  log: (line: string) => void;
}

/** Why a request ended as it did; the log's vocabulary, free of anything the sender wrote. */
type Outcome =
  | 'stored'
  | 'rate-limited'
  | 'too-large'
  | 'unsupported-type'
  | 'unreadable'
  | 'bad-json'
  | 'invalid'
  | 'error';

interface Result {
  response: Response;
  outcome: Outcome;
  kind?: SubmissionKind;
}

/** `application/json`, with no charset or UTF-8 (RFC 8259 allows nothing else). */
function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [essence = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (essence !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replace(/^"|"$/g, '') === 'utf-8';
  });
}

/**
 * The body, or 'too-large' as soon as it passes the limit: hono's body-limit checks a declared
 * length before reading anything and counts the bytes of a chunked body while it arrives.
 */
async function readLimited(
  c: Context<BlankEnv, string>,
  limit: number,
): Promise<Uint8Array | 'too-large'> {
  const limiter = bodyLimit({ maxSize: limit, onError: () => tooLargeSignal });
  const outcome = await limiter(c, () => Promise.resolve());
  if (outcome === tooLargeSignal) return 'too-large';
  return new Uint8Array(await c.req.arrayBuffer());
}

/** What the limiter returns instead of reading on; never sent to anyone. */
const tooLargeSignal = new Response(null, { status: 413 });

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function mountGateway(app: Hono, options: GatewayOptions): void {
  const { store, config, log, limiter } = options;
  const allowedOrigins = new Set(config.allowedOrigins);

  const answer = (c: Context, status: 201 | 400 | 413 | 415 | 429 | 500, message: string) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ message }, status);
  };

  async function handle(c: Context<BlankEnv, string>): Promise<Result> {
    // Counted first, before any work: a flood of bad requests costs us as much as good ones.
    const client = options.hashClient(clientAddress(c, config.trustProxy));
    const limited = await limiter.hit(client);
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return {
        response: answer(c, 429, gatewayMessages.rateLimited(limited.retryAfterSeconds)),
        outcome: 'rate-limited',
      };
    }
    if (!isJsonContentType(c.req.header('Content-Type'))) {
      return {
        response: answer(c, 415, gatewayMessages.unsupportedType),
        outcome: 'unsupported-type',
      };
    }

    let bytes: Uint8Array | 'too-large';
    try {
      bytes = await readLimited(c, maxBodyBytes);
    } catch {
      // The client went away or broke the framing mid-body: its fault, and nobody may be listening.
      return { response: answer(c, 400, gatewayMessages.unreadable), outcome: 'unreadable' };
    }
    if (bytes === 'too-large') {
      c.header('Connection', 'close');
      return { response: answer(c, 413, gatewayMessages.tooLarge), outcome: 'too-large' };
    }

    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      return { response: answer(c, 400, gatewayMessages.notUtf8), outcome: 'bad-json' };
    }
    if (text.trim() === '') {
      return { response: answer(c, 400, gatewayMessages.empty), outcome: 'bad-json' };
    }
    let body: unknown;
    try {
      // JSON.parse defines "__proto__" as an ordinary own key; checkSubmission refuses it.
      body = JSON.parse(text);
    } catch {
      return { response: answer(c, 400, gatewayMessages.notJson), outcome: 'bad-json' };
    }

    const checked = await checkSubmission(body);
    if (!checked.ok) {
      return { response: answer(c, 400, checked.message), outcome: 'invalid', kind: checked.kind };
    }
    const { submission } = checked;
    await store.insert(submission, { clientHash: client });
    return {
      response: answer(c, 201, gatewayMessages.received(submission.kind, submission.first_name)),
      outcome: 'stored',
      kind: submission.kind,
    };
  }

  app.use(
    gatewayPath,
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  app.post(gatewayPath, async (c) => {
    const started = performance.now();
    let result: Result;
    try {
      result = await handle(c);
    } catch (error) {
      log(`gateway internal error: ${describeError(error)}`);
      result = { response: answer(c, 500, gatewayMessages.internal), outcome: 'error' };
    }
    const ms = (performance.now() - started).toFixed(1);
    log(
      `submission kind=${result.kind ?? 'unknown'} status=${result.response.status} outcome=${result.outcome} duration_ms=${ms}`,
    );
    return result.response;
  });

  app.all(gatewayPath, (c) => {
    c.header('Allow', allowedMethods);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: gatewayMessages.methodNotAllowed }, 405);
  });
}

/**
 * Enough to find the fault without personal data: the error's class, code and stack frames, but
 * not its message, which may quote a value (yup and SQLite messages can).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as Error & { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .map((line) => line.trim())
    .join(' | ');
  return [error.name, typeof code === 'string' ? code : '', frames].filter(Boolean).join(' ');
}
