import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { themeProviderProps } from './app-theme';

/** Emotion key of the build-time stylesheet: never the key the app's own styles use. */
const themeCacheKey = 'theme';

/**
 * The theme's global CSS, as MUI itself generates it: the CSS variables of both colour schemes
 * (`ThemeProvider` with runtime generation on) and the baseline with the site's overrides
 * (`CssBaseline`). Run at build time (the prerender script ships it with every page); the app
 * renders the same ThemeProvider with generation off, so the browser does none of this work.
 */
export function themeStylesheet(): string {
  const cache = createCache({ key: themeCacheKey });
  const emotionServer = createEmotionServer(cache);
  renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider {...themeProviderProps()}>
        <CssBaseline enableColorScheme />
      </ThemeProvider>
    </CacheProvider>,
  );
  return emotionServer
    .extractCriticalToChunks('')
    .styles.map((chunk) => chunk.css)
    .join('');
}
