// @vitest-environment node
/**
 * A restyle in one place, proved: a copy of the project gets a second palette (a green brand
 * scale and a warm neutral, written into the copy's src/theme/primitives.ts as a maintainer
 * would) and one service a new name (its one title field); then `npm run build`, nothing else.
 * No colour of the original brand scale, neutral scale or dark surfaces may remain anywhere in
 * the build; icons, manifest and share images show the new colours; no page's title, Open
 * Graph tags or share image keeps the old name. The copy's own theme and picture tests then run
 * on the new palette. The working tree and its dist/ are never touched.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImagePath } from '@/config/endpoints';
import { darkArtColors, darkBrandMarkColors, darkLogoColor } from '@/theme/artwork';
import { brand, colorSchemes, darkTints, gray } from '@/theme/primitives';
import { distDir } from '../lib/paths';
import { filesUnder, headTexts, linkTexts, pngColors, pngPixel, textFiles } from './built-site';
import { copyProject, type ProjectCopy } from './project-copy';
import { applyRename, applySecondPalette, greenBrand, renamed } from './second-palette';

/** Every colour the original palette gives the build that the second palette must replace. */
const originalColors = new Set(
  [
    ...Object.values(brand),
    ...Object.values(gray),
    ...Object.values(darkTints),
    ...Object.entries(darkArtColors)
      .filter(([token]) => token.startsWith('brand.') || token.startsWith('gray.'))
      .map(([, color]) => color),
    darkBrandMarkColors['brand.600'] ?? '',
    darkLogoColor,
    colorSchemes.light.palette.surface.hero,
  ].map((color) => color.toUpperCase()),
);
const colorValue = /#[0-9A-Fa-f]{6}\b/g;

let copy: ProjectCopy;
let dist: string;
const builtBefore = existsSync(join(distDir, 'index.html'))
  ? statSync(join(distDir, 'index.html')).mtimeMs
  : undefined;

beforeAll(async () => {
  copy = copyProject();
  applySecondPalette(copy);
  applyRename(copy);
  await copy.run('build');
  dist = join(copy.root, 'dist');
});

afterAll(() => {
  copy.remove();
});

describe('the build with a second palette', () => {
  it('holds no colour of the original scales or dark surfaces in any text file', () => {
    const files = textFiles(dist);
    expect(files.size).toBeGreaterThan(150);
    const found = [...files].flatMap(([file, text]) =>
      [...new Set(text.match(colorValue) ?? [])]
        .filter((color) => originalColors.has(color.toUpperCase()))
        .map((color) => `${file}: ${color}`),
    );
    expect(found).toEqual([]);
    const svgs = [...files.keys()].filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(45);
  });

  it('paints the favicon, the app icons and the manifest in the new brand colour', () => {
    const newBrand = greenBrand[600];
    expect(readFileSync(join(dist, 'favicon.svg'), 'utf8')).toContain(`fill="${newBrand}"`);
    const manifest: unknown = JSON.parse(readFileSync(join(dist, 'site.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ theme_color: newBrand });
    for (const icon of ['apple-touch-icon.png', 'icon-192.png', 'icon-512.png']) {
      const [main] = pngColors(join(dist, icon));
      expect(main?.color, icon).toBe(newBrand);
    }
  });

  it('draws every share image on the new hero colour, with none of the original colours', () => {
    const images = filesUnder(join(dist, 'share')).filter((file) => file.endsWith('.png'));
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) {
      const file = join(dist, 'share', image);
      // The band starts at the hero colour in the top-left corner, as the browser suite checks.
      expect(pngPixel(file, 0, 0), image).toBe(greenBrand[800]);
      const dominant = pngColors(file)
        .slice(0, 12)
        .map((entry) => entry.color);
      expect(
        dominant.filter((color) => originalColors.has(color)),
        image,
      ).toEqual([]);
    }
  });
});

describe('the build with a renamed service', () => {
  const pages = () =>
    filesUnder(dist)
      .filter((file) => file.endsWith('.html') && !file.startsWith('staff/'))
      .map((file) => ({ file, html: readFileSync(join(dist, file), 'utf8') }));

  it('names it anew in every page title and Open Graph tag, and never by the old name', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(40);
    const old = new RegExp(renamed.from, 'i');
    for (const { file, html } of all) {
      expect(
        headTexts(html).filter((text) => old.test(text)),
        file,
      ).toEqual([]);
    }
    const page = readFileSync(join(dist, renamed.page.slice(1), 'index.html'), 'utf8');
    const [title = '', ...tags] = headTexts(page);
    expect(title.startsWith(renamed.to)).toBe(true);
    expect(tags.filter((text) => text.includes(renamed.to)).length).toBeGreaterThanOrEqual(4);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${renamed.to}</h1>`));
  });

  it('names it anew in every link to it', () => {
    for (const { file, html } of pages()) {
      const links = linkTexts(html, renamed.page);
      expect(
        links.filter((text) => text.includes(renamed.from)),
        file,
      ).toEqual([]);
      if (file !== '404.html') expect(links.join(' '), file).toContain(renamed.to);
    }
  });

  it('writes the new name in its share image, not the old one', async () => {
    const built = readFileSync(join(dist, shareImagePath(renamed.page).slice(1)));
    const page = readFileSync(join(dist, renamed.page.slice(1), 'index.html'), 'utf8');
    const suffix = (headTexts(page)[0] ?? '').replace(/ \| [^|]+$/, '').slice(renamed.to.length);
    const drawn = async (name: string) => {
      const out = join(copy.root, `${name}.png`);
      await copy.exec(
        'tsx',
        'scripts/restyle/draw-share-image.ts',
        renamed.page,
        `${name}${suffix}`,
        out,
      );
      return readFileSync(out);
    };
    expect(built.equals(await drawn(renamed.to))).toBe(true);
    expect(built.equals(await drawn(renamed.from))).toBe(false);
  });
});

describe('the second palette', () => {
  it('passes the copy’s own contrast and picture tests', async () => {
    // Rejects with the test output when any fails.
    const output = await copy.exec(
      'vitest',
      'run',
      '--project',
      'unit',
      'src/theme',
      'scripts/assets',
    );
    expect(stripVTControlCharacters(output)).toMatch(/Test Files\s+\d+ passed/);
  });

  it('left the working tree’s own build alone', () => {
    const builtNow = existsSync(join(distDir, 'index.html'))
      ? statSync(join(distDir, 'index.html')).mtimeMs
      : undefined;
    expect(builtNow).toBe(builtBefore);
  });
});
