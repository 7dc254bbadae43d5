import { lazy } from 'react';
import { DeferredHydration } from '@/components/common/deferred-hydration';
import type { TimelineEntry } from '@/content/types';
import { lazyChunk } from '@/lib/chunk-reload';
import { sectionChunk } from '@/lib/section-chunk';

/**
 * The timeline carousel as its own chunk: Swiper loads when the carousel hydrates (near the
 * viewport, pointed at, idle), not with the page; its slides are in the prerendered HTML.
 */
const loadTimelineCarousel = sectionChunk(lazyChunk(() => import('./timeline-carousel')));
const LazyTimelineCarousel = lazy(loadTimelineCarousel);

export function TimelineCarousel(props: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <DeferredHydration load={loadTimelineCarousel}>
      <LazyTimelineCarousel {...props} />
    </DeferredHydration>
  );
}
