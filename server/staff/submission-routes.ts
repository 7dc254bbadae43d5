/**
 * The inbox's JSON API: list (filter by kind and status, full-text search, cursor paging), one
 * entry, status change, deletion, and CSV export of the current filter. The guard in front of
 * these routes has already checked the session, the Origin and the CSRF token.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { stream } from 'hono/streaming';
import { staffApiPaths } from '@/config/staff-api';
import { clientAddress, type ProxyTrust } from '../client';
import { listAudit, recordAudit, type Actor } from '../db/audit';
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

export interface SubmissionRouteOptions {
  database: Database;
  proxy: ProxyTrust;
  hashClient: (address: string) => string;
}

/** The signed-in staff member as the audit trail names them. */
export function actorOf(
  c: Context<StaffEnv>,
  options: Omit<SubmissionRouteOptions, 'database'>,
): Actor {
  const session = c.get('session');
  return {
    staffId: session.staffId,
    actor: session.email,
    clientHash: options.hashClient(clientAddress(c, options.proxy)),
  };
}

/** A filter as the audit trail describes an export of it. */
function describeFilter(filter: InboxFilter): string {
  const parts = [
    filter.kind ? `kind ${filter.kind}` : 'every kind',
    filter.statuses.length > 0 ? `status ${filter.statuses.join('/')}` : 'every status',
  ];
  if (filter.query) parts.push('a search');
  return parts.join(', ');
}

export function submissionRoutes(options: SubmissionRouteOptions): Hono<StaffEnv> {
  const { database } = options;
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
    const actor = actorOf(c, options);
    return stream(c, async (out) => {
      // A byte-order mark: spreadsheet programs then read the UTF-8 (accented names) correctly.
      await out.write(`\ufeff${csvHeader()}`);
      let chunk = '';
      let rows = 0;
      for await (const entry of exportRows(database, filter.value)) {
        chunk += csvRecord(entry);
        rows += 1;
        if (chunk.length > 64 * 1024) {
          await out.write(chunk);
          chunk = '';
        }
      }
      if (chunk) await out.write(chunk);
      await recordAudit(database, {
        ...actor,
        action: 'export',
        detail: `${rows} row${rows === 1 ? '' : 's'} (${describeFilter(filter.value)})`,
      });
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
      const entry =
        id === undefined ? undefined : await setStatus(database, id, status, actorOf(c, options));
      return entry ? c.json(entry) : c.json({ message: staffMessages.notFound }, 404);
    },
  );

  app.delete(staffApiPaths.submissionPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    const deleted = id !== undefined && (await deleteSubmission(database, id, actorOf(c, options)));
    return deleted ? c.body(null, 204) : c.json({ message: staffMessages.notFound }, 404);
  });
  app.get(staffApiPaths.submissionActivityPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    if (id === undefined || !(await getSubmission(database, id))) {
      return c.json({ message: staffMessages.notFound }, 404);
    }
    return c.json(await listAudit(database, { entryId: id, limit: 200 }));
  });

  app.get(staffApiPaths.activity, async (c) => {
    const rawCursor = c.req.query('cursor') ?? '';
    const cursor = rawCursor === '' ? undefined : positiveInteger(rawCursor);
    if (rawCursor !== '' && cursor === undefined) {
      return c.json({ message: 'cursor must be a value from nextCursor.' }, 400);
    }
    return c.json(await listAudit(database, { cursor }));
  });

  return app;
}
