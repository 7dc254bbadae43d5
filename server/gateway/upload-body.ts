/**
 * An upload's body, copied as it arrives into one buffer of the length the request declared.
 *
 * The Node adapter's `arrayBuffer()` gathers the chunks, joins them into one buffer when the last
 * arrives and then copies that into a new ArrayBuffer: for a 10 MB résumé, two copies, each one
 * task that held every other request (the forms too) for tens of milliseconds, and ten at once
 * when ten applicants send at once. Here each chunk is copied once, as it arrives, and the loop
 * turns between small pieces of the body however fast its chunks come.
 *
 * A body without a declared length (chunked: the size limit counts it as it arrives, see
 * `../body-limit.ts`), an app not running on Node's HTTP server, and a request whose body
 * something already began to read (the adapter's web stream takes chunks as they come) take the
 * adapter's way.
 */
import type { Context } from 'hono';
import { nodeIncoming } from '../client-address';
import { nextTurn } from '../loop-turns';

/**
 * How much of a body is copied before the loop takes its next turn. A server that falls behind
 * finds many chunks waiting, and reading them one after another takes no turn of the loop in
 * between (each comes in a microtask): ten applicants' files copied that way held every other
 * request for tens of milliseconds at a time, the copy into fresh memory being slow. Ten bodies
 * may each copy a piece in the same turn, as their chunks arrive, so a piece is kept small.
 */
const copyBytesPerTurn = 128 * 1024;

export class BodyLengthMismatch extends Error {
  constructor(received: number, declared: number) {
    super(
      `The body did not match its declared ${String(declared)} bytes (${String(received)} came).`,
    );
    this.name = 'BodyLengthMismatch';
  }
}

export async function readUploadBody(c: Context): Promise<Buffer> {
  const incoming = nodeIncoming(c);
  const declared = Number(c.req.header('Content-Length') ?? Number.NaN);
  if (
    !incoming ||
    incoming.readableDidRead ||
    incoming.listenerCount('data') > 0 ||
    c.req.header('Transfer-Encoding') !== undefined ||
    !Number.isSafeInteger(declared) ||
    declared < 0
  ) {
    return Buffer.from(await c.req.arrayBuffer());
  }
  return copyDeclared(incoming as AsyncIterable<Buffer>, declared);
}

/**
 * Chunks copied into one buffer of the declared length, a piece at a time with the loop's turns
 * between (`copyBytesPerTurn`); refused when they come to more or fewer bytes than declared.
 */
export async function copyDeclared(
  chunks: AsyncIterable<Buffer>,
  declared: number,
): Promise<Buffer> {
  // Never handed out unless every byte of it was written: see the length check below.
  const body = Buffer.allocUnsafe(declared);
  let received = 0;
  let sinceTurn = 0;
  for await (const chunk of chunks) {
    // Node's parser stops a body at its declared length; this only guards the copy.
    if (received + chunk.length > declared) throw new BodyLengthMismatch(received, declared);
    chunk.copy(body, received);
    received += chunk.length;
    sinceTurn += chunk.length;
    if (sinceTurn >= copyBytesPerTurn) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  if (received !== declared) throw new BodyLengthMismatch(received, declared);
  return body;
}
