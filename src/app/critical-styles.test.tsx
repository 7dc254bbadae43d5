// @vitest-environment node
import createEmotionServer from '@emotion/server/create-instance';
import Link from '@mui/material/Link';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { criticalStyleTags, withAllRenderedStyles } from './critical-styles';
import { createEmotionCache } from './emotion-cache';

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

  it('writes tags the browser cache adopts in place, as Emotion would have written them', () => {
    const { critical } = renderLink();
    const tags = criticalStyleTags(critical);
    for (const chunk of critical.styles) {
      expect(tags).toContain(
        `<style data-emotion="${[chunk.key, ...chunk.ids].join(' ')}" data-s="">${chunk.css}</style>`,
      );
    }
    expect(
      criticalStyleTags({ html: '', styles: [{ key: 'css', ids: [], css: 'a{}</style>' }] }),
    ).toBe('<style data-emotion="css" data-s="">a{}<\\/style></style>');
  });
});
