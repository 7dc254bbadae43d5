import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { anchors } from '@/config/paths';
import { readNavigationState, scrollToAnchor, scrollToTop } from '@/lib/scroll';

/** Scroll positions by history entry, so Back and Forward return where the visitor was. */
const positions = new Map<string, number>();

/** Moves focus to the new page's heading so screen readers announce the page that opened. */
function focusPageHeading(): void {
  const main = document.getElementById(anchors.main);
  const heading = main?.querySelector('h1') ?? main;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Applies the site's scroll rules: every route change starts at the top, instantly,
 * unless the navigation names a target (URL hash or `state.scrollTo`, optionally delayed).
 * Back/Forward restore the previous position.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (firstRender.current) {
      // The browser already placed a freshly loaded page (top, hash, or restored position).
      firstRender.current = false;
      return;
    }
    const state = readNavigationState(location.state);
    const target = location.hash ? decodeURIComponent(location.hash.slice(1)) : state.scrollTo;

    if (!target) {
      const saved = navigationType === NavigationType.Pop ? positions.get(location.key) : undefined;
      if (saved === undefined) {
        scrollToTop();
        focusPageHeading();
      } else {
        window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      }
      return;
    }

    const delay = state.scrollDelay ?? 0;
    if (delay === 0) {
      if (!scrollToAnchor(target)) scrollToTop();
      return;
    }
    // The delayed scrolls (250 ms to the home blogs, 200 ms back to the blog list) start from the
    // top of the new page.
    scrollToTop();
    const timer = window.setTimeout(() => {
      scrollToAnchor(target);
    }, delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
