/**
 * Sends an applicant's résumé file to the site's own gateway (docs/leads.md, "Résumé files"):
 * the raw bytes as the body, the name percent-encoded in `X-Resume-Name`. XMLHttpRequest, not
 * fetch: only it reports how much of a request body has left, and a minute-long upload on a
 * phone needs a progress bar. What the file is, is checked here first (size, kind, empty), so an
 * applicant on a slow line never waits for a refusal the browser could give; the gateway checks
 * again, and its refusals arrive with a sentence of their own.
 */
import { resumeUploadPath } from '@/config/endpoints';
import { site, usesOwnGateway } from '@/config/site';
import {
  maxResumeBytes,
  resumeNameHeader,
  resumeTypes,
  uploadTokenPattern,
  type UploadAnswer,
} from '@/shared/forms/resume-file';

/**
 * Whether the form offers a file: only with the site's own gateway. A gateway elsewhere
 * (`VITE_API_BASE`) takes the specification's JSON and nothing else, so there the resume is
 * pasted, as it always was.
 */
export const resumeFilesOffered = usesOwnGateway;

/** Why a file was not taken before it was sent. */
export type FileRefusal = 'too-large' | 'wrong-type' | 'empty';

/** What is wrong with a file before it is sent, or undefined when it may go. */
export function checkResumeFile(file: Pick<File, 'name' | 'size'>): FileRefusal | undefined {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // The name decides, as on the gateway: phones often give a file no media type, or a vague one.
  if (!Object.hasOwn(resumeTypes, extension)) return 'wrong-type';
  if (file.size > maxResumeBytes) return 'too-large';
  if (file.size === 0) return 'empty';
  return undefined;
}

export type UploadFailureKind = 'network' | 'refused' | 'too-large' | 'rate-limited' | 'server';

/** An upload that did not end with a stored file. */
export class UploadFailure extends Error {
  constructor(
    readonly kind: UploadFailureKind,
    /** The gateway's own sentence, for a refusal it explained. */
    readonly serverMessage?: string,
    readonly status?: number,
  ) {
    super(`Resume upload failed: ${kind}${status === undefined ? '' : ` (HTTP ${status})`}`);
    this.name = 'UploadFailure';
  }
}

/** An upload the applicant stopped. */
export class UploadCancelled extends Error {
  constructor() {
    super('Resume upload cancelled');
    this.name = 'UploadCancelled';
  }
}

function readJson(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function kindOf(status: number): UploadFailureKind {
  if (status === 413) return 'too-large';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500 && status !== 408) return 'refused';
  return 'server';
}

/** What the gateway said about an answered upload: the stored file, or the failure. */
export function readUploadAnswer(status: number, body: string): UploadAnswer | UploadFailure {
  const data = readJson(body);
  const message = typeof data.message === 'string' ? data.message : undefined;
  if (status === 201) {
    const { upload, name, size } = data;
    if (
      typeof upload === 'string' &&
      uploadTokenPattern.test(upload) &&
      typeof name === 'string' &&
      typeof size === 'number'
    ) {
      return { message: message ?? '', upload, name, size };
    }
    return new UploadFailure('server', undefined, status);
  }
  const kind = kindOf(status);
  // A 5xx body may be anything; the gateway's refusals are sentences for the applicant.
  return new UploadFailure(kind, kind === 'server' ? undefined : message, status);
}

export interface UploadOptions {
  /** Told as the body leaves: bytes sent and bytes in all. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file. Resolves with the gateway's answer (the token the application refers to);
 * rejects with an UploadFailure, or UploadCancelled when the signal aborts it.
 */
export function uploadResume(file: File, options: UploadOptions = {}): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', `${site.apiBase.replace(/\/+$/, '')}${resumeUploadPath}`);
    request.setRequestHeader(resumeNameHeader, encodeURIComponent(file.name));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    const abort = () => {
      request.abort();
    };
    signal?.addEventListener('abort', abort, { once: true });
    request.addEventListener('loadend', () => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) {
        reject(new UploadCancelled());
        return;
      }
      // No answer at all: the connection was lost (or the server cut it).
      if (request.status === 0) {
        reject(new UploadFailure('network'));
        return;
      }
      const answer = readUploadAnswer(request.status, request.responseText);
      if (answer instanceof UploadFailure) reject(answer);
      else resolve(answer);
    });
    request.send(file);
  });
}
