import { lazy } from 'react';
import { DeferredHydration } from '@/components/common/deferred-hydration';
import { lazyChunk } from '@/lib/chunk-reload';
import { sectionChunk } from '@/lib/section-chunk';

/**
 * The application form as its own chunk: Formik, yup and React Query load when the form
 * hydrates (near the viewport, focused, idle), not with the page (see lib/section-chunk.ts).
 */
const loadApplyForm = sectionChunk(lazyChunk(() => import('./apply-form')));
const LazyApplyForm = lazy(() => loadApplyForm().then((module) => ({ default: module.ApplyForm })));

export function ApplyForm({ headingId }: { headingId: string }) {
  return (
    <DeferredHydration load={loadApplyForm}>
      <LazyApplyForm headingId={headingId} />
    </DeferredHydration>
  );
}
