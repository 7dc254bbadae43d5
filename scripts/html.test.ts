import { describe, expect, it } from 'vitest';
import { fillTemplate, outputFileFor, splitHoistedHead } from './html';

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
});
