// The Roboto subsets' @font-face rules, written by the build beside the subsets (no file on disk).
import '@/assets/fonts/roboto.css';
import { appRootId } from '@/lib/start-up/contract';
import { expectPageHydration } from '@/lib/start-up/regions';
import { inTurn } from '@/lib/start-up/tasks';

/**
 * The page's entry, imported by the page's module script (`lib/start-up/page-module.ts`), which
 * asks for every module the page starts with at the same time. A prerendered page is hydrated,
 * first its frame and first screen, then each band as the visitor needs it; what the inline
 * script held until then is performed once its part of the page has hydrated.
 */
if (document.getElementById(appRootId)?.hasChildNodes()) expectPageHydration();

/**
 * What every page starts with, evaluated one after the other, each in a task of its own: React
 * DOM; React Router; the theme with MUI's styling runtime; the route table with the site's
 * frame; then the app's start module, which hydrates. Imported together, they were one long
 * task of script evaluation on a phone, which a tap would have waited for.
 */
void inTurn([
  () => import('react-dom/client'),
  () => import('@/app/router-runtime'),
  () => import('@/theme/app-theme'),
  () => import('@/app/router'),
  () => import('@/app/start').then(({ start }) => start()),
  // Accented letters and other signs no page writes, for what visitors type (lib/latin-fonts.ts).
  () =>
    import('@/lib/latin-fonts').then(({ addRestOfLatin }) => {
      addRestOfLatin();
    }),
]);
