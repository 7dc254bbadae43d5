/**
 * Reading a password in a terminal without showing it, or from standard input when that is a
 * pipe or a file (scripts, `echo ... | npm run staff -- add`).
 */
import { createInterface } from 'node:readline';

/** The first line of standard input, without its line break. */
export async function readPipedLine(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Asks in the terminal with echo off: nothing typed appears, not even asterisks. */
export function promptHidden(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    // Echo goes off before the question shows, so nothing typed in reply can appear.
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    output.write(question);
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish();
          return;
        }
        if (character === '\u0003' || character === '\u0004') {
          finish(new Error('Cancelled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') answer = answer.slice(0, -1);
        else if (character >= ' ') answer += character;
      }
    };
    input.on('data', onData);
  });
}
