/**
 * The server as `npm start` runs it, saying how much of its heap is in use four times a second on
 * its output (`heap-used <bytes>`): the junk-flood benchmark (`junk-flood.ts`) reads the figures
 * there, since another process's heap cannot be asked for from outside.
 */
setInterval(() => {
  console.log(`heap-used ${String(process.memoryUsage().heapUsed)}`);
}, 250).unref();

await import('../../server/main');
