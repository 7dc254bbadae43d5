import { describe, expect, it } from 'vitest';
import { maxResumeBytes } from '@/shared/forms/resume-file';
import { checkResumeFile, readUploadAnswer, UploadFailure } from './resume-upload';

describe('a file checked before it is sent', () => {
  it('takes a PDF or a Word document up to the limit, whatever the case of its extension', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 1 })).toBeUndefined();
    expect(checkResumeFile({ name: 'Sam Lee.DOCX', size: maxResumeBytes })).toBeUndefined();
  });

  it('refuses another kind by its name, one byte too many, and an empty file', () => {
    expect(checkResumeFile({ name: 'cv.doc', size: 10 })).toBe('wrong-type');
    expect(checkResumeFile({ name: 'cv.pdf.exe', size: 10 })).toBe('wrong-type');
    expect(checkResumeFile({ name: 'pdf', size: 10 })).toBe('wrong-type');
    expect(checkResumeFile({ name: 'cv.pdf', size: maxResumeBytes + 1 })).toBe('too-large');
    expect(checkResumeFile({ name: 'cv.pdf', size: 0 })).toBe('empty');
  });
});

describe("the gateway's answer to an upload", () => {
  const token = 'A'.repeat(43);

  it('is the stored file with its token', () => {
    expect(
      readUploadAnswer(
        201,
        JSON.stringify({ message: 'ok', upload: token, name: 'cv.pdf', size: 9 }),
      ),
    ).toEqual({ message: 'ok', upload: token, name: 'cv.pdf', size: 9 });
  });

  it('is a failure when a 201 carries no usable token', () => {
    expect(readUploadAnswer(201, JSON.stringify({ upload: 'short', name: 'x', size: 1 }))).toEqual(
      new UploadFailure('server', undefined, 201),
    );
  });

  it("keeps the gateway's sentence for a refusal, a too-large file and a rate limit", () => {
    for (const [status, kind] of [
      [400, 'refused'],
      [415, 'refused'],
      [422, 'refused'],
      [413, 'too-large'],
      [429, 'rate-limited'],
    ] as const) {
      const failure = readUploadAnswer(status, JSON.stringify({ message: 'Because.' }));
      expect(failure).toBeInstanceOf(UploadFailure);
      expect(failure).toMatchObject({ kind, serverMessage: 'Because.', status });
    }
  });

  it('never shows what a server error or a body that is not JSON says', () => {
    expect(readUploadAnswer(502, '<html>Bad gateway</html>')).toMatchObject({
      kind: 'server',
      serverMessage: undefined,
    });
    expect(readUploadAnswer(500, JSON.stringify({ message: 'stack trace' }))).toMatchObject({
      kind: 'server',
      serverMessage: undefined,
    });
  });
});
