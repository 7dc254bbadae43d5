/**
 * Layout rules of the timeline carousel: two slides at a time, one when
 * the window is 768 px wide or less, 50 px apart.
 */
export const carouselGap = 50;
/** Widest window that shows a single slide. */
export const singleSlideMaxWidth = 768;

export function slidesPerView(windowWidth: number): 1 | 2 {
  return windowWidth <= singleSlideMaxWidth ? 1 : 2;
}

/**
 * Swiper's breakpoints apply from a minimum width up, so "1 slide at 768 px or less" becomes a
 * base of 1 and a breakpoint of 2 from 769 px.
 */
export const swiperLayout = {
  slidesPerView: slidesPerView(0),
  spaceBetween: carouselGap,
  breakpoints: {
    [singleSlideMaxWidth + 1]: { slidesPerView: slidesPerView(singleSlideMaxWidth + 1) },
  },
} as const;
