// @vitest-environment node
/** The server as `npm start` runs it reads files through its reader host, and ends it as it stops. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { resumeUploadPath } from '@/config/endpoints';
import { resumeNameHeader } from '@/shared/forms/resume-file';
import { openDatabase } from '../db/migrate';
import { pdf } from '../support/resume-corpus';
import { killServerProcesses, startServerProcess } from '../support/server-process';

const folders: string[] = [];

afterEach(() => {
  killServerProcesses();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The processes a process started, by their command lines (Linux's /proc). */
function childrenOf(pid: number): { pid: number; command: string }[] {
  const list = readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8');
  return list
    .split(' ')
    .filter((entry) => entry !== '')
    .map((entry) => ({
      pid: Number(entry),
      command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
    }));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('reads an upload through the host it started, and ends the host when it stops', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'reader-host-'));
  folders.push(folder);
  const databasePath = join(folder, 'site.sqlite');
  const server = await startServerProcess({ DATABASE_PATH: databasePath });
  const serverPid = server.child.pid ?? 0;
  const hosts = childrenOf(serverPid).filter(({ command }) =>
    command.includes('resume-reader-host'),
  );
  expect(hosts).toHaveLength(1);
  const hostPid = hosts[0]?.pid ?? 0;

  const answer = await fetch(`${server.origin}${resumeUploadPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/pdf', [resumeNameHeader]: 'cv.pdf' },
    body: Uint8Array.from(pdf(['Ravi Kumar', 'Quorvantine developer'])),
  });
  expect(answer.status).toBe(201);
  const database = await openDatabase({ path: databasePath });
  try {
    const deadline = performance.now() + 20_000;
    let row: { extraction: string; text: string | null } | undefined;
    while (performance.now() < deadline) {
      row = await database.db
        .selectFrom('resume_files')
        .select(['extraction', 'text'])
        .executeTakeFirst();
      if (row && row.extraction !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row?.extraction).toBe('done');
    expect(row?.text).toMatch(/Ravi Kumar[\s\S]*Quorvantine developer/);
  } finally {
    await database.close();
  }
  // Still the same host: the file was read by a reader it started, not by a new host.
  expect(alive(hostPid)).toBe(true);

  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  const deadline = performance.now() + 5_000;
  while (alive(hostPid) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(alive(hostPid)).toBe(false);
});
