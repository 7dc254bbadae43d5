// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { codePointsOf, textCharacters, textRange } from '@/lib/font-ranges';
import { buildStylesheet, fontsDir, stylesheetPath, weights } from '../assets/font-faces';
import { projectRoot } from '../lib/paths';
import { fontFaces } from './vite-plugin-font-faces';

const plugin = fontFaces();
const resolveId = (source: string) =>
  (plugin.resolveId as (source: string) => string | null)(source);
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);

describe('the Roboto stylesheet the build writes', () => {
  it('has one rule per preloaded weight, naming its subset and exactly its characters', () => {
    const rules = buildStylesheet().match(/@font-face \{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(weights.length);
    for (const [index, weight] of weights.entries()) {
      const rule = rules[index] ?? '';
      expect(rule).toContain("font-family: 'Roboto';");
      expect(rule).toContain('font-display: swap;');
      expect(rule).toContain(`font-weight: ${weight};`);
      const file = /url\(\.\/([^)]+)\) format\('woff2'\)/.exec(rule)?.[1] ?? '';
      expect(file).toBe(`roboto-${weight}.woff2`);
      expect(existsSync(join(fontsDir, file))).toBe(true);
      expect(rule).toContain(`unicode-range: ${textRange};`);
    }
    const byValue = (a: number, b: number) => a - b;
    const characters = Array.from(textCharacters, (character) => character.codePointAt(0) ?? -1);
    expect([...codePointsOf(textRange)].sort(byValue)).toEqual(characters.sort(byValue));
  });

  it('is served for the import in src/main.tsx and the dev server address, and nothing else', () => {
    expect(resolveId(stylesheetPath)).toBe(stylesheetPath);
    expect(resolveId('/src/assets/fonts/roboto.css')).toBe(stylesheetPath);
    expect(resolveId('/src/assets/fonts/roboto.css?direct')).toBe(`${stylesheetPath}?direct`);
    expect(load(stylesheetPath)).toBe(buildStylesheet());
    expect(load(`${stylesheetPath}?direct`)).toBe(buildStylesheet());
    for (const other of [
      './roboto.css',
      'roboto.css',
      '/src/assets/fonts/roboto-400.woff2',
      '/src/assets/fonts/roboto.css.map',
      '/src/assets/roboto.css',
      '/../src/assets/fonts/roboto.css.js',
      `${stylesheetPath}x`,
      '',
    ]) {
      expect(resolveId(other), other).toBeNull();
      expect(load(other), other).toBeNull();
    }
  });

  it('reaches the browser through Vite with the subsets’ addresses', async () => {
    const server = await createServer({
      configFile: join(projectRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: false, ws: false },
      logLevel: 'silent',
    });
    try {
      const served = await server.transformRequest('/src/assets/fonts/roboto.css?direct');
      for (const weight of weights) {
        expect(served?.code).toContain(`url(/src/assets/fonts/roboto-${weight}.woff2)`);
      }
      expect(served?.code.match(/@font-face/g)).toHaveLength(weights.length);
    } finally {
      await server.close();
    }
  });
});
