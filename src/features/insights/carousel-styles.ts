import carouselCss from './carousel.css?inline';

/**
 * The carousel's stylesheet (Swiper's layout, `carousel.css`), which only pages with a carousel
 * need. The prerender script writes it inline, with this id, into the pages that render one: the
 * prerendered slides need it before the carousel's chunk arrives. Every other page goes without,
 * and the chunk adds it when a client-side navigation first shows a carousel.
 */
export const carouselStylesId = 'carousel-styles';

export const carouselStylesheet = carouselCss;

/** Adds the stylesheet to the document, unless the page already has it. */
export function ensureCarouselStyles(doc: Document = document): void {
  if (doc.getElementById(carouselStylesId)) return;
  const style = doc.createElement('style');
  style.id = carouselStylesId;
  style.textContent = carouselStylesheet;
  doc.head.append(style);
}
