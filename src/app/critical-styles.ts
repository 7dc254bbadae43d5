import type { EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { emotionCacheKey, styleIdsOf } from './emotion-cache';

/**
 * The styles a page's components serialise whose class never reaches the HTML, by id.
 *
 * Emotion's extraction keeps only the styles whose class appears in the HTML. Rendering the page
 * also serialises styles whose class never reaches it: a component styled on top of another
 * component (MUI's Link on Typography, IconButton on ButtonBase) produces a class of its own that
 * the inner component folds into the class the element gets. The browser computes the same
 * styles while hydrating and, not knowing them, would insert every one of them again. Their CSS
 * styles no element (the element's own class carries it, merged), so the page lists only their
 * ids, which costs a few bytes where their CSS cost a few hundred of the first round trip.
 */
export function unnamedStyleIds(cache: EmotionCache, critical: EmotionCriticalToChunks): string[] {
  const listed = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const prefix = `${cache.key}-`;
  return Object.keys(cache.registered)
    .map((className) => className.slice(prefix.length))
    .filter((id) => !listed.has(id) && typeof cache.inserted[id] === 'string');
}

interface StyleTagOptions {
  /** The rendering cache's record of each id's CSS. */
  inserted?: EmotionCache['inserted'];
  /** Ids the cache knows without CSS in the page (`unnamedStyleIds`). */
  unnamed?: readonly string[];
  key?: string;
}

/**
 * The chunks as <style> tags the browser's Emotion cache adopts where they are. `data-s` is the
 * mark Emotion gives a server style tag once it has moved it to the end of <head>; the tags are
 * in <head> already, and moving a stylesheet makes the browser parse it and restyle the page
 * again. The tag of the cache's own key lists only the unnamed ids: the browser reads the others
 * back from its rules (`styleIdsOf`). An id the rules would not give back must have no CSS, or
 * the browser would insert it again.
 */
export function criticalStyleTags(
  critical: EmotionCriticalToChunks,
  { inserted = {}, unnamed = [], key = emotionCacheKey }: StyleTagOptions = {},
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
        listed = [...unnamed];
      }
      const tagCss = css.replace(/<\/style/gi, '<\\/style');
      return `<style data-emotion="${[chunkKey, ...listed].join(' ')}" data-s="">${tagCss}</style>`;
    })
    .join('');
}
