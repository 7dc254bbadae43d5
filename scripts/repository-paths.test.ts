/**
 * Every repository path written in backticks in the code's comments, the docs and the README
 * names a file or folder that exists: a moved file must take its mentions along, or a newcomer
 * follows a pointer to nothing. A path with a placeholder (`<name>`, `*`, `{a,b}`, `$VAR`) is a
 * pattern, not a path, and is left alone; so is a line or anchor after the path (`file.ts:12`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/paths';

const roots = ['src', 'server', 'scripts', 'docs', 'README.md'];
const repositoryFolders = ['src/', 'server/', 'scripts/', 'docs/', 'tests/', 'public/', '.ci/'];
const placeholder = /[<>*{}$]/;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', ...roots], { cwd: projectRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|md|js|mjs)$/.test(file));
}

/** The backticked repository paths of a text, as written and as a path on disk. */
function mentionedPaths(text: string): { written: string; path: string }[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((written) => repositoryFolders.some((folder) => written.startsWith(folder)))
    .filter((written) => !placeholder.test(written))
    .map((written) => ({ written, path: written.replace(/[:#].*$/, '').replace(/\/$/, '') }));
}

describe('repository paths in backticks', () => {
  it('reads a path, leaves patterns and drops a line number', () => {
    expect(
      mentionedPaths(
        'see `src/config/paths.ts:12`, `src/features/<name>/`, `docs/*.md`, `npm start` and `server/db/`',
      ),
    ).toEqual([
      { written: 'src/config/paths.ts:12', path: 'src/config/paths.ts' },
      { written: 'server/db/', path: 'server/db' },
    ]);
  });

  it('name files and folders that exist', () => {
    const missing = trackedFiles().flatMap((file) =>
      mentionedPaths(readFileSync(join(projectRoot, file), 'utf8'))
        .filter(({ path }) => !existsSync(join(projectRoot, path)))
        .map(({ written }) => `${file}: ${written}`),
    );
    expect(missing).toEqual([]);
  });
});
