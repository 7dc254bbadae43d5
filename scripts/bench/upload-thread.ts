/**
 * The résumé uploads of `npm run bench:uploads`, sent from a thread of their own. Writing 100 MB
 * of request bodies keeps an event loop busy; on the thread that paces the forms, that would
 * delay its timers and the reading of its answers, and the forms' times would then measure the
 * load generator's own stalls beside the server's.
 *
 * It makes its files, says `ready`, sends them all at once on `go`, and answers with each
 * upload's milliseconds.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { resumeUploadPath } from '@/config/endpoints';
import { resumeNameHeader } from '@/shared/forms/resume-file';
import { largeResume } from './resume-samples';

export interface UploadJob {
  origin: string;
  count: number;
}

function upload(origin: string, bytes: Uint8Array<ArrayBuffer>, index: number): Promise<number> {
  const started = performance.now();
  return fetch(`${origin}${resumeUploadPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/pdf',
      [resumeNameHeader]: encodeURIComponent(`Applicant ${String(index)} resume.pdf`),
    },
    body: bytes,
  }).then(async (answer) => {
    await answer.arrayBuffer();
    if (answer.status !== 201) throw new Error(`An upload was answered ${String(answer.status)}.`);
    return performance.now() - started;
  });
}

const port = parentPort;
if (port) {
  const job = workerData as UploadJob;
  const files = Array.from({ length: job.count }, () => Uint8Array.from(largeResume()));
  // A failed upload is left unhandled: it ends the thread, and the bench hears of it as an error.
  port.once('message', () => {
    void Promise.all(files.map((bytes, index) => upload(job.origin, bytes, index))).then(
      (times) => {
        port.postMessage(times);
      },
    );
  });
  port.postMessage('ready');
}
