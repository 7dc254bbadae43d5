/** Serves a fetch handler (a hono app's) on 127.0.0.1 and a port the system picks. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

export async function listen(
  fetchHandler: (request: Request) => Response | Promise<Response>,
): Promise<Listening> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(started);
    });
  });
  const { port } = server.address() as AddressInfo;
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
