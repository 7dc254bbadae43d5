/**
 * What the build records beside the site for the server that serves it: the retention period
 * the privacy notice states, the CSP hashes of the inline scripts the prerender wrote into
 * the pages (so the server allows exactly those and reads no page to find them), and the build's
 * id as its pages send it with their beacons (so the server keeps only builds it issued).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetPaths } from '@/config/endpoints';

export interface BuildSettings {
  retentionDays: number;
  /** CSP hash sources, `sha256-<base64>`, sorted. */
  scriptHashes: string[];
  /**
   * The id the pages' beacons carry: the name of the chunk that sends them, less `.js`
   * (`buildId()` in src/lib/analytics-beacon.ts). A build made before it was recorded has none.
   */
  buildId?: string;
}

export function buildSettingsFile(distDir: string): string {
  return join(distDir, assetPaths.buildSettings.slice(1));
}

function isBuildSettings(value: unknown): value is BuildSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { retentionDays, scriptHashes, buildId } = value as Record<string, unknown>;
  return (
    typeof retentionDays === 'number' &&
    Array.isArray(scriptHashes) &&
    scriptHashes.every((hash) => typeof hash === 'string') &&
    (buildId === undefined || typeof buildId === 'string')
  );
}

/** The settings of the build in `distDir`, or undefined when it recorded none. */
export function readBuildSettings(distDir: string): BuildSettings | undefined {
  const file = buildSettingsFile(distDir);
  if (!existsSync(file)) return undefined;
  const settings: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isBuildSettings(settings)) {
    throw new Error(`${file} is not what the build writes: run \`npm run build\` again.`);
  }
  return settings;
}

export function serializeBuildSettings(settings: BuildSettings): string {
  return `${JSON.stringify({ ...settings, scriptHashes: [...settings.scriptHashes].sort() })}\n`;
}
