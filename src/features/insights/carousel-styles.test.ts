import { carouselStylesId, ensureCarouselStyles } from './carousel-styles';

afterEach(() => {
  document.head.replaceChildren();
});

describe('the carousel stylesheet', () => {
  it('is added once, when a page shows its first carousel', () => {
    ensureCarouselStyles();
    ensureCarouselStyles();
    expect(document.head.querySelectorAll(`style#${carouselStylesId}`)).toHaveLength(1);
  });

  it('is not added again to a page that came with it', () => {
    document.head.innerHTML = `<style id="${carouselStylesId}">.swiper{overflow:hidden}</style>`;
    ensureCarouselStyles();
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.swiper{overflow:hidden}');
  });
});
