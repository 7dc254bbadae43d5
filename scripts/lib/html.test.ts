import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  mainArtSource,
  metaContent,
  minifyInlineScripts,
  outputFileFor,
  rendersCarousel,
  splitHoistedHead,
  takeEntry,
} from './html';

describe('prerendered page assembly', () => {
  it('moves the leading title, meta and link tags into the head', () => {
    const html =
      '<title>About | Akscellence</title><meta name="description" content="x"/><link rel="canonical" href="https://a.example/aboutus"/><div id="app"><meta itemprop="kept"/></div>';
    const { head, body } = splitHoistedHead(html);
    expect(head).toBe(
      '<title>About | Akscellence</title><meta name="description" content="x"/><link rel="canonical" href="https://a.example/aboutus"/>',
    );
    expect(body).toBe('<div id="app"><meta itemprop="kept"/></div>');
  });

  it('fills both slots and keeps `$` sequences in page content literally', () => {
    const page = fillTemplate(
      '<head><!--app-head--></head><body><div><!--app-html--></div><!--app-data--></body>',
      {
        head: '<title>t</title>',
        styles: '<style>a{}</style>',
        body: '<p>Costs $& and $1</p>',
        data: '<script type="application/json">{}</script>',
      },
    );
    expect(page).toBe(
      '<head><title>t</title><style>a{}</style></head><body><div><p>Costs $& and $1</p></div><script type="application/json">{}</script></body>',
    );
  });

  it('refuses a template without its slots', () => {
    expect(() =>
      fillTemplate('<html></html>', { head: '', styles: '', body: '', data: '' }),
    ).toThrow(/slot/);
  });

  it('maps page paths to output files', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/aboutus')).toBe('aboutus/index.html');
    expect(outputFileFor('/services/ser1')).toBe('services/ser1/index.html');
  });

  it('reads a meta tag of the head by property or name, entities decoded', () => {
    const head =
      '<meta property="og:title" content="Q&amp;A | Akscellence"/><meta name="twitter:card" content="summary_large_image"/>';
    expect(metaContent(head, 'og:title')).toBe('Q&A | Akscellence');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'og:image')).toBeUndefined();
  });

  it("finds the page's artwork: the first picture with alt text inside <main>", () => {
    const header = '<header><img src="/assets/mark.svg" alt=""/></header>';
    const footer = '<footer><img src="/assets/logo.svg" alt="Prairie Mutual logo"/></footer>';
    const main = (inner: string) => `${header}<main id="main-content">${inner}</main>${footer}`;
    expect(
      mainArtSource(
        main('<img src="/assets/icon.svg" alt=""/><img src="/assets/careers.svg" alt="A path"/>'),
      ),
    ).toBe('/assets/careers.svg');
    // Without a picture of its own, the footer's logos are not taken for one.
    expect(mainArtSource(main('<h1>Privacy</h1>'))).toBeUndefined();
    expect(mainArtSource(`${header}${footer}`)).toBeUndefined();
  });
});

describe('the scripts and styles of a page', () => {
  const built = [
    '<head><link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/client-2.js"></head>',
    '<body><div id="root"><!--app-html--></div>',
    '    <script type="module" crossorigin src="/assets/index-3.js"></script>',
    '</body>',
  ].join('\n');

  it('takes the entry and its preloads out of the built template', () => {
    const { template, entry, entryDeps } = takeEntry(built);
    expect(entry).toBe('/assets/index-3.js');
    expect(entryDeps).toEqual(['/assets/react-1.js', '/assets/client-2.js']);
    expect(template).not.toMatch(/modulepreload|index-3|<script/);
    expect(template).toContain('<!--app-html-->');
  });

  it('refuses a template without exactly one entry', () => {
    expect(() => takeEntry('<body></body>')).toThrow(/0 entry scripts/);
    const twice = built.replace(
      '</body>',
      '<script type="module" crossorigin src="/b.js"></script></body>',
    );
    expect(() => takeEntry(twice)).toThrow(/2 entry scripts/);
  });

  it('minifies inline classic scripts and leaves data and modules alone', () => {
    const html =
      '<script>(function () {\n  var mode = "dark";\n  document.body.dataset.mode = mode;\n})();</script>' +
      '<script type="application/ld+json">{ "a": 1 }</script>';
    const minified = minifyInlineScripts(html);
    expect(minified).toContain('<script type="application/ld+json">{ "a": 1 }</script>');
    const script = /^<script>([^<]*)<\/script>/.exec(minified)?.[1] ?? '';
    expect(script.length).toBeLessThan(70);
    expect(script).not.toMatch(/\n| {2}/);
    expect(script).toContain('document.body.dataset.mode');
    expect(() => minifyInlineScripts('<script>var = ;</script>')).toThrow(/does not minify/);
  });

  it('knows the pages that render a carousel', () => {
    expect(rendersCarousel('<div class="swiper"><div class="swiper-wrapper"></div></div>')).toBe(
      true,
    );
    expect(rendersCarousel('<div class="swiper swiper-initialized">')).toBe(true);
    expect(rendersCarousel('<div class="swiper-slide">')).toBe(false);
    expect(rendersCarousel('<p>No carousel</p>')).toBe(false);
  });
});
