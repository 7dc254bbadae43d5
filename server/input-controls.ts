/**
 * No control character reaches the database or a log line from a request: NUL ends a string in C
 * and PostgreSQL refuses it in text (an error, not a clean refusal), and the other control
 * characters can forge lines. Text in a JSON body may hold tabs and line breaks (a note, a message:
 * their own rules say whether they take them); a query parameter takes none. Anything else is
 * refused with a 400 before any work is done with it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { hasControls } from '@/shared/forms/field-rules';

/** Any control character at all, for text that is one line by nature (a query parameter). */
const anyControl = /\p{Cc}/u;

/** How deep a body's arrays and objects are looked into; the bodies here are flat or nearly. */
const deepest = 8;

/** Whether any text of a parsed JSON value (its keys included) holds a control character. */
export function holdsControls(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControls(value, true);
  if (typeof value !== 'object' || value === null) return false;
  if (depth >= deepest) return true;
  const entries = Array.isArray(value)
    ? value.map((item) => ['', item] as const)
    : Object.entries(value);
  return entries.some(([key, item]) => hasControls(key, true) || holdsControls(item, depth + 1));
}

export const controlsRefused =
  'The request holds a control character (such as NUL), which no field takes.';

/** Refuses a request whose address holds a control character in any query parameter. */
export function refuseControlsInQuery(): MiddlewareHandler {
  return async (c, next) => {
    const { search } = new URL(c.req.url);
    if (search.length > 1) {
      for (const [name, value] of new URLSearchParams(search)) {
        if (anyControl.test(name) || anyControl.test(value)) {
          c.header('Cache-Control', 'no-store');
          return c.json({ message: controlsRefused }, 400);
        }
      }
    }
    return next();
  };
}

/**
 * The 400 a route throws for a JSON body holding a control character (`holdsControls`): the
 * app's error handler answers it as it is, in the same words as a query's refusal.
 */
export function controlsRefusal(): HTTPException {
  return new HTTPException(400, {
    res: new Response(JSON.stringify({ message: controlsRefused }), {
      status: 400,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    }),
  });
}

/**
 * A request's JSON body when it is an object; undefined when it is not JSON or not an object.
 * A body holding a control character anywhere is refused (`controlsRefusal`).
 */
export async function jsonObjectOf(c: Context): Promise<Record<string, unknown> | undefined> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return undefined;
  }
  if (holdsControls(body)) throw controlsRefusal();
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}
