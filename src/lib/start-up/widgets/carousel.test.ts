import { swiperInitializedClass } from '../library-markup';
import { carouselOnPage, readShownSlide } from './carousel';

afterEach(() => {
  document.body.replaceChildren();
});

/** A carousel's track scrolled by `scrollLeft`, its slides `pitch` pixels apart. */
function carouselAt(scrollLeft: number, pitch: number): HTMLElement {
  document.body.innerHTML =
    '<div id="timeline" class="swiper"><div class="swiper-wrapper"><div class="swiper-slide"></div><div class="swiper-slide"></div><div class="swiper-slide"></div></div></div>';
  const track = document.querySelector<HTMLElement>('.swiper-wrapper');
  if (!track) throw new Error('no track');
  // jsdom lays nothing out: the positions a browser would give the slides.
  [...track.children].forEach((slide, index) => {
    Object.defineProperty(slide, 'offsetLeft', { value: index * pitch });
  });
  track.scrollLeft = scrollLeft;
  return track;
}

describe('the carousel before it hydrates', () => {
  it('reads back the slide the track shows until Swiper has started', () => {
    const track = carouselAt(410, 400);
    expect(readShownSlide('timeline')).toBe(1);
    track.parentElement?.classList.add(swiperInitializedClass);
    expect(readShownSlide('timeline')).toBeUndefined();
    expect(readShownSlide('elsewhere')).toBeUndefined();
  });

  it('asks for its script on pages whose markup has a carousel', () => {
    expect(
      carouselOnPage('<button data-early="previous"></button><button data-early="next">'),
    ).toBe(true);
    expect(carouselOnPage('<button data-early="accordion"></button>')).toBe(false);
  });
});
