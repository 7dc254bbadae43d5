import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
// Swiper's layout rules are needed by the prerendered carousel before its lazy chunk arrives.
import 'swiper/css';
import 'swiper/css/a11y';
import { preloadChunks, readChunkList } from '@/app/chunk-list';
import { installEarlyInteractions } from '@/lib/early-interactions';
import { nextTask } from '@/lib/next-task';
import { expectPageHydration } from '@/lib/hydration-regions';

/**
 * Resolves after the browser has painted and shown the next frame: the first animation frame
 * callback runs before that frame is painted, the second once it is on screen.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(resolve, 0);
      });
    });
  });
}

/**
 * Resolves once the page has loaded (its fonts and the images of its first screen; lazy images
 * further down do not hold the load event) and been painted. Until then the page's scripts are
 * not even requested: on a slow connection they would share the bandwidth with the page's
 * largest image and delay it. The page works without them meanwhile: links are real anchors,
 * and early clicks and input are held and replayed (`lib/early-interactions.ts`).
 */
function afterPageLoad(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          window.addEventListener(
            'load',
            () => {
              resolve();
            },
            { once: true },
          );
        });
  return loaded.then(afterPaint);
}

// A prerendered page is hydrated, first its frame and first screen, then each band as the
// visitor needs it; until then clicks and form submissions are held and replayed, not lost.
if (document.getElementById('root')?.hasChildNodes()) {
  expectPageHydration();
  installEarlyInteractions();
}

/**
 * What every page starts with, imported one after the other so that the browser evaluates each
 * part in a task of its own: React DOM; React Router; the theme with MUI's styling runtime; the
 * route table with the site's frame. Imported together with the rest of the start-up code,
 * they were one long task of script evaluation on a phone. An import resolves once its modules
 * have been evaluated; the app's start module then evaluates only what is left.
 */
const startupModules = [
  () => import('react-dom/client'),
  () => import('@/app/router-runtime'),
  () => import('@/theme/app-theme'),
  () => import('@/app/router'),
];

async function evaluateStartupModules(): Promise<void> {
  for (const startupModule of startupModules) {
    await startupModule();
    await nextTask();
  }
}

/**
 * The entry stays tiny: the prerendered page loads and paints first, with nothing but its text,
 * fonts and images on the network. Then the page's scripts (listed in the page by the prerender
 * script) are fetched in parallel, React starts and the page is hydrated.
 */
void afterPageLoad()
  .then(() => preloadChunks(readChunkList()))
  .then(evaluateStartupModules)
  .then(() => import('@/app/start'))
  .then(({ start }) => start());
