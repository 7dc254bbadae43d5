// @vitest-environment node
import createEmotionServer from '@emotion/server/create-instance';
import Link from '@mui/material/Link';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { criticalStyleTags, unnamedStyleIds } from './critical-styles';
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
  it('names the styles of composed components, which the HTML never names', () => {
    const { cache, html, critical } = renderLink();
    const extracted = critical.styles.find((chunk) => chunk.key === 'css');
    const unnamed = unnamedStyleIds(cache, critical);
    // MUI's Link is styled on top of Typography: Link's own style is folded into the class the
    // anchor gets, and is missing from Emotion's extraction.
    expect(unnamed.length).toBeGreaterThan(0);
    for (const id of unnamed) {
      expect(html).not.toContain(`css-${id}`);
      expect(extracted?.ids).not.toContain(id);
      expect(extracted?.css).not.toContain(`.css-${id}`);
    }
  });

  it('writes tags the browser cache adopts in place, listing only the unnamed ids', () => {
    const { cache, critical } = renderLink();
    const unnamed = unnamedStyleIds(cache, critical);
    const tags = criticalStyleTags(critical, { inserted: cache.inserted, unnamed });
    for (const chunk of critical.styles) {
      const ids = chunk.key === cache.key ? unnamed : chunk.ids;
      expect(tags).toContain(
        `<style data-emotion="${[chunk.key, ...ids].join(' ')}" data-s="">${chunk.css}</style>`,
      );
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
    expect(() => criticalStyleTags(critical, { inserted: { abc: '.x .css-abc{}' } })).toThrow(
      /abc/,
    );
    // A style with no CSS has no rule to insert again.
    expect(() => criticalStyleTags(critical, { inserted: { abc: '' } })).not.toThrow();
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
