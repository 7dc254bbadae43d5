/**
 * The thread that reads a résumé file's text, away from the server's event loop and within the
 * time and memory it is given (./resume-text.ts starts and ends it). Loaded by path, not
 * bundled, so it imports packages only. A PDF is read with unpdf's build of PDF.js, which has
 * no code evaluation in it at all (no `eval`, no `new Function`: checked by
 * resume-text.test.ts), and never runs a document's script; a Word document with mammoth,
 * whose raw text reads no file outside the document (external file access is off by default
 * from 1.11 on).
 */
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

interface Job {
  type: 'pdf' | 'docx';
  bytes: Uint8Array;
}

async function read(job: Job): Promise<string> {
  if (job.type === 'docx') {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(job.bytes) });
    return result.value;
  }
  const document = await getDocumentProxy(job.bytes, {
    // Nothing fetched, no fonts loaded into a page that is not there.
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    // Its warnings about fonts it does not need for text are no news.
    verbosity: 0,
  });
  // The thread ends with the answer: nothing to tidy up.
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

const job = workerData as Job;
read(job).then(
  (text) => {
    parentPort?.postMessage({ ok: true, text });
  },
  (error: unknown) => {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.name : 'Error' });
  },
);
