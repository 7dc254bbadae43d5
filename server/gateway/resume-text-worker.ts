/**
 * The process that reads a résumé file's text, away from the server and within the time and
 * memory it is given (./resume-text.ts starts and ends it): the file's kind as its argument, the
 * bytes on its input, the text as JSON on its output. Run by Node from its source (so it imports
 * packages only), or as the Lambda build bundles it with them (scripts/build/lambda.ts). A PDF
 * is read with unpdf's build of PDF.js, which has no code evaluation in it at all (no `eval`, no
 * `new Function`: checked by resume-text.test.ts), and never runs a document's script; a Word
 * document with mammoth, whose raw text reads no file outside the document (external file
 * access is off by default from 1.11 on).
 */
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
  // The process ends with the answer: nothing to tidy up.
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** Writes the answer, then ends: PDF.js may leave a timer that would keep the process up. */
function answer(reply: { ok: true; text: string } | { ok: false; error: string }): void {
  process.stdout.write(JSON.stringify(reply), () => {
    process.exit(0);
  });
}

async function main(): Promise<void> {
  const type = process.argv[2] === 'docx' ? 'docx' : 'pdf';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  try {
    answer({ ok: true, text: await read({ type, bytes: new Uint8Array(Buffer.concat(chunks)) }) });
  } catch (error) {
    answer({ ok: false, error: error instanceof Error ? error.name : 'Error' });
  }
}

void main();
