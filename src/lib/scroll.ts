/**
 * Scrolling that honours prefers-reduced-motion. Navigations carry their scroll target either
 * as a URL hash or in `location.state` (see `NavigationState`); `ScrollManager` applies them.
 */
import type { NavigationState } from '@/config/navigation-state';
import { anchors, type AnchorId } from '@/config/paths';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const anchorIds: readonly string[] = Object.values(anchors);

function isAnchorId(value: unknown): value is AnchorId {
  return typeof value === 'string' && anchorIds.includes(value);
}

/** Reads `location.state` defensively: history state can hold anything after a reload. */
export function readNavigationState(state: unknown): NavigationState {
  if (!isRecord(state)) return {};
  const result: NavigationState = {};
  if (isAnchorId(state.scrollTo)) result.scrollTo = state.scrollTo;
  if (typeof state.scrollDelay === 'number' && state.scrollDelay >= 0)
    result.scrollDelay = state.scrollDelay;
  if (state.ourStory === true) result.ourStory = true;
  if (state.coreValues === true) result.coreValues = true;
  return result;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Jumps to the top at once: a new page should not animate from the old one's position. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/**
 * Scrolls an element into view (smoothly unless reduced motion is asked for) and moves keyboard
 * focus to it, so the next Tab continues from the section the visitor was sent to.
 * Returns false when the element does not exist.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
