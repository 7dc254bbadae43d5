// @vitest-environment node
/** The reader host: files read by processes it starts, as the server's own were, and its ending. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { attackCorpus, docx, pdf } from '../support/resume-corpus';
import { hostScript, ReaderHost } from './resume-host-client';
import { readerNiceness } from './resume-reader-run';
import { extractionLimits, extractResumeText } from './resume-text';

const hosts: ReaderHost[] = [];

function newHost(): ReaderHost {
  const script = hostScript();
  if (!script) throw new Error('The reader host’s script is missing.');
  const host = new ReaderHost(script);
  hosts.push(host);
  return host;
}

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
});

function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number | undefined): Promise<boolean> {
  const deadline = performance.now() + 5_000;
  while (alive(pid) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return !alive(pid);
}

describe('the reader host', () => {
  it('reads several files sent at once, each answered with its own text', async () => {
    const host = newHost();
    host.start();
    const names = ['Ravi Kumar', 'Mei Chen', 'Ana Souza'];
    const outcomes = await Promise.all([
      ...names.map((name) =>
        extractResumeText('pdf', pdf([name, 'Quorvantine developer']), extractionLimits, host),
      ),
      extractResumeText('docx', docx(['Sam Lee', 'Zelphorine']), extractionLimits, host),
    ]);
    names.forEach((name, index) => {
      const outcome = outcomes[index];
      expect(outcome?.state === 'done' && outcome.text).toMatch(
        new RegExp(`${name}[\\s\\S]*Quorvantine`),
      );
    });
    expect(outcomes[3]).toEqual({ state: 'done', text: 'Sam Lee\n\nZelphorine' });
  });

  it('runs with an empty environment, below the server in the processor’s queue', () => {
    const host = newHost();
    host.start();
    expect(host.pid).toBeDefined();
    expect(readFileSync(`/proc/${String(host.pid)}/environ`, 'utf8')).toBe('');
    expect(getPriority(host.pid)).toBe(readerNiceness);
  });

  it('keeps each file’s limits: a scan, a broken file, out of time, out of memory', async () => {
    const host = newHost();
    expect(await extractResumeText('pdf', pdf([]), extractionLimits, host)).toEqual({
      state: 'no-text',
    });
    expect(
      await extractResumeText('pdf', attackCorpus.corruptPdf.bytes, extractionLimits, host),
    ).toEqual({ state: 'failed' });
    const started = performance.now();
    expect(
      await extractResumeText('pdf', pdf(['Ravi Kumar']), { timeoutMs: 1, memoryMb: 64 }, host),
    ).toEqual({ state: 'timed-out' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(
      await extractResumeText('pdf', pdf(['Ravi Kumar']), { timeoutMs: 20_000, memoryMb: 8 }, host),
    ).toEqual({ state: 'failed' });
    // The host outlives its readers' failures.
    const pid = host.pid;
    const next = await extractResumeText('pdf', pdf(['Java developer']), extractionLimits, host);
    expect(next.state === 'done' && next.text).toMatch(/Java developer/);
    expect(host.pid).toBe(pid);
  });

  it('answers "failed" for the files a host held when it dies, and starts a new one', async () => {
    const host = newHost();
    host.start();
    const first = host.pid;
    const reading = extractResumeText('pdf', pdf(['Ravi Kumar']), extractionLimits, host);
    process.kill(first ?? 0, 'SIGKILL');
    expect(await reading).toEqual({ state: 'failed' });
    const next = await extractResumeText('docx', docx(['Mei Chen']), extractionLimits, host);
    expect(next).toEqual({ state: 'done', text: 'Mei Chen' });
    expect(host.pid).not.toBe(first);
    expect(await gone(first)).toBe(true);
  });

  it('ends with its readers when stopped, and reads nothing after', async () => {
    const host = newHost();
    host.start();
    const pid = host.pid;
    await host.stop();
    expect(await gone(pid)).toBe(true);
    expect(await host.read('pdf', pdf(['Ravi Kumar']), extractionLimits)).toEqual({
      state: 'failed',
    });
    expect(host.pid).toBeUndefined();
  });
});

describe('the reader host’s input, when it is not the server’s', () => {
  /** Runs the host on these bytes; its output and exit code. */
  async function feed(bytes: Buffer): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [hostScript() ?? ''], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: {},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stdin.on('error', () => undefined);
    child.stdin.write(bytes);
    // Left open: a host that stops on its own stops because of what it read.
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
      }, 5_000);
      child.on('close', (exit) => {
        clearTimeout(timer);
        resolve(exit);
      });
    });
    return { code, output };
  }

  const framed = (header: string, body = Buffer.alloc(0)) => {
    const text = Buffer.from(header, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length);
    return Buffer.concat([length, text, body]);
  };

  it.each([
    ['a header too long', Buffer.from([0xff, 0xff, 0xff, 0xff, 0x7b])],
    ['a header that is not JSON', framed('<script>alert(1)</script>')],
    [
      'a kind of file not read',
      framed('{"id":1,"type":"exe","timeoutMs":1000,"memoryMb":64,"size":0}'),
    ],
    [
      'a size past any file',
      framed('{"id":1,"type":"pdf","timeoutMs":1000,"memoryMb":64,"size":1e12}'),
    ],
    ['a negative id', framed('{"id":-1,"type":"pdf","timeoutMs":1000,"memoryMb":64,"size":0}')],
    [
      'a heap beyond reason',
      framed('{"id":1,"type":"pdf","timeoutMs":1000,"memoryMb":1e9,"size":0}'),
    ],
  ])('stops at %s, reading nothing', async (_name, bytes) => {
    expect(await feed(bytes)).toEqual({ code: 0, output: '' });
  });
});
