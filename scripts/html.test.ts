import { describe, expect, it } from 'vitest';
import { fillTemplate, mainArtSource, metaContent, outputFileFor, splitHoistedHead } from './html';

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
