// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSet } from '@/components/common/icon-set';
import { buildSprite, iconElements, spritePath } from './icon-sprite';

describe('icon sprite', () => {
  it('is up to date with the icon set (run `npm run icons` after changing it)', () => {
    expect(readFileSync(spritePath, 'utf8')).toBe(buildSprite());
  });

  it('has one symbol per icon name', () => {
    const sprite = buildSprite();
    for (const name of Object.keys(iconSet))
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  it('reads every element of an icon module, attributes in SVG spelling', () => {
    const source =
      'createSvgIcon([_jsx("path", {\n  d: "M4 9h5"\n}, "0"), _jsx("circle", {\n  cx: "12",\n  cy: "12",\n  r: "2",\n  fillOpacity: ".3"\n}, "1")], \'X\');';
    expect(iconElements(source)).toBe(
      '<path d="M4 9h5"/><circle cx="12" cy="12" r="2" fill-opacity=".3"/>',
    );
  });
});
