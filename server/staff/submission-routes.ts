/**
 * The inbox's JSON API: list (filter by kind and status, full-text search, cursor paging), one
 * entry, status change, deletion, and CSV export of the current filter. The guard in front of
 * these routes has already checked the session, the Origin and the CSRF token.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { stream } from 'hono/streaming';
import { staffApiPaths } from '@/config/staff-api';
import type { Database } from '../db/connection';
import {
  deleteSubmission,
  exportRows,
  getSubmission,
  listInbox,
  setStatus,
  type InboxFilter,
} from '../db/inbox';
import { submissionStatuses, type SubmissionStatus } from '../db/schema';
import { maxQueryLength } from '../db/search';
import { csvHeader, csvRecord } from './csv';
import { staffMessages, type StaffEnv } from './guard';

/** `status` values: one status, `all`, or nothing for the inbox (every status but spam). */
const inboxStatuses: readonly SubmissionStatus[] = ['new', 'handled'];

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function isStatus(value: string): value is SubmissionStatus {
  return (submissionStatuses as readonly string[]).includes(value);
}

export function parseFilter(c: Context): Parsed<InboxFilter> {
  const kind = c.req.query('kind') ?? '';
  const status = c.req.query('status') ?? '';
  const query = c.req.query('q') ?? '';
  if (kind !== '' && kind !== 'contact' && kind !== 'apply') {
    return { ok: false, message: 'kind must be contact, apply or empty.' };
  }
  if (status !== '' && status !== 'all' && !isStatus(status)) {
    return { ok: false, message: 'status must be new, handled, spam, all or empty.' };
  }
  if (query.length > maxQueryLength) {
    return { ok: false, message: `The search can be at most ${maxQueryLength} characters long.` };
  }
  const statuses = status === '' ? inboxStatuses : status === 'all' ? [] : [status];
  return { ok: true, value: { kind: kind === '' ? undefined : kind, statuses, query } };
}

/** A positive whole number from a path or query parameter. */
function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

export function submissionRoutes(database: Database): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  app.get(staffApiPaths.submissions, async (c) => {
    const filter = parseFilter(c);
    if (!filter.ok) return c.json({ message: filter.message }, 400);
    const rawCursor = c.req.query('cursor') ?? '';
    const cursor = rawCursor === '' ? undefined : positiveInteger(rawCursor);
    if (rawCursor !== '' && cursor === undefined) {
      return c.json({ message: 'cursor must be a value from nextCursor.' }, 400);
    }
    return c.json(await listInbox(database, filter.value, cursor));
  });

  app.get(staffApiPaths.submissionsCsv, (c) => {
    const filter = parseFilter(c);
    if (!filter.ok) return c.json({ message: filter.message }, 400);
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8; header=present');
    c.header('Content-Disposition', `attachment; filename="submissions-${day}.csv"`);
    return stream(c, async (out) => {
      // A byte-order mark: spreadsheet programs then read the UTF-8 (accented names) correctly.
      await out.write(`\ufeff${csvHeader()}`);
      let chunk = '';
      for await (const entry of exportRows(database, filter.value)) {
        chunk += csvRecord(entry);
        if (chunk.length > 64 * 1024) {
          await out.write(chunk);
          chunk = '';
        }
      }
      if (chunk) await out.write(chunk);
    });
  });

  app.get(staffApiPaths.submissionPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    const entry = id === undefined ? undefined : await getSubmission(database, id);
    return entry ? c.json(entry) : c.json({ message: staffMessages.notFound }, 404);
  });

  app.patch(
    staffApiPaths.submissionPattern,
    bodyLimit({
      maxSize: 1024,
      onError: (c) => c.json({ message: 'Send only { "status" }.' }, 413),
    }),
    async (c) => {
      const id = positiveInteger(c.req.param('id'));
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        body = undefined;
      }
      const status =
        typeof body === 'object' && body !== null
          ? (body as Record<string, unknown>).status
          : undefined;
      if (typeof status !== 'string' || !isStatus(status)) {
        return c.json({ message: 'status must be new, handled or spam.' }, 400);
      }
      const entry = id === undefined ? undefined : await setStatus(database, id, status);
      return entry ? c.json(entry) : c.json({ message: staffMessages.notFound }, 404);
    },
  );

  app.delete(staffApiPaths.submissionPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    const deleted = id !== undefined && (await deleteSubmission(database, id));
    return deleted ? c.body(null, 204) : c.json({ message: staffMessages.notFound }, 404);
  });
  return app;
}
