import type { EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { emotionCacheKey, styleIdsOf } from './emotion-cache';

/**
 * The critical CSS of a prerendered page as Emotion chunks, completed so that the browser's cache
 * recognises every style the page's components serialise while hydrating.
 *
 * Emotion's extraction keeps only the styles whose class appears in the HTML. Rendering the page
 * also serialises styles whose class never reaches it: a component styled on top of another
 * component (MUI's Link on Typography, IconButton on ButtonBase) produces an intermediate class
 * that the inner component folds into its own, and a Suspense fallback renders before its
 * content is ready. The browser computes the same styles while hydrating and, not finding them,
 * would insert every one of them again. They are added to the page's chunk, CSS included (a
 * fallback's styles are needed if it is ever shown).
 */
export function withAllRenderedStyles(
  cache: EmotionCache,
  critical: EmotionCriticalToChunks,
): EmotionCriticalToChunks {
  const listed = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const prefix = `${cache.key}-`;
  const missing = Object.keys(cache.registered)
    .map((className) => className.slice(prefix.length))
    .filter((id) => !listed.has(id) && typeof cache.inserted[id] === 'string');
  const missingCss = missing.map((id) => cache.inserted[id]).join('');
  return {
    ...critical,
    styles: critical.styles.map((chunk) =>
      chunk.key === cache.key
        ? { ...chunk, ids: [...chunk.ids, ...missing], css: chunk.css + missingCss }
        : chunk,
    ),
  };
}

/**
 * The chunks as <style> tags the browser's Emotion cache adopts where they are. `data-s` is the
 * mark Emotion gives a server style tag once it has moved it to the end of <head>; the tags are
 * in <head> already, and moving a stylesheet makes the browser parse it and restyle the page
 * again. The tag of the cache's own key lists no ids: the browser reads them back from its
 * rules (`styleIdsOf`). `inserted` is the rendering cache's record of each id's CSS; an id the
 * rules would not give back must have none, or the browser would insert it again.
 */
export function criticalStyleTags(
  critical: EmotionCriticalToChunks,
  inserted: EmotionCache['inserted'] = {},
  key = emotionCacheKey,
): string {
  return critical.styles
    .map(({ key: chunkKey, ids, css }) => {
      let listed = ids;
      if (chunkKey === key) {
        const recovered = new Set(styleIdsOf(css, key));
        const lost = ids.filter((id) => !recovered.has(id) && Boolean(inserted[id]));
        if (lost.length > 0) {
          throw new Error(`Styles ${lost.join(', ')} do not start with their own class.`);
        }
        listed = [];
      }
      const tagCss = css.replace(/<\/style/gi, '<\\/style');
      return `<style data-emotion="${[chunkKey, ...listed].join(' ')}" data-s="">${tagCss}</style>`;
    })
    .join('');
}
