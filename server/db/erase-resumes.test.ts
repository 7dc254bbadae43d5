// @vitest-environment node
/**
 * A résumé file is forgotten with its entry, whichever way the entry goes (a staff delete, the
 * sender's withdrawal, the retention sweep): no row, no text, no search entry, and on SQLite
 * none of its bytes or words in the file or its write-ahead log.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requestStatusPaths } from '@/config/endpoints';
import { staffApiPaths } from '@/config/staff-api';
import { applicationMessage } from '@/shared/forms/apply-schema';
import type { UploadAnswer } from '@/shared/forms/resume-file';
import { sharedSecret } from './settings';
import { dayMs, sweep } from './retention';
import { statusLinks } from '../status-links';
import { pdf, uploadResume } from '../support/resume-corpus';
import { createStaff, signIn } from '../support/staff-client';
import { storedPartCount, storedResumeParts, storedResumes } from '../support/stored-resumes';
import { storedSubmissions } from '../support/stored-submissions';
import { validApply } from '../support/payloads';
import { testServers, type TestServer } from '../support/test-server';

const start = testServers();

/** Words that only the file holds: in its text and in its name. */
const marker = 'Thraxibundle';

/** An application with a file of its own, the file's text and name holding `word`. */
async function applyWithFile(server: TestServer, word: string): Promise<number> {
  const response = await uploadResume(server, `${word} resume.pdf`, pdf([`${word} Kumar`]));
  const { upload } = (await response.json()) as UploadAnswer;
  const message = applicationMessage('Senior Java Developer', 'Yes', '', upload);
  const stored = await server.submit({ ...validApply, last_name: word, message });
  expect(stored.status).toBe(201);
  // Its text read and in the search index too, so erasure has that to take as well.
  await server.runtime.resumes.idle();
  const entries = await storedSubmissions(server.database);
  return entries.find((entry) => entry.last_name === word)?.id ?? 0;
}

/** On SQLite: the word is in neither the database file nor its log. */
function expectNoTraceOnDisk(server: TestServer, word: string) {
  if (server.database.engine !== 'sqlite') return;
  const path = server.testDatabase.target.path;
  for (const file of [path, `${path}-wal`]) {
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file).toString('latin1').toLowerCase();
    expect(bytes.includes(word.toLowerCase()), `${word} in ${file}`).toBe(false);
  }
}

describe('an entry’s résumé file', () => {
  it('goes with a staff delete, leaving none of its bytes in the database or its log', async () => {
    const server = await start();
    await createStaff(server);
    const staff = await signIn(server);
    await applyWithFile(server, 'Keptworth');
    const id = await applyWithFile(server, marker);
    if (server.database.engine === 'sqlite') {
      // Before: the file's text is there to be found, so the check below can fail.
      const path = server.testDatabase.target.path;
      const files = [path, `${path}-wal`].filter((file) => existsSync(file));
      expect(files.some((file) => readFileSync(file).toString('latin1').includes(marker))).toBe(
        true,
      );
    }
    const deleted = await staff.request(staffApiPaths.submission(id), { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const files = await storedResumes(server.database);
    expect(files.map((file) => file.display_name)).toEqual(['Keptworth resume.pdf']);
    // Its bytes went with it: the parts left are the kept file's.
    const kept = await storedResumeParts(server.database, files[0]?.id ?? 0);
    expect(kept.length).toBeGreaterThan(0);
    expect(await storedPartCount(server.database)).toBe(kept.length);
    expectNoTraceOnDisk(server, marker);
    // The search finds the kept file's words, and none of the erased one's.
    const search = async (query: string) =>
      (
        (await (await staff.request(`${staffApiPaths.submissions}?q=${query}`)).json()) as {
          items: unknown[];
        }
      ).items.length;
    expect(await search(marker)).toBe(0);
    expect(await search('Keptworth')).toBe(1);
  });

  it('goes when the sender withdraws the application', async () => {
    const server = await start();
    const id = await applyWithFile(server, marker);
    const [entry] = await storedSubmissions(server.database);
    const links = statusLinks(
      await sharedSecret(server.database, 'status-link-key'),
      server.origin,
    );
    const token = links.tokenFor({ id, received_at: entry?.received_at ?? '' });
    const withdrawn = await server.fetch(requestStatusPaths.withdraw, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://www.akscellence.example' },
      body: JSON.stringify({ token }),
    });
    expect(withdrawn.status).toBe(200);
    expect(await storedResumes(server.database)).toEqual([]);
    expect(await storedPartCount(server.database)).toBe(0);
    expectNoTraceOnDisk(server, marker);
  });

  it('goes with the retention sweep', async () => {
    const server = await start();
    await applyWithFile(server, marker);
    await sweep(server.database, {
      retentionDays: 30,
      rateLimitWindowMs: 60_000,
      now: Date.now() + 31 * dayMs,
    });
    expect(await storedSubmissions(server.database)).toEqual([]);
    expect(await storedResumes(server.database)).toEqual([]);
    expect(await storedPartCount(server.database)).toBe(0);
    expectNoTraceOnDisk(server, marker);
  });
});
