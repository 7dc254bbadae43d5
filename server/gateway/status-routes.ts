/**
 * A sender's private status page asks here where their submission stands, and may withdraw it
 * (which erases it, as a staff delete does). The token from their confirmation e-mail comes in
 * the body, never in the address, so it stays out of logs; a wrong, expired or erased one gets
 * the same 404.
 */
import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { requestStatusPaths } from '@/config/endpoints';
import type { RequestStatus } from '@/shared/staff/api-types';
import { senderStage } from '@/shared/staff/pipeline';
import { jsonObjectOf } from '../input-controls';
import { clientAddress, type ProxyTrust } from '../client-address';
import type { Database } from '../db/connection';
import { deleteSubmission } from '../db/inbox';
import { statusEntryOf } from '../db/submissions';
import type { ReferenceCodec } from '../references';
import type { StatusLinks } from '../status-links';
import type { RateLimit } from '../policy/rate-limit';
import { bodyLimit } from '../body-limit';

export interface StatusRouteOptions {
  database: Database;
  links: StatusLinks;
  limiter: RateLimit;
  hashClient: (address: string) => string;
  proxy: ProxyTrust;
  allowedOrigins: readonly string[];
  /** The site's public origin (PUBLIC_ORIGIN), where the status page is. */
  publicOrigin: string;
  /** The references senders quote (server/references.ts). */
  references: ReferenceCodec;
  now?: () => number;
}

export const statusMessages = {
  notFound:
    'This link does not lead to a request: it may have been withdrawn, erased after our retention period, or mistyped.',
  malformed: 'Send the token from your link as { "token" }.',
  otherSite: 'This request did not come from our own status page.',
  withdrawn:
    'Your request has been withdrawn and erased from our inbox and database, with our notes about it. The e-mail our team received when it arrived stays in their mailboxes.',
  rateLimited: (seconds: number) =>
    `Too many requests from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

async function tokenOf(c: Context): Promise<string | undefined> {
  const token = (await jsonObjectOf(c))?.token;
  return typeof token === 'string' && token.length <= 64 ? token : undefined;
}

export function statusRoutes(options: StatusRouteOptions): Hono {
  const { database, links } = options;
  const now = options.now ?? Date.now;
  const allowed = new Set(options.allowedOrigins);
  const app = new Hono();

  /** The entry the token was made for, when it was and its time is not over. */
  const entryOf = async (token: string) => {
    const id = links.idOf(token);
    if (id === undefined) return undefined;
    const entry = await statusEntryOf(database, id);
    return entry && links.matches(token, entry, now()) ? entry : undefined;
  };

  /**
   * Where the status page may call from: the site itself (the address it was reached at, or
   * PUBLIC_ORIGIN) and the origins allowed to call the gateway.
   */
  const ownOrigin = (c: Context, origin: string) =>
    origin === new URL(c.req.url).origin || origin === options.publicOrigin || allowed.has(origin);

  /**
   * No caching, no indexing, POST of JSON only, from the site's own pages only (a browser always
   * names the page's origin on a POST: another site cannot look up or withdraw a request through
   * its visitors' browsers), and a rate limit per client address.
   */
  const guard: MiddlewareHandler<Env> = async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST, OPTIONS');
      return c.json({ message: statusMessages.malformed }, 405);
    }
    if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
      return c.json({ message: statusMessages.malformed }, 415);
    }
    if (!ownOrigin(c, c.req.header('Origin') ?? '')) {
      return c.json({ message: statusMessages.otherSite }, 403);
    }
    const limited = await options.limiter.hit(
      `status:${options.hashClient(clientAddress(c, options.proxy))}`,
    );
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return c.json({ message: statusMessages.rateLimited(limited.retryAfterSeconds) }, 429);
    }
    return next();
  };
  const middleware = [
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
    guard,
    bodyLimit({
      maxSize: 1024,
      onError: (c) => c.json({ message: statusMessages.malformed }, 413),
    }),
  ];
  app.use(requestStatusPaths.status, ...middleware);
  app.use(requestStatusPaths.withdraw, ...middleware);

  app.post(requestStatusPaths.status, async (c) => {
    const token = await tokenOf(c);
    if (!token) return c.json({ message: statusMessages.malformed }, 400);
    const entry = await entryOf(token);
    if (!entry) return c.json({ message: statusMessages.notFound }, 404);
    const status: RequestStatus = {
      reference: options.references.of(entry.id),
      kind: entry.kind,
      firstName: entry.first_name,
      position: entry.position,
      receivedAt: entry.received_at,
      stage: senderStage(entry.stage),
      sent: {
        firstName: entry.first_name,
        lastName: entry.last_name,
        email: entry.orgnization_email,
        organization: entry.orgnization_name,
        location: entry.country,
        message: entry.message,
      },
    };
    return c.json(status);
  });

  app.post(requestStatusPaths.withdraw, async (c) => {
    const token = await tokenOf(c);
    if (!token) return c.json({ message: statusMessages.malformed }, 400);
    const entry = await entryOf(token);
    if (!entry) return c.json({ message: statusMessages.notFound }, 404);
    await deleteSubmission(
      database,
      entry.id,
      // A sender's action is recorded without any trace of where they were.
      { staffId: null, actor: 'sender', clientHash: null },
      'entry-withdrawn',
    );
    return c.json({ message: statusMessages.withdrawn });
  });

  return app;
}
