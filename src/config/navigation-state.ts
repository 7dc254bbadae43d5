import type { AnchorId } from './paths';

/**
 * What a link may put in `location.state`, read by the scroll manager and the About page. The
 * About flags' names (`ourStory`, `coreValues`) are the ones the footer links have always set.
 */
export interface NavigationState {
  /** Anchor to scroll to when there is no hash in the URL. */
  scrollTo?: AnchorId;
  /** Wait this long (ms) before scrolling, so the target page can settle (250 ms, 200 ms). */
  scrollDelay?: number;
  /** Arriving from the footer's "Our Story": open Our Story on About. */
  ourStory?: boolean;
  /** Arriving from the footer's "Our vision, mission & values": open those three on About. */
  coreValues?: boolean;
}
