/**
 * A real SMTP server for the tests (the `smtp-server` package) that keeps every message it
 * accepts, and can be stopped and started again on the same port to play an outage.
 */
import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Header names in lower case; folded lines unfolded, encoded words left as they are. */
  headers: Map<string, string>;
  /** The decoded text body. */
  text: string;
  recipients: string[];
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
        .replace(/%(?![0-9A-F]{2})/gi, '%25');
      return decodeURIComponent(bytes);
    }
    default:
      return body;
  }
}

export function parseMail(raw: string, recipients: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const text = decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n');
  return { headers, text, recipients };
}

export async function startSmtpSink(port = 0, messages: ReceivedMail[] = []): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((address) => address.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), recipients));
        callback();
      });
    },
  });
  const actualPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    // Once listening, a client that dies mid-message (a killed gateway) only ends its connection.
    server.on('error', () => undefined);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitFor(count, timeoutMs = 15_000) {
      const started = Date.now();
      while (messages.length < count) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`Only ${messages.length} of ${count} messages arrived.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

export interface SmtpOutage {
  port: number;
  url: string;
  /** Frees the port so a sink can start on it: the mail server is back. */
  end(): Promise<void>;
}

/**
 * An SMTP server in maintenance: it holds a loopback port and answers every connection with
 * "421 not available" before closing it, so a client fails at once. Holding the port matters:
 * a port merely closed can be taken by another test's server meanwhile, and a client connecting
 * to something that never greets waits out its greeting timeout instead of failing.
 */
export async function startSmtpOutage(): Promise<SmtpOutage> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.end('421 4.3.2 Service not available, closing transmission channel\r\n');
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    end: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
