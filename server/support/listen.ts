/**
 * Serves a fetch handler (a hono app's) on 127.0.0.1 and a port the system picks, with the
 * server's production limits unless a test asks for others.
 */
import { defaultLimits } from '../config';
import { startHttpServer, type HttpServerOptions } from '../http-server';

export interface Listening {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

export async function listen(
  fetchHandler: HttpServerOptions['fetch'],
  limits: Partial<
    Pick<
      HttpServerOptions,
      'requestTimeoutMs' | 'headersTimeoutMs' | 'maxConnections' | 'longRequests'
    >
  > = {},
): Promise<Listening> {
  const { server, port } = await startHttpServer({
    fetch: fetchHandler,
    port: 0,
    host: '127.0.0.1',
    requestTimeoutMs: defaultLimits.requestTimeoutMs,
    headersTimeoutMs: defaultLimits.headersTimeoutMs,
    maxConnections: defaultLimits.maxConnections,
    ...limits,
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        // Keep-alive connections would otherwise hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
