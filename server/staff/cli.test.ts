// @vitest-environment node
/**
 * `npm run staff`: accounts made on the command line sign in over HTTP; passwords come from a
 * pipe or, in a terminal, from a prompt that shows nothing; removing an account or changing its
 * password ends its sessions.
 */
import { writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { projectRoot, siteAddressFile } from '../config';
import { setUpTwoFactor, signIn, signInRequest } from '../support/staff-client';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI on the test server's database; `input` is written to its standard input. */
function staffCli(
  args: string[],
  input: string,
  options: { terminal?: boolean; env?: Record<string, string> } = {},
): Promise<Run> {
  if (!server) throw new Error('No server.');
  const command = [process.execPath, '--import', 'tsx', 'server/staff/cli.ts', ...args];
  // `script` runs the command in a pseudo-terminal, as a person at a keyboard would.
  const [program, programArgs] = options.terminal
    ? ['script', ['-qec', command.map((part) => `'${part}'`).join(' '), '/dev/null']]
    : [command[0] ?? '', command.slice(1)];
  const child = spawn(program, programArgs, {
    cwd: projectRoot,
    env: { ...process.env, ...server.testDatabase.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  if (options.terminal) {
    // Typed line by line, each after the prompt has appeared.
    const lines = input.split('\n').filter(Boolean);
    const typeNext = () => {
      const line = lines.shift();
      if (line === undefined) return;
      child.stdin.write(`${line}\r`);
    };
    let prompts = 0;
    child.stdout.on('data', () => {
      const seen = (stdout.match(/characters\): |again: /g) ?? []).length;
      while (prompts < seen) {
        prompts += 1;
        typeNext();
      }
    });
  } else {
    child.stdin.end(input);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

// Each command is a process of its own, started through tsx as an operator would run it; a test
// that runs a dozen of them needs more than the default time on a busy machine.
describe('npm run staff', { timeout: 60_000 }, () => {
  it('names the sign-in address the server really uses', async () => {
    server = await startTestServer();
    const signInAt = async (env: Record<string, string>, email: string) => {
      const added = await staffCli(['add', email, '--role', 'admin'], 'a sturdy passphrase\n', {
        env,
      });
      return /Sign in at (\S+)$/m.exec(added.stdout)?.[1];
    };
    expect(await signInAt({ PORT: '4567' }, 'one@akscellence.example')).toBe(
      'http://localhost:4567/staff/sign-in',
    );
    expect(
      await signInAt(
        { PUBLIC_ORIGIN: 'https://www.akscellence.example' },
        'two@akscellence.example',
      ),
    ).toBe('https://www.akscellence.example/staff/sign-in');
    if (server.testDatabase.target.path) {
      // From another terminal, without the server's settings: the address it recorded.
      writeFileSync(siteAddressFile(server.testDatabase.target.path), 'http://localhost:4321\n');
      expect(await signInAt({}, 'three@akscellence.example')).toBe(
        'http://localhost:4321/staff/sign-in',
      );
    }
  });

  it('adds an account from a piped password, lists it, and it signs in', async () => {
    server = await startTestServer();
    const added = await staffCli(['add', 'Pat.Lee@Akscellence.example'], 'a sturdy passphrase\n');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(
      /^Added pat\.lee@akscellence\.example \(admin\)\. Sign in at http/,
    );
    const listed = await staffCli(['list'], '');
    expect(listed.stdout).toMatch(
      /pat\.lee@akscellence\.example\s+admin\s+off\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+never/,
    );
    const session = await signIn(server, 'pat.lee@akscellence.example', 'a sturdy passphrase');
    expect((await session.request(staffApiPaths.submissions)).status).toBe(200);
    expect((await staffCli(['list'], '')).stdout).not.toMatch(/never/);
  });

  it('refuses short or easily guessed passwords, duplicates, bad addresses and unknown commands', async () => {
    server = await startTestServer();
    const short = await staffCli(['add', 'pat@akscellence.example'], 'eleven char\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    // Long enough, and still among the first a guesser tries (password-policy.test.ts has more).
    const weak = await staffCli(['add', 'pat@akscellence.example'], 'password1234\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/too easy to guess/);
    expect((await staffCli(['add', 'pat@akscellence.example'], 'twelve chars\n')).code).toBe(0);
    const again = await staffCli(
      ['add', 'PAT@akscellence.example', '--role', 'sales'],
      'another passphrase\n',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
    const notAnAddress = await staffCli(['add', 'pat', '--role', 'sales'], 'a sturdy passphrase\n');
    expect(notAnAddress.code).toBe(1);
    expect(notAnAddress.stderr).toMatch(/not an e-mail address/);
    const unknown = await staffCli(['promote', 'pat@akscellence.example'], '');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "promote"[\s\S]*Usage:/);
    expect((await staffCli([], '')).code).toBe(2);
  });

  it('asks twice in a terminal without showing what is typed', async () => {
    server = await startTestServer();
    const run = await staffCli(
      ['add', 'terminal@akscellence.example'],
      'too short\nhidden passphrase 1\nhidden passphrase 2\nhidden passphrase 1\nhidden passphrase 1\n',
      { terminal: true },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/at least 12 characters long/);
    expect(run.stdout).toMatch(/did not match/);
    expect(run.stdout).toMatch(/Added terminal@akscellence\.example/);
    expect(run.stdout).not.toMatch(/hidden passphrase|too short/);
    await signIn(server, 'terminal@akscellence.example', 'hidden passphrase 1');
  });

  it('changing the password or removing the account ends its sessions', async () => {
    server = await startTestServer();
    await staffCli(['add', 'pat@akscellence.example'], 'first passphrase\n');
    const before = await signIn(server, 'pat@akscellence.example', 'first passphrase');
    const changed = await staffCli(['password', 'pat@akscellence.example'], 'second passphrase\n');
    expect(changed.code).toBe(0);
    expect((await before.request(staffApiPaths.submissions)).status).toBe(401);
    const oldPassword = await signInRequest(server, {
      email: 'pat@akscellence.example',
      password: 'first passphrase',
    });
    expect(oldPassword.status).toBe(401);
    const after = await signIn(server, 'pat@akscellence.example', 'second passphrase');

    const removed = await staffCli(['remove', 'pat@akscellence.example'], '');
    expect(removed.code).toBe(0);
    expect((await after.request(staffApiPaths.submissions)).status).toBe(401);
    expect((await staffCli(['remove', 'pat@akscellence.example'], '')).code).toBe(1);
    expect((await staffCli(['list'], '')).stdout).toMatch(/No staff accounts yet/);
  });

  it('gives the first account admin, asks a role of the next, and keeps the last admin', async () => {
    server = await startTestServer();
    const notFirst = await staffCli(
      ['add', 'sam@akscellence.example', '--role', 'sales'],
      'a sturdy passphrase\n',
    );
    expect(notFirst.code).toBe(1);
    expect(notFirst.stderr).toMatch(/no admin yet/);
    expect((await staffCli(['add', 'ada@akscellence.example'], 'a sturdy passphrase\n')).code).toBe(
      0,
    );
    const noRole = await staffCli(['add', 'sam@akscellence.example'], 'a sturdy passphrase\n');
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toMatch(/--role admin\|sales\|recruiting/);
    const unknownRole = await staffCli(
      ['add', 'sam@akscellence.example', '--role', 'owner'],
      'a sturdy passphrase\n',
    );
    expect(unknownRole.code).toBe(2);
    expect(unknownRole.stderr).toMatch(/"owner" is not a role/);
    const sales = await staffCli(
      ['add', 'sam@akscellence.example', '--role', 'sales'],
      'a sturdy passphrase\n',
    );
    expect(sales.stdout).toMatch(/Added sam@akscellence\.example \(sales\)/);
    expect((await staffCli(['list'], '')).stdout).toMatch(/sam@akscellence\.example\s+sales\s/);

    const lastAdmin = await staffCli(['role', 'ada@akscellence.example', 'sales'], '');
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.stderr).toMatch(/last admin/);
    expect((await staffCli(['remove', 'ada@akscellence.example'], '')).stderr).toMatch(
      /last admin/,
    );
    expect((await staffCli(['role', 'nobody@akscellence.example', 'sales'], '')).code).toBe(1);
    expect((await staffCli(['disable', 'ada@akscellence.example'], '')).stderr).toMatch(
      /last admin/,
    );

    // Disabling ends the account's sessions and stops its sign-in until it is enabled again: the
    // way back for an account locked out by mistake.
    const before = await signIn(server, 'sam@akscellence.example', 'a sturdy passphrase');
    const disabled = await staffCli(['disable', 'sam@akscellence.example'], '');
    expect(disabled.stdout).toMatch(/Disabled sam@akscellence\.example; its sessions have ended/);
    expect((await before.request(staffApiPaths.submissions)).status).toBe(401);
    expect((await staffCli(['list'], '')).stdout).toMatch(/sam@akscellence\.example.*\(disabled\)/);
    await expect(signIn(server, 'sam@akscellence.example', 'a sturdy passphrase')).rejects.toThrow(
      /403/,
    );
    expect((await staffCli(['enable', 'sam@akscellence.example'], '')).stdout).toMatch(
      /can sign in again/,
    );

    // A role changed on the command line holds for a session that is already open.
    const session = await signIn(server, 'sam@akscellence.example', 'a sturdy passphrase');
    expect((await session.request(staffApiPaths.activity)).status).toBe(403);
    const promoted = await staffCli(['role', 'SAM@akscellence.example', 'admin'], '');
    expect(promoted.stdout).toMatch(/sam@akscellence\.example is an admin account/);
    // An admin must have two-factor sign-in: until it is set up, the session may do nothing else.
    expect((await session.request(staffApiPaths.activity)).status).toBe(403);
    await setUpTwoFactor(server, session, 'sam@akscellence.example');
    expect((await session.request(staffApiPaths.activity)).status).toBe(200);
    expect((await staffCli(['role', 'ada@akscellence.example', 'recruiting'], '')).code).toBe(0);
    const trail = (await (await session.request(staffApiPaths.activity)).json()) as {
      items: { action: string; actor: string; detail: string }[];
    };
    expect(
      trail.items.filter((event) => event.action === 'role-changed').map((event) => event.detail),
    ).toEqual([
      'ada@akscellence.example: admin -> recruiting',
      'sam@akscellence.example: sales -> admin',
    ]);
  });

  it('turns off the two-factor sign-in of an admin who lost their phone, and ends its sessions', async () => {
    server = await startTestServer();
    await staffCli(['add', 'ada@akscellence.example'], 'a sturdy passphrase\n');
    const session = await signIn(server, 'ada@akscellence.example', 'a sturdy passphrase');
    expect((await staffCli(['list'], '')).stdout).toMatch(
      /ada@akscellence\.example\s+admin\s+on\s/,
    );
    const off = await staffCli(['two-factor-off', 'ADA@akscellence.example'], '');
    expect(off.stdout).toMatch(/Turned off two-factor sign-in for ada@akscellence\.example/);
    expect((await session.request(staffApiPaths.submissions)).status).toBe(401);
    expect((await staffCli(['list'], '')).stdout).toMatch(
      /ada@akscellence\.example\s+admin\s+off\s/,
    );
    expect((await staffCli(['two-factor-off', 'ada@akscellence.example'], '')).stdout).toMatch(
      /was not on/,
    );
    expect((await staffCli(['two-factor-off', 'nobody@akscellence.example'], '')).code).toBe(1);
    // Signing in again, the admin is asked to set it up before anything else.
    const again = await signIn(server, 'ada@akscellence.example', 'a sturdy passphrase', {
      twoFactor: 'leave',
    });
    expect((await again.request(staffApiPaths.submissions)).status).toBe(403);
    const trail = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'detail'])
      .where('action', '=', 'two-factor-off')
      .execute();
    expect(trail).toEqual([
      { action: 'two-factor-off', actor: 'command line', detail: 'ada@akscellence.example' },
    ]);
  });
});
