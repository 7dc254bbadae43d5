/**
 * The inline script of a page with a carousel (after the page's own, `inline-script.ts`): until
 * the carousel has hydrated, its previous and next buttons scroll its slides (the track snaps to
 * them), and as the track scrolls, by a press or a swipe, the buttons follow its ends.
 */
import { isHydrated } from './dom';
import { carouselTrack, slide, syncSlideButtons } from './early-actions';

const early = window.__early;
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
  // Goes once the app runs the whole document (see `EarlyHandle.stop`).
  { capture: true, passive: true, signal: early?.stop.signal },
);
