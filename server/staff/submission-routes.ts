/**
 * The inbox's JSON API: the list (filters, full-text search, order, cursor paging), one entry,
 * changes of stage, spam flag and assignee, notes, replies started, deletion, the count of new
 * entries, the staff an entry can be assigned to, and CSV export of the current filter. The
 * guard in front of these routes has already checked the session, the Origin and the CSRF token.
 * A change's body is read in ./submission-change.ts.
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { staffApiPaths } from '@/config/staff-api';
import { jsonObjectOf } from '../input-controls';
import type { SubmissionIn } from '@/shared/staff/submission-fields';
import type {
  StaffMember,
  SubmissionDetail as ApiSubmissionDetail,
} from '@/shared/staff/api-types';
import type { ProxyTrust } from '../client-address';
import { listAudit, recordAudit, recordView } from '../db/audit';
import type { Database } from '../db/connection';
import {
  deleteSubmission,
  exportRows,
  getSubmission,
  inboxSummary,
  listInbox,
  notesOf,
  type StoredEntry,
} from '../db/inbox';
import type { InboxFilter } from '../db/inbox-filter';
import { addNote, changeSubmission, recordReply, type OnUnflagged } from '../db/pipeline';
import { listStaff } from '../db/staff';
import { resumeContentOf } from '../db/resumes';
import { kindsOf, sharesKinds } from '../policy/staff-roles';
import { csvHeader, csvRecord } from './csv';
import { actorOf } from './audit-actor';
import { staffMessages, type StaffEnv } from './guard';
import { describeFilter, parseCursor, parseFilter, positiveInteger } from './inbox-query';
import { bodyLimit } from '../body-limit';
import { changeMessages, readChange } from './submission-change';
import type { ReferenceCodec } from '../references';

export interface SubmissionRouteOptions {
  database: Database;
  proxy: ProxyTrust;
  hashClient: (address: string) => string;
  /** The company's time zone, for the CSV's times. */
  timeZone: string;
  /** Queues what a flagged entry never got, once staff find it is not spam. */
  onUnflagged?: OnUnflagged | undefined;
  /** The references senders quote (server/references.ts). */
  references: ReferenceCodec;
  /** The staff area's clock. */
  now?: () => number;
}

/**
 * `attachment` with the name twice (RFC 6266): an ASCII stand-in for old clients, and the
 * name itself, percent-encoded UTF-8, in `filename*`. Neither can break out of the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/gu, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The longest internal note: a page of text. */
export const maxNoteLength = 5_000;

export function submissionRoutes(options: SubmissionRouteOptions): Hono<StaffEnv> {
  const { database, references } = options;
  const app = new Hono<StaffEnv>();
  /** An entry as the staff pages read it: with the reference its sender quotes. */
  const answered = (entry: StoredEntry): ApiSubmissionDetail => ({
    ...entry,
    reference: references.of(entry.id),
  });
  /**
   * The filter as the account may ask it: narrowed to its role's kinds; and a search for a
   * reference, as a sender reads it out, finds that entry (and only it).
   */
  const scoped = (c: Context<StaffEnv>, asked: InboxFilter): InboxFilter => {
    const filter = { ...asked, kinds: kindsOf(c.get('session').role) };
    const id = filter.query ? references.idOf(filter.query) : undefined;
    return id === undefined ? filter : { ...filter, query: undefined, id };
  };

  app.get(staffApiPaths.submissions, async (c) => {
    const filter = parseFilter(c);
    if (!filter.ok) return c.json({ message: filter.message }, 400);
    const cursor = parseCursor(c);
    if (!cursor.ok) return c.json({ message: cursor.message }, 400);
    return c.json(await listInbox(database, scoped(c, filter.value), cursor.value));
  });

  app.get(staffApiPaths.summary, async (c) =>
    c.json(await inboxSummary(database, kindsOf(c.get('session').role))),
  );

  // The accounts an entry can be assigned to: those whose role shares a kind with the asker's.
  app.get(staffApiPaths.staff, async (c) => {
    const role = c.get('session').role;
    // A disabled account is not given work it could not open.
    const accounts = (await listStaff(database)).filter(
      (account) => account.disabled_at === null && sharesKinds(role, account.role),
    );
    return c.json(
      accounts.map((account): StaffMember => ({ id: account.id, email: account.email })),
    );
  });

  app.get(staffApiPaths.submissionsCsv, async (c) => {
    const filter = parseFilter(c);
    if (!filter.ok) return c.json({ message: filter.message }, 400);
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8; header=present');
    c.header('Content-Disposition', `attachment; filename="submissions-${day}.csv"`);
    const actor = actorOf(c, options);
    const context = {
      timeZone: options.timeZone,
      referenceOf: options.references.of,
      staffEmails: new Map(
        (await listStaff(database)).map((account) => [account.id, account.email]),
      ),
    };
    return stream(c, async (out) => {
      // A byte-order mark: spreadsheet programs then read the UTF-8 (accented names) correctly.
      await out.write(`\ufeff${csvHeader(context)}`);
      let chunk = '';
      let rows = 0;
      let batch: SubmissionIn<'export'>[] = [];
      // Each batch's notes in one query.
      const writeBatch = async () => {
        const notes = await notesOf(
          database,
          batch.map((entry) => entry.id),
        );
        for (const entry of batch) chunk += csvRecord(entry, context, notes.get(entry.id));
        rows += batch.length;
        batch = [];
        if (chunk.length > 64 * 1024) {
          await out.write(chunk);
          chunk = '';
        }
      };
      for await (const entry of exportRows(database, scoped(c, filter.value))) {
        batch.push(entry);
        if (batch.length >= 200) await writeBatch();
      }
      await writeBatch();
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
    if (!entry) return c.json({ message: staffMessages.notFound }, 404);
    await recordView(database, actorOf(c, options), entry.id, (options.now ?? Date.now)());
    return c.json(answered(entry));
  });

  app.patch(
    staffApiPaths.submissionPattern,
    bodyLimit({
      maxSize: 1024,
      onError: (c) => c.json({ message: changeMessages.malformed }, 413),
    }),
    async (c) => {
      const id = positiveInteger(c.req.param('id'));
      const change = readChange(await jsonObjectOf(c));
      if (!change) return c.json({ message: changeMessages.malformed }, 400);
      if (id === undefined) return c.json({ message: staffMessages.notFound }, 404);
      const result = await changeSubmission(
        database,
        id,
        change,
        actorOf(c, options),
        options.onUnflagged,
      );
      if (result.ok) return c.json(answered(result.entry));
      if (result.reason === 'not-found') return c.json({ message: staffMessages.notFound }, 404);
      return c.json({ message: changeMessages[result.reason] }, 400);
    },
  );

  app.delete(staffApiPaths.submissionPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    const deleted = id !== undefined && (await deleteSubmission(database, id, actorOf(c, options)));
    return deleted ? c.body(null, 204) : c.json({ message: staffMessages.notFound }, 404);
  });

  app.post(
    staffApiPaths.notesPattern,
    bodyLimit({
      maxSize: maxNoteLength * 4 + 256,
      onError: (c) => c.json({ message: staffMessages.noteTooLong(maxNoteLength) }, 413),
    }),
    async (c) => {
      const id = positiveInteger(c.req.param('id'));
      const body = (await jsonObjectOf(c))?.body;
      const text = typeof body === 'string' ? body.trim() : '';
      if (text === '') return c.json({ message: staffMessages.emptyNote }, 400);
      if (Array.from(text).length > maxNoteLength) {
        return c.json({ message: staffMessages.noteTooLong(maxNoteLength) }, 400);
      }
      const note =
        id === undefined ? undefined : await addNote(database, id, actorOf(c, options), text);
      return note ? c.json(note, 201) : c.json({ message: staffMessages.notFound }, 404);
    },
  );

  // The original file, for staff whose role sees the entry (checked in front of these routes):
  // always as an attachment, never shown in the staff page's own origin (`sandbox`), never
  // guessed as another type, never kept by a cache; each download is in the entry's history.
  app.get(staffApiPaths.resumePattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    const file = id === undefined ? undefined : await resumeContentOf(database, id);
    if (id === undefined || !file) return c.json({ message: staffMessages.notFound }, 404);
    await recordAudit(
      database,
      { ...actorOf(c, options), action: 'resume-downloaded', entryId: id },
      (options.now ?? Date.now)(),
    );
    return c.body(file.content, 200, {
      'Content-Type': file.media_type,
      'Content-Disposition': attachmentDisposition(file.display_name),
      'Content-Length': String(file.content.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'no-store',
    });
  });

  app.post(staffApiPaths.repliesPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    const recorded = id !== undefined && (await recordReply(database, id, actorOf(c, options)));
    return recorded ? c.body(null, 204) : c.json({ message: staffMessages.notFound }, 404);
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
