/**
 * The renderer of the build in place: the server build of src/entry-server.tsx (dist-ssr/) and
 * the frame its pages are put in, written by the same `npm run build` as the files served.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readLiveFrame } from '../live-frame';
import type { JobsReader, LiveBuild, RenderResult } from './live-pages';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRenderResult(value: unknown): value is RenderResult {
  if (!isObject(value) || typeof value.status !== 'number') return false;
  if (typeof value.location === 'string') return true;
  return (
    typeof value.html === 'string' &&
    typeof value.styles === 'string' &&
    typeof value.data === 'string' &&
    Array.isArray(value.routeIds)
  );
}

export async function loadBuiltRenderer(ssrDir: string): Promise<LiveBuild> {
  const frame = readLiveFrame(ssrDir);
  // React runs in production mode here only if it was loaded so (server/production-mode.ts).
  // The build's id in the address: after a rebuild, the new server build is a new module.
  const entry: unknown = await import(
    `${pathToFileURL(join(ssrDir, 'entry-server.js')).href}?build=${encodeURIComponent(frame.buildId)}`
  );
  if (!isObject(entry) || typeof entry.render !== 'function') {
    throw new Error('The server build has no render function.');
  }
  const render = entry.render;
  return {
    frame,
    render: async (path: string, jobs: JobsReader) => {
      const result: unknown = await Reflect.apply(render, entry, [path, jobs]);
      if (!isRenderResult(result)) throw new Error(`The server build rendered ${path} oddly.`);
      return result;
    },
  };
}
