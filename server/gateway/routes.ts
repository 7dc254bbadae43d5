/**
 * The form gateway, the one call the site's forms make: POST JSON to `gatewayPath`, answered with
 * `{ message }` that the browser shows verbatim (src/lib/gateway-client.ts). Every refusal is a
 * 4xx with a sentence the visitor can act on; only a fault of ours is a 500.
 *
 * A submission passes, in order: the log line (timed, whatever the outcome), the rate limit
 * (counted before any work, so a flood of bad requests costs us as little as good ones), JSON
 * only, the body limit, then the handler that decodes, validates and stores it.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { gatewayPath } from '@/config/endpoints';
import { asksNotToBeTracked, clientAddress } from '../client-address';
import type { ServerConfig } from '../config';
import type { SubmissionKind } from '../db/schema';
import { describeError } from '../errors';
import { acceptSubmission, confirms, UploadGone, type IntakeOptions } from './intake';
import { gatewayMessages, maxBodyBytes } from './messages';
import type { RateLimit } from '../policy/rate-limit';
import { applicationJob, readScreeningPayload, screeningAnswers, takeScreening } from './screening';
import { checkSubmission } from './submission';
import { bodyLimit } from '../body-limit';

export { gatewayMessages, maxBodyBytes } from './messages';

export const allowedMethods = 'POST, OPTIONS';

export interface GatewayOptions {
  config: Pick<ServerConfig, 'allowedOrigins' | 'proxy'>;
  /** Where accepted submissions go, and who is told. */
  intake: IntakeOptions;
  /** Counts submissions per client: in memory on one machine, in the database across several. */
  limiter: RateLimit;
  /** Keyed hash of a client address: what the rate limit and the spam heuristics count by. */
  hashClient: (address: string) => string;
  /** One line per submission; never given names, addresses or message text. */
  log: (line: string) => void;
  /** The reference a stored submission is known by, which its answer gives the sender. */
  referenceOf: (id: number) => string;
}

/** Why a request ended as it did; the log's vocabulary, free of anything the sender wrote. */
type RequestOutcome =
  | 'stored'
  | 'repeat'
  | 'rate-limited'
  | 'too-large'
  | 'unsupported-type'
  | 'unreadable'
  | 'bad-json'
  | 'invalid'
  | 'upload-gone'
  | 'error';

interface GatewayEnv {
  Variables: {
    outcome: RequestOutcome;
    kind: SubmissionKind | undefined;
    client: string;
    requestId: string;
  };
}

type Status = 201 | 400 | 413 | 415 | 429 | 500;

function answer(
  c: Context<GatewayEnv>,
  status: Status,
  outcome: RequestOutcome,
  message: string,
  reference?: string,
) {
  c.set('outcome', outcome);
  c.header('Cache-Control', 'no-store');
  return c.json(reference === undefined ? { message } : { message, reference }, status);
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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Times the request and writes its one log line once the answer is known. */
function logLine(log: (line: string) => void): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('outcome', 'error');
    c.set('kind', undefined);
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(
      `request=${c.get('requestId')} submission kind=${c.get('kind') ?? 'unknown'} status=${c.res.status} outcome=${c.get('outcome')} duration_ms=${ms}`,
    );
  };
}

function rateLimit(options: GatewayOptions): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const client = options.hashClient(clientAddress(c, options.config.proxy));
    c.set('client', client);
    const limited = await options.limiter.hit(client);
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return answer(c, 429, 'rate-limited', gatewayMessages.rateLimited(limited.retryAfterSeconds));
    }
    return next();
  };
}

const jsonOnly: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  if (!isJsonContentType(c.req.header('Content-Type'))) {
    return answer(c, 415, 'unsupported-type', gatewayMessages.unsupportedType);
  }
  return next();
};

/**
 * hono's body limit: a declared length is checked before anything is read, a chunked body is
 * counted while it arrives. A body that breaks off is the client's fault (and nobody may be
 * listening any more): a 400, not a 500.
 */
const limitedBody: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    // The same request's context: the limiter is made for each request.
    onError: () => {
      c.header('Connection', 'close');
      return answer(c, 413, 'too-large', gatewayMessages.tooLarge);
    },
  });
  try {
    return await limit(c, next);
  } catch {
    return answer(c, 400, 'unreadable', gatewayMessages.unreadable);
  }
};

export function gatewayRoutes(options: GatewayOptions): Hono<GatewayEnv> {
  const allowedOrigins = new Set(options.config.allowedOrigins);
  const app = new Hono<GatewayEnv>();

  app.onError((error, c) => {
    options.log(`request=${c.get('requestId')} gateway internal error: ${describeError(error)}`);
    return answer(c, 500, 'error', gatewayMessages.internal);
  });

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

  app.post(
    gatewayPath,
    logLine(options.log),
    rateLimit(options),
    jsonOnly,
    limitedBody,
    async (c) => {
      let bytes: ArrayBuffer;
      try {
        bytes = await c.req.arrayBuffer();
      } catch {
        return answer(c, 400, 'unreadable', gatewayMessages.unreadable);
      }
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        return answer(c, 400, 'bad-json', gatewayMessages.notUtf8);
      }
      if (text.trim() === '') return answer(c, 400, 'bad-json', gatewayMessages.empty);
      let body: unknown;
      try {
        // JSON.parse defines "__proto__" as an ordinary own key; checkSubmission refuses it.
        body = JSON.parse(text);
      } catch {
        return answer(c, 400, 'bad-json', gatewayMessages.notJson);
      }

      // An application's screening key (./screening.ts) is set aside; the rest is the spec's.
      const taken = takeScreening(body);
      const checked = await checkSubmission(taken.body);
      c.set('kind', checked.ok ? checked.submission.kind : checked.kind);
      if (!checked.ok) return answer(c, 400, 'invalid', checked.message);
      const screening = readScreeningPayload(taken.screening);
      if (!screening.ok) return answer(c, 400, 'invalid', screening.message);
      const { submission } = checked;
      const { database } = options.intake;
      // A job that is paused or closed takes no more applications, even from a form loaded
      // while it was open; one that is open is stored with the application by its id.
      if (submission.kind === 'apply' && submission.position !== null) {
        const job = await applicationJob(database, submission.position, screening.payload?.job);
        if (job.refused) {
          return answer(c, 400, 'invalid', gatewayMessages.positionClosed(job.title));
        }
        submission.job_id = job.jobId;
      }
      const answers = await screeningAnswers(
        database,
        submission.job_id ?? null,
        screening.payload?.answers,
      );
      if (!answers.ok) return answer(c, 400, 'invalid', answers.message);
      submission.screening_answers = answers.text;
      // A sender whose browser asks not to be tracked is joined to no visit (which could also
      // be a colleague's, on the same network and browser).
      const visit = asksNotToBeTracked(c.req.raw.headers)
        ? undefined
        : {
            address: clientAddress(c, options.config.proxy),
            agent: c.req.header('User-Agent') ?? '',
          };
      let stored: Awaited<ReturnType<typeof acceptSubmission>>;
      try {
        stored = await acceptSubmission(
          options.intake,
          submission,
          c.get('client'),
          visit,
          checked.upload,
        );
      } catch (error) {
        if (!(error instanceof UploadGone)) throw error;
        return answer(c, 400, 'upload-gone', gatewayMessages.uploadGone);
      }
      // A repeat gets the first one's answer and reference, and says it is the same request:
      // nothing more is stored, nobody is told twice.
      const received = gatewayMessages.received(
        submission.kind,
        submission.first_name,
        // A repeat is answered as its first was, which went the usual way.
        (stored.repeat ? confirms(options.intake, submission) : stored.confirmed)
          ? submission.orgnization_email
          : undefined,
      );
      return answer(
        c,
        201,
        stored.repeat ? 'repeat' : 'stored',
        stored.repeat ? `${received} ${gatewayMessages.repeat}` : received,
        options.referenceOf(stored.id),
      );
    },
  );

  app.all(gatewayPath, (c) => {
    c.header('Allow', allowedMethods);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: gatewayMessages.methodNotAllowed }, 405);
  });

  return app;
}
