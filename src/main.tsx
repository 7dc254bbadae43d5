import '@/assets/fonts/roboto.css';
import { fetchChunkList, preloadChunks } from '@/app/chunk-list';
import { installEarlyInteractions } from '@/lib/early-interactions';
import { appRootId, takeHeldInteractions } from '@/lib/entry-loader';
import { nextTask } from '@/lib/next-task';
import { expectPageHydration } from '@/lib/hydration-regions';

// A prerendered page is hydrated, first its frame and first screen, then each band as the
// visitor needs it; until then clicks and form submissions are held and replayed, not lost.
if (document.getElementById(appRootId)?.hasChildNodes()) {
  expectPageHydration();
  installEarlyInteractions();
} else {
  // A page React renders from scratch (the staff shell) had nothing to click before this ran.
  takeHeldInteractions();
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
 * On a prerendered page this script is requested by the page's inline loader once the page has
 * loaded and painted (`lib/entry-loader.ts`): the page's text, fonts and images come first. It
 * fetches the page's chunk list while React DOM, the first step, downloads; preloads the rest of
 * the page's scripts in parallel; evaluates the start-up steps one by one, starts React and
 * hydrates the page.
 */
void fetchChunkList().then(preloadChunks);
void evaluateStartupModules()
  .then(() => import('@/app/start'))
  .then(({ start }) => start())
  // Accented letters and other signs no page writes, for what visitors type (lib/latin-fonts.ts).
  .then(() => import('@/lib/latin-fonts'))
  .then(({ addRestOfLatin }) => {
    addRestOfLatin();
  });
