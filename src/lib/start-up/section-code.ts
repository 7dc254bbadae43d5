/**
 * Code of a band of a page in its own chunk (a form with Formik, yup and react-query; a carousel
 * with Swiper; the menu's drawer). While a prerendered page hydrates, the chunk loads when its
 * band's region opens (see `regions.ts`). On a client-side navigation the band renders at once,
 * so the chunk starts loading with the page's route module and the navigation waits for it
 * (`sectionCodeLoaded`, awaited by `lazyRoute`): the page appears whole, not in two steps.
 */
import { isPageHydrating } from './regions';

const navigationLoads = new Set<Promise<unknown>>();

export function sectionCode<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const start = () => (loading ??= load());
  if (typeof window !== 'undefined' && !isPageHydrating()) {
    const pending = start();
    navigationLoads.add(pending);
    const forget = () => {
      navigationLoads.delete(pending);
    };
    pending.then(forget, forget);
  }
  return start;
}

/** Settles when the section chunks that started loading with a route module have arrived. */
export async function sectionCodeLoaded(): Promise<void> {
  // A failed chunk is reported where it is rendered (its Suspense boundary), not here.
  await Promise.allSettled([...navigationLoads]);
}
