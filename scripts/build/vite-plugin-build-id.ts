/**
 * Records the id the built pages send with their beacons: the name of the chunk that holds the
 * beacon code, reduced as the page reduces it (`buildIdOf`). The prerender copies it into
 * build-settings.json, where the server that serves the build reads it, so that it keeps only
 * the builds it issued and stores any other id a beacon names as `other`. Found from the bundle
 * itself rather than guessed from the entry's name, since the bundler decides which chunk a
 * module lands in.
 */
import type { Plugin } from 'vite';
// Relative, not `@/`: vite.config.ts loads this module before its alias exists.
import { buildIdOf } from '../../src/shared/insights/beacon.ts';

/** Where the client build leaves the id, beside Vite's manifest (the prerender removes both). */
export const buildIdFile = '.vite/build-id.json';

/** The module whose chunk's name is the build's id. */
const beaconModule = 'src/lib/insights-beacon.ts';

export function buildIdRecord(): Plugin {
  let ssr = false;
  return {
    name: 'akscellence:build-id',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const holders = Object.values(bundle).filter(
        (output) =>
          output.type === 'chunk' &&
          output.moduleIds.some((id) => id.split('\\').join('/').endsWith(beaconModule)),
      );
      const [holder] = holders;
      if (!holder || holders.length > 1) {
        this.error(`Expected one chunk holding ${beaconModule}, found ${String(holders.length)}.`);
      }
      this.emitFile({
        type: 'asset',
        fileName: buildIdFile,
        source: JSON.stringify({ buildId: buildIdOf(holder.fileName) }),
      });
    },
  };
}
