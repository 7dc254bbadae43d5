/**
 * The carousel (Swiper, with MUI IconButtons for previous and next) before React has hydrated
 * it, in one place: what its buttons and a swipe do, what the carousel reads back when it
 * hydrates, and which pages need this script.
 *
 * Until Swiper starts, the track is a scroll container that snaps to its slides (the component's
 * CSS), so a swipe scrolls it. The buttons move it one slide at once, and as it scrolls, the
 * buttons are enabled and disabled at its ends the way MUI marks a disabled IconButton. Swiper
 * then starts on the slide the track shows (`readShownSlide`).
 */
import { type EarlyHandle, earlyAction, earlyAttribute, isHydrated } from '../contract';
import { muiDisabledClass, swiperInitializedClass, swiperWrapperSelector } from '../library-markup';

/** The carousel around its parts (our own mark, on the component's region). */
const carouselSelector = '[aria-roledescription="carousel"]';

/** Props of the previous or next button: its taps are answered before hydration. */
export function slideTrigger(direction: 'previous' | 'next') {
  return earlyAction(direction);
}

/** A carousel's scrolling track (Swiper's wrapper, a scroll-snap container until Swiper runs). */
function carouselTrack(element: Element): HTMLElement | null {
  return (
    element.closest(carouselSelector)?.querySelector<HTMLElement>(swiperWrapperSelector) ?? null
  );
}

/** The distance from one slide of a track to the next. */
function slidePitch(track: HTMLElement): number {
  const [first, second] = track.children;
  return second instanceof HTMLElement && first instanceof HTMLElement
    ? second.offsetLeft - first.offsetLeft
    : track.clientWidth;
}

/** The slide a scrolling track shows: the one nearest its scroll position. */
function shownSlide(track: HTMLElement): number {
  return Math.round(track.scrollLeft / slidePitch(track));
}

/**
 * Moves a carousel one slide back or on (the `previous` and `next` actions), at once rather than
 * smoothly: the track then shows exactly one slide whenever Swiper starts, which starts there (a
 * smooth scroll cannot be asked where it is going, and Swiper starting half-way would pick the
 * nearer slide).
 */
function slide(button: Element, step: number): void {
  const track = carouselTrack(button);
  if (!track) return;
  track.scrollTo({ left: (shownSlide(track) + step) * slidePitch(track), behavior: 'instant' });
}

/** Enables a carousel's previous and next buttons unless the track is at that end. */
export function syncSlideButtons(track: HTMLElement): void {
  const carousel = track.closest(carouselSelector);
  for (const button of carousel?.querySelectorAll<HTMLButtonElement>(`[${earlyAttribute}]`) ?? []) {
    const off =
      button.getAttribute(earlyAttribute) === 'previous'
        ? track.scrollLeft < 1
        : track.scrollLeft + track.clientWidth > track.scrollWidth - 1;
    // As MUI's IconButton marks a disabled button.
    button.disabled = off;
    button.tabIndex = off ? -1 : 0;
    button.classList.toggle(muiDisabledClass, off);
  }
}

/**
 * Answers the carousels of a page that have not hydrated, until the app runs the whole document
 * (it aborts `early.stop`), from the page's inline script: the buttons' `previous` and `next`
 * actions, and the buttons following a scroll of the track (a press or a swipe) to its ends.
 */
export function answerCarousels(early: EarlyHandle | undefined): void {
  if (early) {
    early.actions.previous = (button) => {
      slide(button, -1);
    };
    early.actions.next = (button) => {
      slide(button, 1);
    };
  }
  addEventListener(
    'scroll',
    (event) => {
      const track = event.target instanceof Element ? carouselTrack(event.target) : null;
      if (track && track === event.target && !isHydrated(track)) syncSlideButtons(track);
    },
    { capture: true, passive: true, signal: early?.stop.signal },
  );
}

/**
 * The slide the track of the Swiper element with this id shows while it scrolls, before Swiper
 * has started: the buttons scrolled it, or a swipe did. Undefined once Swiper has started (the
 * track no longer scrolls, and Swiper knows its slide) or without the track.
 */
export function readShownSlide(swiperId: string): number | undefined {
  const track = document.querySelector<HTMLElement>(`#${swiperId} > ${swiperWrapperSelector}`);
  if (!track || track.parentElement?.classList.contains(swiperInitializedClass)) return undefined;
  return shownSlide(track);
}

/** Whether a page's markup has a carousel, whose buttons and swipes its inline script answers. */
export function carouselOnPage(html: string): boolean {
  return html.includes(`${earlyAttribute}="next"`);
}
