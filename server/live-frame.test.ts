// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assemblePage, type LiveFrame } from './live-frame';

const frame: LiveFrame = {
  buildId: 'b1',
  template:
    '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  preloads: '<link rel="preload" href="/assets/f.woff2">',
  themeStyles: '<style id="theme-styles">:root{}</style>',
  carouselStyle: '<style id="carousel"></style>',
  scripts: { 'root careers': '<script type="module" src="/assets/p.js"></script>' },
  inlineScripts: { 'var scheme = 1;': 'var s=1' },
  sitemap: { paths: [], builtOn: '2026-11-01' },
};

const page = {
  html: '<title>Careers</title><meta name="description" content="d"><main><script>var scheme = 1;</script><h1>Jobs $& $1</h1></main>',
  styles: '<style data-emotion="css x"></style>',
  status: 200,
  routeIds: ['root', 'careers'],
  data: '<script type="application/json" id="router-hydration">{}</script>',
};

describe('a live page put together', () => {
  it('is the template with the head, styles, scripts, markup and data in place', () => {
    expect(assemblePage(frame, page)).toBe(
      '<html><head><title>Careers</title><meta name="description" content="d"><link rel="preload" href="/assets/f.woff2"><script type="module" src="/assets/p.js"></script><style id="theme-styles">:root{}</style><style data-emotion="css x"></style></head><body><div id="root"><main><script>var s=1</script><h1>Jobs $& $1</h1></main></div><script type="application/json" id="router-hydration">{}</script></body></html>',
    );
  });

  it('adds the carousel styles only to a page with a carousel', () => {
    const carousel = { ...page, html: '<div class="swiper x"></div>' };
    expect(assemblePage(frame, carousel)).toContain('<style id="carousel">');
    expect(assemblePage(frame, page)).not.toContain('<style id="carousel">');
  });

  it('fails, rather than send a script the Content-Security-Policy would block', () => {
    expect(() => assemblePage(frame, { ...page, html: '<script>alert(1)</script>' })).toThrow(
      'inline script',
    );
    expect(() => assemblePage(frame, { ...page, routeIds: ['root', 'job'] })).toThrow(
      'no scripts for the routes root, job',
    );
  });
});
