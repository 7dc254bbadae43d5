import createCache, { type EmotionCache } from '@emotion/cache';
import { modernPrefixer } from '@/lib/style-prefixer';

/**
 * One key on server and client: the prerendered style tags carry `data-emotion="css"`, and the
 * client cache with the same key adopts them instead of inserting the rules again.
 */
export const emotionCacheKey = 'css';

/**
 * The ids of the styles in a prerendered stylesheet, read back from the rules themselves: every
 * rule of a style starts with its class, `.css-<id>`, whether at the top level or inside an
 * at-rule (`@media (...){.css-<id>{...}}`). The page therefore need not list them again in the
 * tag's attribute, which would cost a few hundred bytes of the first 14 KB the phone receives.
 */
export function styleIdsOf(css: string, key = emotionCacheKey): string[] {
  const leadingClass = new RegExp(String.raw`(?:^|[{}])\.${key}-([\w-]+)`, 'g');
  return [...new Set(Array.from(css.matchAll(leadingClass), (match) => match[1] ?? ''))];
}

/**
 * Writes the ids of each prerendered style tag of the cache's key back into its `data-emotion`
 * attribute, in the form Emotion's cache reads when it is created (`css id1 id2 ...`), beside the
 * ids the tag lists (styles without CSS of their own, see `app/critical-styles.ts`): the cache
 * then knows every style the page came with and inserts none of them again while hydrating.
 */
function restoreStyleIds(key: string): void {
  for (const tag of document.querySelectorAll<HTMLStyleElement>(
    `style[data-emotion^="${key}"][data-s]`,
  )) {
    const [tagKey, ...listed] = (tag.getAttribute('data-emotion') ?? '').split(' ');
    if (tagKey !== key) continue;
    const ids = [...new Set([...styleIdsOf(tag.textContent, key), ...listed])];
    if (ids.length > 0) tag.setAttribute('data-emotion', [key, ...ids].join(' '));
  }
}

export function createEmotionCache(): EmotionCache {
  if (typeof document !== 'undefined') restoreStyleIds(emotionCacheKey);
  return createCache({ key: emotionCacheKey, stylisPlugins: [modernPrefixer] });
}
