/**
 * Facts about the client of a request. Forwarded headers are believed only with TRUST_PROXY:
 * anyone can send them, so without a proxy that overwrites them they would let a client pick its
 * own address (and dodge the rate limit) or fake HTTPS.
 */
import type { Context } from 'hono';
import { createHmac } from 'node:crypto';
import { IncomingMessage } from 'node:http';

/** The Node request behind a hono context, when the app runs on @hono/node-server. */
function nodeIncoming(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  return env.incoming instanceof IncomingMessage ? env.incoming : undefined;
}

/** First entry of a comma-separated forwarding header: the one the first proxy saw. */
function firstForwarded(c: Context, header: string): string | undefined {
  const first = c.req.header(header)?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/** The caller's address as API Gateway saw it, when the app runs on AWS Lambda. */
function lambdaSourceIp(c: Context): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('requestContext' in env)) return undefined;
  const context = env.requestContext as
    { identity?: { sourceIp?: unknown }; http?: { sourceIp?: unknown } } | undefined;
  const address = context?.identity?.sourceIp ?? context?.http?.sourceIp;
  return typeof address === 'string' ? address : undefined;
}

/** The key the rate limit counts by. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstForwarded(c, 'X-Forwarded-For') : undefined;
  return forwarded ?? nodeIncoming(c)?.socket.remoteAddress ?? lambdaSourceIp(c) ?? 'unknown';
}

/** Over TLS to this server (the Node adapter then builds an https: URL), or to a trusted proxy. */
export function requestIsHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && firstForwarded(c, 'X-Forwarded-Proto')?.toLowerCase() === 'https';
}

/**
 * A keyed hash of a client address: enough to count one client's requests, useless for finding
 * out who it was (the key lives in the database, not in any log).
 */
export function clientHasher(key: string): (address: string) => string {
  return (address) => createHmac('sha256', key).update(address).digest('hex').slice(0, 32);
}
