/**
 * The inline script of a page with a carousel (after the page's own, `inline-script.ts`): until
 * the carousel has hydrated, its previous and next buttons scroll its slides, and as the track
 * scrolls, by a press or a swipe, the buttons follow its ends (`widgets/carousel.ts`).
 */
import { answerCarousels } from './widgets/carousel';

answerCarousels(window.__early);
