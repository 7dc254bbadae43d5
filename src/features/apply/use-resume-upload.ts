import { useCallback, useEffect, useRef, useState } from 'react';
import { applyPage } from '@/content/forms';
import { GatewayError } from '@/lib/gateway-client';
import {
  checkResumeFile,
  UploadCancelled,
  UploadFailure,
  uploadResume,
  type FileRefusal,
} from '@/lib/resume-upload';
import {
  resumeFileFailedMessage,
  resumeFileStates,
  type ResumeFileState,
} from '@/shared/forms/apply-schema';
import { formatFileSize, type UploadAnswer } from '@/shared/forms/resume-file';

const words = applyPage.resumeFile;

/** The applicant's file, from choosing it to the gateway's answer. */
export type ResumeUpload =
  | { phase: 'none'; said?: string }
  | { phase: 'uploading'; file: File; sent: number; total: number }
  | { phase: 'ready'; file: File; answer: UploadAnswer }
  | { phase: 'failed'; file: File; problem: string; retryable: boolean };

/** What the applicant reads about a file refused before it was sent. */
export function refusalMessage(refusal: FileRefusal, file: Pick<File, 'size'>): string {
  switch (refusal) {
    case 'too-large':
      return words.tooLarge(formatFileSize(file.size));
    case 'wrong-type':
      return words.wrongType;
    case 'empty':
      return words.empty;
  }
}

/** What the applicant reads about an upload that failed: the gateway's own sentence first. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof UploadFailure)) return words.network;
  switch (error.kind) {
    case 'network':
      return words.network;
    case 'too-large':
    case 'refused':
      return error.serverMessage ?? words.refused;
    case 'rate-limited':
      return error.serverMessage ?? words.tooMany;
    case 'server':
      return words.serverError(error.status ?? 500);
  }
}

/** The form's record of where the file stands (`resume_file`). */
export function fileState(upload: ResumeUpload): ResumeFileState {
  return upload.phase === 'none' ? resumeFileStates.none : resumeFileStates[upload.phase];
}

interface RunningUpload {
  file: File;
  controller: AbortController;
  done: Promise<UploadAnswer>;
}

/**
 * One résumé file: chosen (checked at once, then sent at once), replaced, removed, cancelled,
 * retried. `settled` is what the application waits for: the file's token once it is stored,
 * nothing without a file, and a refusal the form shows when it did not upload.
 */
export function useResumeUpload() {
  const [upload, setUpload] = useState<ResumeUpload>({ phase: 'none' });
  const running = useRef<RunningUpload | undefined>(undefined);

  /** Checks the file and sends it; says where it then stands, for the form's record. */
  const start = useCallback((file: File): ResumeFileState => {
    running.current?.controller.abort();
    running.current = undefined;
    const refusal = checkResumeFile(file);
    if (refusal !== undefined) {
      setUpload({
        phase: 'failed',
        file,
        problem: refusalMessage(refusal, file),
        retryable: false,
      });
      return resumeFileStates.failed;
    }
    const controller = new AbortController();
    setUpload({ phase: 'uploading', file, sent: 0, total: file.size });
    const done = uploadResume(file, {
      signal: controller.signal,
      onProgress: (sent, total) => {
        setUpload((now) =>
          now.phase === 'uploading' && now.file === file ? { ...now, sent, total } : now,
        );
      },
    });
    const entry: RunningUpload = { file, controller, done };
    running.current = entry;
    done.then(
      (answer) => {
        if (running.current === entry) setUpload({ phase: 'ready', file, answer });
      },
      (error: unknown) => {
        if (running.current !== entry || error instanceof UploadCancelled) return;
        setUpload({ phase: 'failed', file, problem: failureMessage(error), retryable: true });
      },
    );
    return resumeFileStates.uploading;
  }, []);

  /** Forgets the file; a running upload stops. `said` is what the live region then says. */
  const clear = useCallback((said?: string) => {
    running.current?.controller.abort();
    running.current = undefined;
    setUpload(said === undefined ? { phase: 'none' } : { phase: 'none', said });
  }, []);

  const cancel = useCallback(() => {
    clear(words.cancelled);
  }, [clear]);
  const remove = useCallback(() => {
    clear(words.removed);
  }, [clear]);
  const retry = useCallback(() => {
    if (upload.phase === 'failed') start(upload.file);
  }, [start, upload]);

  const settled = useCallback(async (): Promise<string | undefined> => {
    const entry = running.current;
    if (entry === undefined) return undefined;
    try {
      return (await entry.done).upload;
    } catch {
      throw new GatewayError('rejected', { serverMessage: resumeFileFailedMessage });
    }
  }, []);

  // A file still on its way when the form goes away (another page) is not sent on for nothing.
  useEffect(
    () => () => {
      running.current?.controller.abort();
    },
    [],
  );

  return { upload, start, cancel, remove, retry, clear, settled };
}

export type ResumeUploadControl = ReturnType<typeof useResumeUpload>;
