// @vitest-environment node
/**
 * A résumé file's bytes in parts (migration 0020, ./resumes.ts): none over 512 KiB, each written
 * with the event loop free in between, the file's row only after all of them, parts no file
 * names deleted after an hour (not before), and files stored before the parts existed carried
 * over whole.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { maxResumeBytes, resumeTypes } from '@/shared/forms/resume-file';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { storedPartCount, storedResumeParts, storedResumes } from '../support/stored-resumes';
import { connect, type Database } from './connection';
import { migrate, openDatabase } from './migrate';
import { schemaMigrations } from './migrations/schema';
import { asMigrations } from './migrations/statements';
import {
  deleteUnattachedUploads,
  insertUpload,
  resumeContentOf,
  resumePartBytes,
  resumeToRead,
  unattachedLifetimeMs,
  uploadKeyOf,
} from './resumes';

const opened: { database: Database; testDatabase: TestDatabase }[] = [];
afterEach(async () => {
  for (const { database, testDatabase } of opened.splice(0)) {
    await database.close();
    await testDatabase.drop();
  }
});

async function freshDatabase(): Promise<Database> {
  const testDatabase = await createTestDatabase();
  const database = await openDatabase(testDatabase.target);
  opened.push({ database, testDatabase });
  return database;
}

const hourMs = 60 * 60_000;

function upload(content: Uint8Array, uploadedAt = Date.now()) {
  return {
    uploadKey: uploadKeyOf(randomBytes(32).toString('base64url')),
    uploadedAt,
    displayName: 'resume.pdf',
    mediaType: resumeTypes.pdf.mediaType,
    flags: [],
    content,
  };
}

async function fileRows(database: Database) {
  const row = await database.db
    .selectFrom('resume_files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

describe('a stored file’s bytes', () => {
  it('are kept in parts of at most 512 KiB, and read back byte for byte', async () => {
    const database = await freshDatabase();
    const content = randomBytes(maxResumeBytes);
    const sha256 = await insertUpload(database, upload(content));
    expect(sha256).toBe(createHash('sha256').update(content).digest('hex'));
    const [file] = await storedResumes(database);
    expect(file).toMatchObject({ size: content.length, sha256 });
    const parts = await storedResumeParts(database, file?.id ?? 0);
    expect(parts.map((part) => part.part)).toEqual(
      Array.from({ length: maxResumeBytes / resumePartBytes }, (_, index) => index),
    );
    expect(parts.every((part) => part.bytes.length === resumePartBytes)).toBe(true);
    const read = await resumeToRead(database, file?.id ?? 0);
    expect(read?.type).toBe('pdf');
    expect(Buffer.from(read?.content ?? []).equals(content)).toBe(true);
  });

  it('of a size that is no multiple of a part end in a shorter part; an empty file has one', async () => {
    const database = await freshDatabase();
    const content = randomBytes(resumePartBytes * 2 + 7);
    await insertUpload(database, upload(content));
    await insertUpload(database, upload(new Uint8Array(0)));
    const [file, empty] = await storedResumes(database);
    const parts = await storedResumeParts(database, file?.id ?? 0);
    expect(parts.map((part) => part.bytes.length)).toEqual([resumePartBytes, resumePartBytes, 7]);
    expect(
      Buffer.from((await resumeToRead(database, file?.id ?? 0))?.content ?? []).equals(content),
    ).toBe(true);
    expect((await storedResumeParts(database, empty?.id ?? 0)).length).toBe(1);
    expect((await resumeToRead(database, empty?.id ?? 0))?.content.length).toBe(0);
  });

  it('are all stored before the file’s row, with the event loop turning between parts', async () => {
    const database = await freshDatabase();
    const content = randomBytes(maxResumeBytes);
    const total = maxResumeBytes / resumePartBytes;
    const state = { storing: true };
    // Turns of the event loop while the file is stored: a part written without letting it turn
    // would leave fewer turns than parts.
    let turns = 0;
    const turn = () => {
      turns += 1;
      if (state.storing) setImmediate(turn);
    };
    setImmediate(turn);
    // What another query sees meanwhile: the row (if any) read before the parts, so that a row
    // seen with fewer than all its parts would be a row written too soon.
    const seen: { rows: number; parts: number }[] = [];
    const watch = (async () => {
      while (state.storing) {
        const rows = await fileRows(database);
        seen.push({ rows, parts: await storedPartCount(database) });
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await insertUpload(database, upload(content));
    state.storing = false;
    await watch;
    expect(turns).toBeGreaterThanOrEqual(total - 1);
    expect(seen.some(({ parts }) => parts > 0 && parts < total)).toBe(true);
    expect(seen.filter(({ rows }) => rows > 0).every(({ parts }) => parts === total)).toBe(true);
    expect(await fileRows(database)).toBe(1);
  });
});

describe('parts no file names', () => {
  it('go with the hourly check once an hour old, and not before; a file’s own parts stay', async () => {
    const database = await freshDatabase();
    const start = Date.now();
    // The parts of an upload that stopped before its row was written, and a later file.
    await database.db
      .insertInto('resume_file_parts')
      .values(
        [0, 1].map((part) => ({
          content_key: 'cut-short',
          part,
          bytes: randomBytes(100),
          stored_at: start,
        })),
      )
      .execute();
    await insertUpload(database, upload(randomBytes(1000), start + hourMs / 2));
    expect(await deleteUnattachedUploads(database, start + unattachedLifetimeMs - 1)).toBe(0);
    expect(await storedPartCount(database)).toBe(3);
    expect(await deleteUnattachedUploads(database, start + unattachedLifetimeMs)).toBe(2);
    expect(await storedPartCount(database)).toBe(1);
    const [file] = await storedResumes(database);
    expect((await resumeToRead(database, file?.id ?? 0))?.content.length).toBe(1000);
  });

  it('go with an unattached file at its hour, one by one with the event loop turning between', async () => {
    const database = await freshDatabase();
    const start = Date.now();
    const total = 8;
    await insertUpload(database, upload(randomBytes(resumePartBytes * (total - 1) + 1), start));
    const state = { deleting: true };
    let turns = 0;
    const turn = () => {
      turns += 1;
      if (state.deleting) setImmediate(turn);
    };
    setImmediate(turn);
    expect(await deleteUnattachedUploads(database, start + unattachedLifetimeMs)).toBe(1 + total);
    state.deleting = false;
    expect(turns).toBeGreaterThanOrEqual(total - 1);
    expect(await storedResumes(database)).toEqual([]);
    expect(await storedPartCount(database)).toBe(0);
  });
});

describe('migration 0020', () => {
  it('carries each file’s bytes over into one part, which reads back whole', async () => {
    const testDatabase = await createTestDatabase();
    const database = await connect(testDatabase.target);
    opened.push({ database, testDatabase });
    // The schema as it was before the parts.
    const before = Object.fromEntries(
      Object.entries(asMigrations(schemaMigrations(database.engine))).filter(
        ([name]) => name < '0020',
      ),
    );
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: () => Promise.resolve(before) },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await sql`INSERT INTO submissions (kind, received_at, portal_name,
        requested_demo_for_product_name, first_name, last_name, orgnization_email,
        orgnization_name, message, country)
      VALUES ('apply', '2026-01-01T00:00:00.000Z', 'Akscel', 'Akscel portal', 'Ravi', 'Kumar',
        'ravi@example.com', '', '', 'India')`.execute(database.db);
    const submission = await database.db
      .selectFrom('submissions')
      .select('id')
      .executeTakeFirstOrThrow();
    const attached = randomBytes(3 * resumePartBytes + 11);
    const unattached = randomBytes(2000);
    const uploadedAt = Date.now() - 60_000;
    for (const [key, submissionId, content] of [
      ['a', submission.id, attached],
      ['b', null, unattached],
    ] as const) {
      await sql`INSERT INTO resume_files (upload_key, submission_id, uploaded_at, display_name,
          media_type, size, sha256, content)
        VALUES (${key}, ${submissionId}, ${uploadedAt}, 'resume.pdf',
          ${resumeTypes.pdf.mediaType}, ${content.length}, 'x', ${content})`.execute(database.db);
    }

    // 0020 first, then whatever came after it.
    expect((await migrate(database))[0]).toBe('0020-resume-parts');

    const files = await storedResumes(database);
    expect(files.map((file) => file.upload_key)).toEqual(['a', 'b']);
    expect(new Set(files.map((file) => file.content_key)).size).toBe(2);
    expect(files.every((file) => /^[0-9a-f]{32}$/.test(file.content_key))).toBe(true);
    for (const [index, content] of [attached, unattached].entries()) {
      const parts = await storedResumeParts(database, files[index]?.id ?? 0);
      expect(parts).toHaveLength(1);
      expect(parts[0]?.part).toBe(0);
      expect(parts[0]?.stored_at).toBe(uploadedAt);
      expect(Buffer.from(parts[0]?.bytes ?? []).equals(content)).toBe(true);
    }
    // Readers join the parts, whatever their size: the old file reads whole, both ways.
    const download = await resumeContentOf(database, submission.id);
    expect(download?.content.equals(attached)).toBe(true);
    expect(
      Buffer.from((await resumeToRead(database, files[1]?.id ?? 0))?.content ?? []).equals(
        unattached,
      ),
    ).toBe(true);
    // The old column is gone, and a file's key is its own.
    await expect(sql`SELECT content FROM resume_files`.execute(database.db)).rejects.toThrow();
    await expect(
      sql`UPDATE resume_files SET content_key = ${files[0]?.content_key ?? ''} WHERE upload_key = 'b'`.execute(
        database.db,
      ),
    ).rejects.toThrow();
    // New files are stored in parts beside the old ones.
    await insertUpload(database, upload(randomBytes(resumePartBytes + 1)));
    expect(await storedPartCount(database)).toBe(4);
  });
});
