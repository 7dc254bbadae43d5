import { describe, expect, it } from 'vitest';
import { carouselGap, slidesPerView, swiperLayout } from './carousel-layout';

describe('timeline carousel layout: 2 slides, 1 at 768 px or narrower, 50 px apart', () => {
  it('shows one slide at 768 px or less and two above', () => {
    expect(slidesPerView(320)).toBe(1);
    expect(slidesPerView(768)).toBe(1);
    expect(slidesPerView(769)).toBe(2);
    expect(slidesPerView(1280)).toBe(2);
  });

  it('gives Swiper the same rule as a min-width breakpoint, with a 50 px gap', () => {
    expect(carouselGap).toBe(50);
    expect(swiperLayout).toEqual({
      slidesPerView: 1,
      spaceBetween: 50,
      breakpoints: { 769: { slidesPerView: 2 } },
    });
  });
});
