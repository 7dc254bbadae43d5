// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand, colorSchemes } from '@/theme/primitives';
import { contrast } from '@/theme/contrast';
import {
  colorsOf,
  darkArtPalette,
  darkBrandPalette,
  darkRules,
  schemePictures,
  withDarkScheme,
} from './art-schemes';

const pictures = schemePictures();

describe('the dark scheme of the pictures', () => {
  it('covers the artwork, the client logos and the brand mark', () => {
    const kinds = new Set(pictures.map((picture) => picture.kind));
    expect([...kinds].sort()).toEqual(['art', 'brand', 'logo']);
    expect(pictures.length).toBeGreaterThan(50);
  });

  it.each(pictures.map((picture) => [picture.path.replace(/^.*assets\//, ''), picture] as const))(
    '%s is up to date (run `npm run art` after changing pictures or palettes)',
    (_name, { path, kind }) => {
      const source = readFileSync(path, 'utf8');
      expect(source).toBe(withDarkScheme(source, kind));
      expect(source).toContain('@media (prefers-color-scheme: dark)');
    },
  );

  it('has a dark counterpart for every colour the artwork uses', () => {
    for (const { path, kind } of pictures.filter((picture) => picture.kind === 'art')) {
      for (const color of colorsOf(readFileSync(path, 'utf8')).keys()) {
        expect(darkArtPalette[color], `${color} in ${path} (${kind})`).toBeDefined();
      }
    }
  });

  it('turns the light panels dark, never white', () => {
    const paper = colorSchemes.dark.palette.background.default;
    for (const light of [brand[50], '#FFFFFF']) {
      const dark = darkArtPalette[light] ?? light;
      expect(contrast(dark, paper), `${light} -> ${dark}`).toBeLessThan(1.6);
    }
  });

  it('paints every client logo in one colour on dark tiles', () => {
    for (const { path } of pictures.filter((picture) => picture.kind === 'logo')) {
      expect(readFileSync(path, 'utf8'), path).toContain(
        '[fill^="#"]:not(mask *){fill:currentColor}',
      );
    }
    expect(darkRules('', 'logo')).toMatch(/^svg\{color:#[0-9A-F]{6}\}/);
  });

  it('keeps the brand mark at 3:1 or more against the dark header', () => {
    const header = colorSchemes.dark.palette.background.paper;
    const mark = pictures.find((picture) => picture.kind === 'brand');
    const colors = [...colorsOf(readFileSync(mark?.path ?? '', 'utf8')).keys()];
    expect(colors.length).toBeGreaterThan(0);
    for (const color of colors) {
      const dark = darkBrandPalette[color] ?? color;
      expect(contrast(dark, header), `${color} -> ${dark}`).toBeGreaterThanOrEqual(3);
    }
  });
});
