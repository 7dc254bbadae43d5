import { regionWithCode } from '@/lib/start-up/deferred-region';

/**
 * The timeline carousel as its own chunk: Swiper loads when the carousel's region hydrates (near
 * the viewport, used, idle), not with the page; its slides are in the prerendered HTML.
 */
export const TimelineCarousel = regionWithCode(() =>
  import('./timeline-carousel').then((module) => module.TimelineCarouselContent),
);
