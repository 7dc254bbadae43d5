// @vitest-environment node
/**
 * Colours live in src/theme/ only. Anywhere else a colour value would not follow a restyle: a
 * component, a script, a document or a picture's source. Lint refuses colour values in the app's
 * code; this checks every other file of the repository for the theme's own values, and every SVG
 * source for any value at all (pictures name their colours by token, see src/theme/artwork.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { themeColorsConfig } from '../eslint.colors.js';
import * as artwork from '@/theme/artwork';
import * as primitives from '@/theme/primitives';
import { projectRoot } from './lib/paths';

const colorValue = /#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g;

/** Every `#RRGGBB` string in a value, however deeply nested. */
function colorsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)) found.add(value.toUpperCase());
  else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) colorsIn(item, found);
  }
  return found;
}

/** The theme's colours: scales, named colours, palettes and the pictures' dark counterparts. */
const themeColors = colorsIn([primitives, artwork]);

/** The repository's files as a fresh clone would have them, with new files not yet committed. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('src/theme/'))
    .filter((file) => !/\.(png|jpe?g|webp|woff2?|ico|sqlite)$|package-lock\.json$/.test(file));
}

/** Lines of a text file that write one of `colors` (or any colour, when `colors` is absent). */
function offendingLines(file: string, colors?: ReadonlySet<string>): string[] {
  let text: string;
  try {
    text = readFileSync(join(projectRoot, file), 'utf8');
  } catch {
    // Listed by git but deleted in the working tree.
    return [];
  }
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(colorValue)]
      .map(([value]) => value.toUpperCase())
      .filter((value) => !colors || colors.has(value))
      .map((value) => `${file}:${index + 1} writes ${value}`),
  );
}

describe('colours come from the theme', () => {
  const files = repositoryFiles();

  it('knows the theme’s colours', () => {
    expect(themeColors.size).toBeGreaterThan(40);
    expect(themeColors).toContain(primitives.brand[600].toUpperCase());
    expect(themeColors).toContain(primitives.darkTints.hero.toUpperCase());
  });

  it('writes no colour of the theme in any file outside src/theme/', () => {
    expect(files.length).toBeGreaterThan(400);
    expect(files.flatMap((file) => offendingLines(file, themeColors))).toEqual([]);
  });

  it('writes no colour value at all in an SVG source', () => {
    const sources = files.filter((file) => file.endsWith('.svg'));
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.flatMap((file) => offendingLines(file))).toEqual([]);
  });

  it('lint refuses a colour value in the app’s code, and allows it in src/theme/', async () => {
    const eslint = new ESLint({
      cwd: projectRoot,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
        ...themeColorsConfig,
      ],
    });
    const lint = async (path: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: join(projectRoot, path) });
      return (result?.messages ?? []).map((message) => message.ruleId);
    };
    const code = "export const a = '#0a0b0c';\nexport const b = `1px solid #fff`;\n";
    expect(await lint('src/components/sections/x.tsx', code)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    expect(await lint('src/theme/x.ts', code)).toEqual([]);
  });
});
