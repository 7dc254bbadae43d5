/**
 * The HTTP server around the app, with limits that keep a slow or greedy client from holding
 * the process: the whole request (headers and body) must arrive within `requestTimeoutMs` and
 * its headers within `headersTimeoutMs`, or Node answers 408 and closes the connection; at most
 * `maxConnections` are open at once. Node checks the timeouts every second.
 *
 * A few paths take a whole body that a slow phone needs longer to send (a résumé file of 10 MB
 * at 1.6 Mbit/s is close to a minute): `longRequests` gives them their own allowance. Node has
 * one request limit per server, so that limit becomes the longest allowance, and every other
 * request is held to `requestTimeoutMs` by a timer of its own, started when its headers are in.
 * The headers' limit stays short for all, so a client that never finishes its headers is cut
 * off as before, whatever path it names.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpServerOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  port: number;
  host: string;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  maxConnections: number;
  /** Paths whose whole request may take longer than `requestTimeoutMs`, and how long. */
  longRequests?: { paths: readonly string[]; timeoutMs: number };
}

export interface HttpServer {
  server: ServerType;
  port: number;
}

/** An idle keep-alive connection is closed after this long. */
const keepAliveTimeoutMs = 5_000;

/** What Node itself answers a request that took too long, before it closes the connection. */
const timedOutAnswer =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Holds a request that is not one of the long ones to the short limit: once it is up and the
 * body has not all arrived, the client gets Node's own 408 and the connection is closed.
 */
function shortLimit(long: ReadonlySet<string>, timeoutMs: number) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?', 1)[0] ?? '';
    if (long.has(path)) return;
    const timer = setTimeout(() => {
      if (request.complete) return;
      const { socket } = request;
      if (response.headersSent) socket.destroy();
      else socket.end(timedOutAnswer);
    }, timeoutMs);
    timer.unref();
    const clear = () => {
      clearTimeout(timer);
    };
    request.once('end', clear);
    request.once('close', clear);
  };
}

export function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const { longRequests } = options;
  const nodeLimit = Math.max(options.requestTimeoutMs, longRequests?.timeoutMs ?? 0);
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: options.fetch,
        port: options.port,
        hostname: options.host,
        serverOptions: {
          requestTimeout: nodeLimit,
          // Node requires the headers' limit to be at most the whole request's.
          headersTimeout: Math.min(options.headersTimeoutMs, options.requestTimeoutMs),
          keepAliveTimeout: keepAliveTimeoutMs,
          connectionsCheckingInterval: 1_000,
        },
      },
      (info: AddressInfo) => {
        resolve({ server, port: info.port });
      },
    );
    // Node's servers (http, and https or http2 when configured) read this property, which is
    // not there until it is set.
    server.maxConnections = options.maxConnections;
    if (longRequests !== undefined && nodeLimit > options.requestTimeoutMs) {
      server.on('request', shortLimit(new Set(longRequests.paths), options.requestTimeoutMs));
    }
  });
}
