import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('sitemap and robots', () => {
  it('lists each page once with an absolute URL', () => {
    const xml = buildSitemap(
      'https://www.example.com',
      ['/', '/aboutus', '/aboutus'],
      '2026-11-22',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain(
      '<loc>https://www.example.com/aboutus</loc><lastmod>2026-11-22</lastmod>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('escapes XML special characters', () => {
    expect(buildSitemap('https://www.example.com', ['/a&b'], '2026-11-22')).toContain('/a&amp;b');
  });

  it('points robots.txt at the sitemap', () => {
    expect(buildRobots('https://www.example.com')).toContain(
      'Sitemap: https://www.example.com/sitemap.xml',
    );
  });
});
