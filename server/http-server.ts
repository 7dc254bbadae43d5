/**
 * The HTTP server around the app, with limits that keep a slow or greedy client from holding
 * the process: the whole request (headers and body) must arrive within `requestTimeoutMs` and
 * its headers within `headersTimeoutMs`, or Node answers 408 and closes the connection; at most
 * `maxConnections` are open at once. Node checks the timeouts every second.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface HttpServerOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  port: number;
  host: string;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  maxConnections: number;
}

export interface HttpServer {
  server: ServerType;
  port: number;
}

/** An idle keep-alive connection is closed after this long. */
const keepAliveTimeoutMs = 5_000;

export function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: options.fetch,
        port: options.port,
        hostname: options.host,
        serverOptions: {
          requestTimeout: options.requestTimeoutMs,
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
  });
}
