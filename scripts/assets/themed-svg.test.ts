// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkArtColors, darkBrandMarkColors, tokenColors } from '@/theme/artwork';
import { contrast } from '@/theme/contrast';
import { brand, colorSchemes, teal, white } from '@/theme/primitives';
import { assetsDir, paintFile, pictureSources } from './picture-files';
import { colorsOf, paintSvg, tokensOf } from './themed-svg';

const pictures = pictureSources();
const readSource = (path: string) => readFileSync(path, 'utf8');
const named = pictures.map((picture) => [relative(assetsDir, picture.path), picture] as const);

const drawing = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">\n${body}\n</svg>\n`;

describe('the pictures, painted with the theme', () => {
  it('covers the artwork, the client logos, the brand mark and the app icon', () => {
    const kinds = new Set(pictures.map((picture) => picture.kind));
    expect([...kinds].sort()).toEqual(['art', 'brand', 'icon', 'logo']);
    expect(pictures.length).toBeGreaterThan(50);
  });

  it.each(named)('%s names its colours by token and paints for both schemes', (_name, picture) => {
    const painted = paintFile(picture.path, picture.kind);
    expect(tokensOf(painted)).toEqual([]);
    for (const color of colorsOf(painted).keys()) {
      expect(Object.values(tokenColors)).toContain(color);
    }
    if (picture.kind !== 'icon') expect(painted).toContain('@media (prefers-color-scheme: dark)');
  });

  it('has a dark counterpart for every colour the artwork uses', () => {
    for (const { path } of pictures.filter((picture) => picture.kind === 'art')) {
      for (const token of tokensOf(readSource(path))) {
        expect(darkArtColors[token], `${token} in ${path}`).toBeDefined();
      }
    }
  });

  it('turns the light panels dark, never white', () => {
    const paper = colorSchemes.dark.palette.background.default;
    for (const token of ['brand.50', 'common.white'] as const) {
      const dark = darkArtColors[token] ?? '';
      expect(contrast(dark, paper), `${token} -> ${dark}`).toBeLessThan(1.6);
    }
  });

  it('paints every client logo in one colour on dark tiles', () => {
    for (const { path } of pictures.filter((picture) => picture.kind === 'logo')) {
      const painted = paintFile(path, 'logo');
      expect(painted, path).toContain('[fill^="#"]:not(mask *){fill:currentColor}');
      expect(painted, path).toMatch(/\{svg\{color:#[0-9A-F]{6}\}/);
    }
  });

  it('keeps the brand mark at 3:1 or more against the dark header', () => {
    const header = colorSchemes.dark.palette.background.paper;
    const mark = pictures.find((picture) => picture.kind === 'brand');
    const tokens = tokensOf(readSource(mark?.path ?? ''));
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      const dark = darkBrandMarkColors[token] ?? '';
      expect(contrast(dark, header), `${token} -> ${dark}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('painting one picture', () => {
  it('writes the scale values in and repaints what changes on dark pages', () => {
    const painted = paintSvg(
      drawing('<rect fill="brand.50"/><path stroke="brand.400"/><circle fill="common.white"/>'),
      'art',
      'panel.svg',
    );
    expect(painted).toContain(`<rect fill="${brand[50]}"/>`);
    expect(painted).toContain(`<circle fill="${white}"/>`);
    // brand.400 stays as it is on dark pages, so it gets no rule.
    expect(painted).toContain(
      `<style id="color-schemes">@media (prefers-color-scheme: dark){` +
        `[fill="${brand[50]}" i]{fill:${darkArtColors['brand.50'] ?? ''}}` +
        `[fill="${white}" i]{fill:${darkArtColors['common.white'] ?? ''}}}</style>\n`,
    );
  });

  it('paints the brand mark with its own dark colours and the app icon without any', () => {
    const mark = paintSvg(drawing('<path fill="brand.600"/><path fill="teal.400"/>'), 'brand', 'm');
    expect(mark).toContain(`{fill:${brand[300]}}`);
    expect(mark).not.toContain(`{fill:${teal[400]}}`);
    const icon = paintSvg(drawing('<rect fill="brand.600"/>'), 'icon', 'icon.svg');
    expect(icon).toBe(drawing(`<rect fill="${brand[600]}"/>`));
  });

  it('refuses a colour value, an unknown token, a style block and a colour without a dark side', () => {
    expect(() => paintSvg(drawing('<rect fill="#123456"/>'), 'art', 'a.svg')).toThrow(
      'a.svg paints with fill="#123456": name a colour of the theme instead',
    );
    expect(() => paintSvg(drawing('<rect fill="brand.650"/>'), 'art', 'b.svg')).toThrow(
      'b.svg: fill="brand.650" names no colour of the theme',
    );
    expect(() => paintSvg(drawing('<style>rect{fill:red}</style>'), 'art', 'c.svg')).toThrow(
      'c.svg has a <style> block',
    );
    expect(() => paintSvg(drawing('<rect fill="gray.900"/>'), 'art', 'd.svg')).toThrow(
      'd.svg paints with gray.900, which has no dark counterpart in artwork.ts.',
    );
  });
});
