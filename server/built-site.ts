/**
 * The built site a server serves, followed across rebuilds. `npm run build` makes the new site
 * in a folder of its own and moves it into place only when it is complete (scripts/build/
 * build.ts), so the server keeps serving the last good build while a new one is made. What the
 * server read from the old one (the CSP hashes of its inline scripts, the 404 page, the staff
 * pages' shell, the build's id) must then follow: each request looks at the build's settings
 * file at most once a second and reads everything again when a new build has taken its place.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assetPaths } from '@/config/endpoints';
import { buildSettingsFile, readBuildSettings, type BuildSettings } from './build-settings';

export interface BuiltFiles {
  settings: BuildSettings | undefined;
  notFoundHtml: string;
  staffShell: string | undefined;
}

export interface BuiltSite {
  /** The folder served; a rebuild moves a new site to the same path. */
  distDir: string;
  /** What the server reads from the build now in place. */
  current: () => BuiltFiles;
  /** Called once a new build has replaced the one read before. */
  onReplaced: (listener: () => void) => void;
}

/** How often a request may look whether the build was replaced. */
const checkEveryMs = 1_000;

function readFiles(distDir: string): BuiltFiles {
  const staffShellFile = join(distDir, assetPaths.staffShell.slice(1));
  return {
    settings: readBuildSettings(distDir),
    notFoundHtml: readFileSync(join(distDir, assetPaths.notFoundPage.slice(1)), 'utf8'),
    staffShell: existsSync(staffShellFile) ? readFileSync(staffShellFile, 'utf8') : undefined,
  };
}

/** The settings file's identity: a moved-in build has another file, with another inode. */
function stamp(distDir: string): string | undefined {
  try {
    const stats = statSync(buildSettingsFile(distDir));
    return `${String(stats.ino)} ${String(stats.mtimeMs)}`;
  } catch {
    return undefined;
  }
}

export function builtSite(distDir: string, now: () => number = Date.now): BuiltSite {
  let files = readFiles(distDir);
  let seen = stamp(distDir);
  let checkedAt = now();
  const listeners: (() => void)[] = [];
  return {
    distDir,
    current: () => {
      if (now() - checkedAt < checkEveryMs) return files;
      checkedAt = now();
      const latest = stamp(distDir);
      // No settings file: a build being moved into place, or none at all; keep what was read.
      if (latest === undefined || latest === seen) return files;
      try {
        files = readFiles(distDir);
        seen = latest;
        for (const listener of listeners) listener();
      } catch {
        // Read in the middle of the move: the next check reads it whole.
      }
      return files;
    },
    onReplaced: (listener) => {
      listeners.push(listener);
    },
  };
}
