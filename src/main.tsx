import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
// Swiper's layout rules are needed by the prerendered carousel before its lazy chunk arrives.
import 'swiper/css';
import 'swiper/css/a11y';
import { preloadChunks, readChunkList } from '@/app/chunk-list';

/** Resolves after the browser has painted a frame of the page. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
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
