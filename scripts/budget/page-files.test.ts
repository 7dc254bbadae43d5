// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageAssets, pageText } from './page-files';

describe('budget helpers', () => {
  it('reads the text a page draws, entities decoded, scripts and styles left out', () => {
    const html =
      '<style>.a{content:"é"}</style><h1>Tom &amp; Jerry&#x27;s &lt;IT&gt;&nbsp;shop</h1>' +
      '<script>var x = "ü";</script><input placeholder="Your name" value="José"/><p>since&#32;1998</p>';
    const text = pageText(html);
    expect(text).toContain("Tom & Jerry's <IT>\u00A0shop");
    expect(text).toContain('Your name');
    expect(text).toContain('José');
    expect(text).toContain('since 1998');
    expect(text).not.toContain('ü');
    expect(text).not.toContain('content');
  });

  it('counts a sprite once, whatever fragment each picture shows', () => {
    const html =
      '<img src="/assets/logos-1.svg#a"/><img src="/assets/logos-1.svg#b"/>' +
      '<link rel="preload" href="/assets/roboto-400-x.woff2" as="font"/>';
    expect(pageAssets(html)).toEqual(['/assets/logos-1.svg', '/assets/roboto-400-x.woff2']);
  });
});
