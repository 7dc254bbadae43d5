import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { AppTheme } from '@/theme/app-theme';

/**
 * Providers every page needs: the Emotion cache (one per prerendered page, one in the browser)
 * and the theme. React Query is provided by the form sections only (`components/form/query-provider.tsx`),
 * which keeps it off the critical path of every other page.
 */
export function AppProviders({
  emotionCache,
  children,
}: {
  emotionCache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <AppTheme>{children}</AppTheme>
    </CacheProvider>
  );
}
