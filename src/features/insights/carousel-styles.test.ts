import { transform } from 'lightningcss';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { carouselStylesId, ensureCarouselStyles } from './carousel-styles';

afterEach(() => {
  document.head.replaceChildren();
});

describe('the carousel stylesheet', () => {
  it('is added once, when a page shows its first carousel', () => {
    ensureCarouselStyles();
    ensureCarouselStyles();
    expect(document.head.querySelectorAll(`style#${carouselStylesId}`)).toHaveLength(1);
  });

  it('is not added again to a page that came with it', () => {
    document.head.innerHTML = `<style id="${carouselStylesId}">.swiper{overflow:hidden}</style>`;
    ensureCarouselStyles();
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.swiper{overflow:hidden}');
  });
});

describe('the carousel stylesheet', () => {
  it('holds only rules of Swiper’s own stylesheet', () => {
    // For browsers without CSS nesting, which Swiper's source uses: its rules come out flat.
    const minified = (css: string) =>
      transform({
        filename: 'x.css',
        code: Buffer.from(css),
        minify: true,
        targets: { chrome: 100 << 16 },
      }).code.toString();
    /** Each rule as the minifier writes it: its selector, then its declarations in order. */
    const rules = (css: string) =>
      new Set(
        [...minified(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(
          ([, selector = '', body = '']) => `${selector}{${body.split(';').sort().join(';')}}`,
        ),
      );
    const require = createRequire(import.meta.url);
    const swiper = rules(
      ['swiper/css', 'swiper/css/a11y']
        .map((name) => readFileSync(require.resolve(name), 'utf8'))
        .join('\n'),
    );
    // Read from the file: the unit tests load no CSS.
    const ours = rules(readFileSync(join(import.meta.dirname, 'carousel.css'), 'utf8'));
    expect(ours.size).toBeGreaterThan(5);
    for (const rule of ours) expect(swiper, rule).toContain(rule);
  });
});
