import { lazy } from 'react';
import { DeferredHydration } from '@/components/common/deferred-hydration';
import { lazyChunk } from '@/lib/chunk-reload';
import { sectionChunk } from '@/lib/section-chunk';

/**
 * The contact form as its own chunk: Formik, yup and React Query load when the form hydrates
 * (near the viewport, focused, idle), not with the page (see lib/section-chunk.ts).
 */
const loadContactForm = sectionChunk(lazyChunk(() => import('./contact-form')));
const LazyContactForm = lazy(() =>
  loadContactForm().then((module) => ({ default: module.ContactForm })),
);

export function ContactForm({ headingId }: { headingId: string }) {
  return (
    <DeferredHydration load={loadContactForm}>
      <LazyContactForm headingId={headingId} />
    </DeferredHydration>
  );
}
