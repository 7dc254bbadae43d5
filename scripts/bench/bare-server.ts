/**
 * A bare HTTP server in a process of its own that reads each request's body and answers 204 with
 * nothing else: the least any server can do for a beacon. The analytics benchmark sends beacons
 * here, beside the gateway's forms, to tell apart what the gateway's own work on the beacons
 * costs the forms from what the machine's CPUs, shared with a busy process and the load
 * generator, cost them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(204).end();
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`listening on http://127.0.0.1:${String(port)}`);
});
