/**
 * hono's `bodyLimit`, without building a web `Request` for a request that declares its length.
 * Reading `c.req.raw.body`, as hono's middleware does first, makes the Node adapter build the
 * whole web request (headers copied, the body wrapped in a web stream, an abort signal) where
 * reading the text alone takes the adapter's fast path; on the beacon endpoint that build was a
 * large share of the server's work. A declared length is checked here, as hono's middleware
 * checks it (on Node the parser holds the body to that length); a body without one (chunked) is
 * counted by hono's middleware as it arrives.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';

interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const counted = honoBodyLimit(options);
  return async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) {
      return counted(c, next);
    }
    if (Number.parseInt(declared, 10) > options.maxSize) return options.onError(c);
    return next();
  };
}
