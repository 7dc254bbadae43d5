// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clients } from '@/content/clients';
import { buildLogoSprite, logoBody, logoNames } from './logo-sprite';
import { logosDir, paintFile } from './picture-files';

describe('client logo sprite', () => {
  const sprite = buildLogoSprite();
  const slices = [...sprite.matchAll(/<svg id="([^"]+)" y="(\d+)"/g)].map(([, name, y]) => ({
    name,
    y: Number(y),
  }));

  it('holds every painted logo file, with their shared dark-scheme block once', () => {
    for (const name of logoNames()) {
      const { body, style } = logoBody(name, paintFile(join(logosDir, `${name}.svg`), 'logo'));
      expect(sprite).toContain(body);
      expect(sprite).toContain(`<style>${style}</style>`);
    }
    expect(sprite.match(/<style>/g)).toHaveLength(1);
  });

  it('stacks one slice per logo file, and every client shows its own slice of it', () => {
    const files = readdirSync(logosDir).filter((file) => file.endsWith('.svg'));
    expect(slices).toHaveLength(files.length);
    expect(sprite).toContain(`height="${String(80 * files.length)}"`);
    for (const [index, slice] of slices.entries()) expect(slice.y).toBe(index * 80);
    for (const client of clients) {
      const { index, count } = client.logo.slice;
      expect(count).toBe(slices.length);
      const name = client.name.toLowerCase().replaceAll(' ', '-');
      expect(slices[index]?.name, client.name).toBe(name);
    }
    expect(new Set(clients.map((client) => client.logo.slice.index)).size).toBe(clients.length);
  });

  it('keeps every id unique, references included', () => {
    const ids = [...sprite.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of sprite.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(target);
  });

  it('prefixes a logo’s ids with its name', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">\n' +
      '<style id="color-schemes">@media (prefers-color-scheme: dark){svg{color:red}}</style>\n' +
      '<mask id="cut"><rect width="240" height="80"/></mask><rect mask="url(#cut)"/>\n</svg>\n';
    expect(logoBody('acme', svg)).toEqual({
      body: '<mask id="acme-cut"><rect width="240" height="80"/></mask><rect mask="url(#acme-cut)"/>',
      size: '240 80',
      style: '@media (prefers-color-scheme: dark){svg{color:red}}',
    });
  });
});
