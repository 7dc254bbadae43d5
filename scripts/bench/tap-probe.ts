/**
 * What the tap benchmark runs inside each page, before any of the page's own scripts: it brings
 * the element to be tapped into view as soon as the parser has put it there, and times the first
 * trusted pointerdown until the response it looks for is on screen.
 *
 * The start is the pointerdown's own time stamp (when the input reached the browser), so a main
 * thread that is busy when the finger lands counts against the page. The end is the frame after
 * the one that first shows the response: the probe checks for the response in every animation
 * frame (a frame's callbacks run before its style, layout and paint), and once a frame shows it,
 * the next frame's callback runs only after that frame has been drawn.
 *
 * Playwright serialises the function into the page: it must use nothing from its module.
 */
import type { LongTask } from './long-tasks';

/** How a response shows on screen. */
export type ResponseKind =
  /** Some of an element with role="dialog" is on screen (the menu drawer). */
  | 'dialog'
  /** Some of the element the tapped one controls (aria-controls) is on screen. */
  | 'controlled'
  /** The first element matching `moving` has moved sideways (a carousel's slides). */
  | 'moved'
  /** Some of an element whose text is `text` is on screen (a form's error message). */
  | 'text'
  /** The page's background colour changed (the colour scheme). */
  | 'background';

export interface ProbeOptions {
  /** CSS selector of the element tapped. */
  target: string;
  response: ResponseKind;
  /** For `moved`: the element whose position shows the move. */
  moving?: string;
  /** For `text`: the text that must appear. */
  text?: string;
}

/** When the page started, on its own clock (ms after navigation). */
export interface StartReading {
  firstContentfulPaint?: number;
  /** The last largest-contentful-paint candidate reported so far. */
  largestContentfulPaint?: number;
  /** When React had hydrated the page's frame (`data-hydrated` on <html>). */
  hydratedAt?: number;
  /** Every main-thread task of 50 ms or more so far. */
  longTasks?: LongTask[];
}

export interface ProbeReading extends StartReading {
  /** Time stamp of the pointerdown (ms on the page's clock), once there was one. */
  pointerdown?: number;
  /** Whether that pointerdown landed on the target. */
  hit?: boolean;
  /** When the frame that shows the response had been drawn. */
  shown?: number;
  /** Whether the page had hydrated when the pointerdown was handled. */
  hydrated?: boolean;
}

declare global {
  interface Window {
    __tapProbe?: ProbeReading;
  }
}

export function installTapProbe(options: ProbeOptions): void {
  const reading: ProbeReading = {};
  window.__tapProbe = reading;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') reading.firstContentfulPaint = entry.startTime;
      if (entry.entryType === 'largest-contentful-paint') {
        reading.largestContentfulPaint = entry.startTime;
      }
    }
  }).observe({ entryTypes: ['paint', 'largest-contentful-paint'] });
  const longTasks: LongTask[] = [];
  reading.longTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const hydration = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    reading.hydratedAt = performance.now();
    hydration.disconnect();
  });
  // The document, not <html>: an init script runs before the parser has made <html>.
  hydration.observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated'],
  });

  const targetElement = () => document.querySelector(options.target);

  /**
   * Whether any of the element is on screen: not hidden by display, visibility or opacity, and
   * with some of its box inside the viewport and inside every ancestor that clips it (a
   * collapsed panel is a box of height 0 that clips its content).
   */
  const shown = (element: Element | null): boolean => {
    if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      return false;
    }
    const box = element.getBoundingClientRect();
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
      [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
    }
    [left, top] = [Math.max(left, 0), Math.max(top, 0)];
    [right, bottom] = [Math.min(right, window.innerWidth), Math.min(bottom, window.innerHeight)];
    return right - left > 1 && bottom - top > 1;
  };

  const movingLeft = () => {
    const element = options.moving ? document.querySelector(options.moving) : null;
    return element ? element.getBoundingClientRect().left : 0;
  };

  const textShown = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.trim() === options.text && shown(node.parentElement)) return true;
    }
    return false;
  };

  const background = () => getComputedStyle(document.body).backgroundColor;

  let before = { left: 0, background: '' };
  const responded = (): boolean => {
    switch (options.response) {
      case 'dialog':
        return [...document.querySelectorAll('[role="dialog"]')].some(shown);
      case 'controlled': {
        const id = targetElement()?.getAttribute('aria-controls');
        return shown(id ? document.getElementById(id) : null);
      }
      case 'moved':
        return Math.abs(movingLeft() - before.left) > 1;
      case 'text':
        return textShown();
      case 'background':
        return background() !== before.background;
    }
  };

  // The target is brought into view as soon as it exists, before the page has painted where the
  // parser allows it: the visitor taps what is on their screen.
  const reveal = () => {
    const target = targetElement();
    if (!target) return false;
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) target.scrollIntoView({ block: 'center' });
    return true;
  };
  if (!reveal()) {
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }

  window.addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || reading.pointerdown !== undefined) return;
      reading.pointerdown = event.timeStamp;
      reading.hit =
        event.target instanceof Element && event.target.closest(options.target) !== null;
      reading.hydrated = document.documentElement.dataset.hydrated === 'true';
      before = { left: movingLeft(), background: background() };
      const check = () => {
        if (responded()) {
          requestAnimationFrame(() => {
            reading.shown = performance.now();
          });
        } else {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    },
    { capture: true, passive: true },
  );
}
