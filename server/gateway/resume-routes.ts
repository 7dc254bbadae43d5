/**
 * The résumé upload: an applicant's PDF or Word file, sent by itself to the site's own gateway
 * before the application that refers to it (src/shared/forms/resume-file.ts). The body is the
 * file's bytes and its name travels, percent-encoded, in a header of our own, which also keeps
 * other sites out: a browser asks before sending it across origins, and nothing here says yes.
 *
 * A request passes, in order: its log line, its own rate limit (uploads are costly, so they
 * are counted apart from the submissions), the name header, the size limit (a declared length
 * over it is answered 413 before any of the body is read; a chunked body is counted as it
 * arrives), then the file's checks (./resume-check.ts). An accepted file is stored under a key
 * derived from a random token, which the answer gives the applicant; nothing partial is kept
 * (its bytes go in parts with the event loop free between them, and its row after them:
 * ../db/resumes.ts).
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { resumeUploadPath } from '@/config/endpoints';
import {
  maxResumeBytes,
  resumeNameHeader,
  resumeTypes,
  type UploadAnswer,
} from '@/shared/forms/resume-file';
import { bodyLimit } from '../body-limit';
import { clientAddress, type ProxyTrust } from '../client-address';
import type { Database } from '../db/connection';
import { deleteUnattachedUploads, insertUpload, uploadKeyOf } from '../db/resumes';
import { settleErasure } from '../db/erase';
import { describeError } from '../errors';
import type { RateLimit } from '../policy/rate-limit';
import { gatewayMessages, resumeMessages } from './messages';
import { checkResume, cleanDisplayName, type ResumeRefusal } from './resume-check';
import { readUploadBody } from './upload-body';

export interface ResumeRoutesOptions {
  database: Database;
  /** Uploads per client: apart from the submissions' limit. */
  limiter: RateLimit;
  hashClient: (address: string) => string;
  proxy: ProxyTrust;
  /** One line per upload; never given the file's name or content. */
  log: (line: string) => void;
  /** Told after each file stored, so that its text is read (./resume-text.ts). */
  onStored?: (() => void) | undefined;
  now?: (() => number) | undefined;
}

type Outcome =
  | 'stored'
  | 'rate-limited'
  | 'too-large'
  | 'no-name'
  | 'unreadable'
  | `refused-${ResumeRefusal}`
  | 'error';

interface UploadEnv {
  Variables: { outcome: Outcome; requestId: string };
}

function answer(
  c: Context<UploadEnv>,
  status: 201 | 400 | 405 | 413 | 415 | 422 | 429 | 500,
  outcome: Outcome,
  body: { message: string } | UploadAnswer,
) {
  c.set('outcome', outcome);
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}

/** Refusals of what the file is (415) apart from refusals of what it holds (422). */
const wrongKind: ReadonlySet<ResumeRefusal> = new Set([
  'wrong-type',
  'not-a-document',
  'mismatch',
  'macro',
]);

/** The name header, percent-decoded; undefined when it is missing or not UTF-8. */
function sentName(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return undefined;
  }
}

export function resumeRoutes(options: ResumeRoutesOptions): Hono<UploadEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<UploadEnv>();

  app.onError((error, c) => {
    options.log(`request=${c.get('requestId')} upload internal error: ${describeError(error)}`);
    return answer(c, 500, 'error', { message: gatewayMessages.internal });
  });

  const logLine: MiddlewareHandler<UploadEnv> = async (c, next) => {
    const started = performance.now();
    c.set('outcome', 'error');
    await next();
    const ms = (performance.now() - started).toFixed(1);
    options.log(
      `request=${c.get('requestId')} resume upload status=${c.res.status} outcome=${c.get('outcome')} duration_ms=${ms}`,
    );
  };

  const rateLimit: MiddlewareHandler<UploadEnv> = async (c, next) => {
    const client = options.hashClient(clientAddress(c, options.proxy));
    // Its own key: the submissions' limit may count in the same table.
    const limited = await options.limiter.hit(`resume-upload:${client}`);
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return answer(c, 429, 'rate-limited', {
        message: resumeMessages.rateLimited(limited.retryAfterSeconds),
      });
    }
    return next();
  };

  const limitedBody: MiddlewareHandler<UploadEnv> = async (c, next) => {
    const limit = bodyLimit({
      maxSize: maxResumeBytes,
      onError: () => {
        // The rest of the body is not read: the connection ends with the answer.
        c.header('Connection', 'close');
        return answer(c, 413, 'too-large', { message: resumeMessages.tooLarge });
      },
    });
    try {
      return await limit(c, next);
    } catch {
      return answer(c, 400, 'unreadable', { message: resumeMessages.unreadable });
    }
  };

  app.post(resumeUploadPath, logLine, rateLimit, limitedBody, async (c) => {
    const name = sentName(c.req.header(resumeNameHeader));
    if (name === undefined) return answer(c, 400, 'no-name', { message: resumeMessages.noName });
    let bytes: Buffer;
    try {
      bytes = await readUploadBody(c);
    } catch {
      return answer(c, 400, 'unreadable', { message: resumeMessages.unreadable });
    }
    const displayName = cleanDisplayName(name);
    const verdict = await checkResume(displayName, bytes);
    if (!verdict.ok) {
      return answer(c, wrongKind.has(verdict.refusal) ? 415 : 422, `refused-${verdict.refusal}`, {
        message: resumeMessages.refused[verdict.refusal],
      });
    }
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await insertUpload(options.database, {
      uploadKey: uploadKeyOf(token),
      uploadedAt: at,
      displayName,
      mediaType: resumeTypes[verdict.type].mediaType,
      flags: verdict.flags,
      content: bytes,
    });
    options.onStored?.();
    // Uploads never attached go an hour on: here as they come, and by the hourly check.
    deleteUnattachedUploads(options.database, at)
      .then((deleted) => (deleted > 0 ? settleErasure(options.database) : undefined))
      .catch((error: unknown) => {
        options.log(`resume uploads: the unattached were not deleted: ${describeError(error)}`);
      });
    return answer(c, 201, 'stored', {
      message: resumeMessages.stored,
      upload: token,
      name: displayName,
      size: bytes.length,
    });
  });

  app.all(resumeUploadPath, (c) => {
    c.header('Allow', 'POST');
    return answer(c, 405, 'error', { message: resumeMessages.methodNotAllowed });
  });

  return app;
}
