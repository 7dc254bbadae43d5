import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
// Swiper's layout rules are needed by the prerendered carousel before its lazy chunk arrives.
import 'swiper/css';
import 'swiper/css/a11y';
import { preloadChunks, readChunkList } from '@/app/chunk-list';
import { installEarlyInteractions } from '@/lib/early-interactions';
import { expectPageHydration } from '@/lib/hydration-regions';

/** Resolves after the browser has painted a frame of the page. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

// A prerendered page is hydrated, first its frame and first screen, then each band as the
// visitor needs it; until then clicks and form submissions are held and replayed, not lost.
if (document.getElementById('root')?.hasChildNodes()) {
  expectPageHydration();
  installEarlyInteractions();
}

/**
 * The entry stays tiny: the prerendered page paints first, with nothing but its text, fonts and
 * images on the network. Then the page's scripts (listed in the page by the prerender script) are
 * fetched in parallel, React starts and the page is hydrated.
 */
void afterFirstPaint()
  .then(() => {
    preloadChunks(readChunkList());
    return import('@/app/start');
  })
  .then(({ start }) => start());
