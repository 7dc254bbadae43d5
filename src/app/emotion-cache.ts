import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One key on server and client: the prerendered style tags carry `data-emotion="css ..."`, and
 * the client cache with the same key adopts them instead of inserting the rules again.
 */
export const emotionCacheKey = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionCacheKey });
}
