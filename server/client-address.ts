/**
 * Facts about the client of a request. Forwarded headers are believed only as far as the
 * configuration says (TRUST_PROXY, TRUST_PROXY_PROTO): anyone can send them, so they would
 * otherwise let a client pick its own address (and dodge the rate limit) or fake HTTPS.
 *
 * Proxies append the address they received a request from to `X-Forwarded-For`, so only the
 * entries on the right were written by proxies we run; whatever stands to their left came from
 * the client. With `hops` proxies in front of us, the client's address is the entry `hops` from
 * the right.
 */
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import { createHmac } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The Node request behind a hono context, when the app runs on @hono/node-server. */
export function nodeIncoming(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  return env.incoming instanceof IncomingMessage ? env.incoming : undefined;
}

/** How far the forwarding headers are believed. */
export interface ProxyTrust {
  /** Proxies of ours in front of the server (0: none, the socket's peer is the client). */
  hops: number;
  /** Believe `X-Forwarded-Proto` (the scheme the nearest proxy was reached with). */
  proto: boolean;
}

export const noProxy: ProxyTrust = { hops: 0, proto: false };

/** The entries of a comma-separated forwarding header (all its lines), left to right. */
function forwardedEntries(c: Context, header: string): string[] {
  return (c.req.raw.headers.get(header) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
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

/**
 * The client's address: what the rate limits, throttles and spam checks count by. A chain
 * shorter than the configured hops (a request that skipped a proxy) gives its leftmost entry.
 */
export function clientAddress(c: Context, proxy: ProxyTrust): string {
  if (proxy.hops > 0) {
    const chain = forwardedEntries(c, 'X-Forwarded-For');
    const address = chain[Math.max(0, chain.length - proxy.hops)];
    if (address !== undefined) return address;
  }
  return nodeIncoming(c)?.socket.remoteAddress ?? lambdaSourceIp(c) ?? 'unknown';
}

/**
 * Over TLS to this server (the Node adapter then builds an https: URL), or to a trusted proxy
 * that says so: the nearest proxy's word, the header's last entry.
 */
export function requestIsHttps(c: Context, proxy: ProxyTrust): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return proxy.proto && forwardedEntries(c, 'X-Forwarded-Proto').at(-1)?.toLowerCase() === 'https';
}

/**
 * The network a client is counted as: its IPv4 address, or the /64 of its IPv6 address. One
 * IPv6 subscriber is given a whole /64 and can send from any of its 2^64 addresses, so counting
 * per address would give one sender endless fresh budgets. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) is the IPv4 one; anything that is not an address stays as it is.
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // Node's check is strict: no shortened or octal IPv4 forms, which a proxy never writes.
  if (isIP(bare) === 0) return address;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * A keyed hash of the network a client is counted as (`clientNetwork`): enough to count one
 * client's requests, useless for finding out who it was (the key lives in the database, not in
 * any log).
 */
export function clientHasher(key: Buffer | string): (address: string) => string {
  return (address) =>
    createHmac('sha256', key).update(clientNetwork(address)).digest('hex').slice(0, 32);
}

/**
 * Whether the browser asks not to be tracked (Global Privacy Control, or Do Not Track): the site
 * then counts nothing of it, and joins nothing it sends to a visit.
 */
export function asksNotToBeTracked(headers: Headers): boolean {
  return headers.get('Sec-GPC') === '1' || headers.get('DNT') === '1';
}
