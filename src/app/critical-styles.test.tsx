// @vitest-environment node
import createEmotionServer from '@emotion/server/create-instance';
import Link from '@mui/material/Link';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { criticalStyleTags, withAllRenderedStyles } from './critical-styles';
import { createEmotionCache, styleIdsOf } from './emotion-cache';

function renderLink() {
  const cache = createEmotionCache();
  const server = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders emotionCache={cache}>
      <MemoryRouter>
        <Link href="/aboutus" sx={{ fontWeight: 'fontWeightBold' }}>
          About
        </Link>
      </MemoryRouter>
    </AppProviders>,
  );
  return { cache, html, critical: server.extractCriticalToChunks(html) };
}

describe('critical styles of a prerendered page', () => {
  it('lists the intermediate styles of composed components, which the HTML never names', () => {
    const { cache, html, critical } = renderLink();
    const extracted = critical.styles.find((chunk) => chunk.key === 'css');
    const completed = withAllRenderedStyles(cache, critical).styles.find(
      (chunk) => chunk.key === 'css',
    );
    // MUI's Link is styled on top of Typography: Link's own style is folded into the class the
    // anchor gets, and is missing from Emotion's extraction.
    const missing = completed?.ids.filter((id) => !extracted?.ids.includes(id)) ?? [];
    expect(missing.length).toBeGreaterThan(0);
    for (const id of missing) {
      expect(html).not.toContain(`css-${id}`);
      expect(completed?.css).toContain(`.css-${id}{`);
    }
    for (const id of extracted?.ids ?? []) expect(completed?.ids).toContain(id);
  });

  it('leaves global chunks as they are', () => {
    const { cache, critical } = renderLink();
    const globals = (chunks: typeof critical) =>
      chunks.styles.filter((chunk) => chunk.key !== cache.key);
    expect(globals(withAllRenderedStyles(cache, critical))).toEqual(globals(critical));
  });

  it('writes tags the browser cache adopts in place, ids read back from the rules', () => {
    const { cache, critical } = renderLink();
    const completed = withAllRenderedStyles(cache, critical);
    const tags = criticalStyleTags(completed, cache.inserted);
    for (const chunk of completed.styles) {
      const attribute = chunk.key === cache.key ? chunk.key : [chunk.key, ...chunk.ids].join(' ');
      expect(tags).toContain(`<style data-emotion="${attribute}" data-s="">${chunk.css}</style>`);
      if (chunk.key === cache.key) {
        const withCss = chunk.ids.filter((id) => Boolean(cache.inserted[id]));
        expect(styleIdsOf(chunk.css).sort()).toEqual(withCss.sort());
      }
    }
    expect(
      criticalStyleTags({ html: '', styles: [{ key: 'css', ids: [], css: 'a{}</style>' }] }),
    ).toBe('<style data-emotion="css" data-s="">a{}<\\/style></style>');
  });

  it('refuses a style whose rules would not give its id back', () => {
    const critical = { html: '', styles: [{ key: 'css', ids: ['abc'], css: '.x .css-abc{}' }] };
    expect(() => criticalStyleTags(critical, { abc: '.x .css-abc{}' })).toThrow(/abc/);
    // A style with no CSS has no rule to insert again.
    expect(() => criticalStyleTags(critical, { abc: '' })).not.toThrow();
  });
});

describe('the ids of a prerendered stylesheet', () => {
  it('are the classes that start its rules, at the top level and inside at-rules', () => {
    expect(
      styleIdsOf(
        '.css-a1{color:red}.css-a1:hover{color:blue}@media (min-width:600px){.css-b2{margin:0}}' +
          '.css-c3 .css-d4{padding:0}.Mui-x .css-e5{gap:0}',
      ),
    ).toEqual(['a1', 'b2', 'c3']);
  });
});
