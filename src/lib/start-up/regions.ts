/**
 * The parts of a prerendered page and whether React has hydrated them: one table.
 *
 * React first hydrates the page itself (the header, the skip link, the first screen). Every band
 * below is a deferred region (`deferred-region.tsx`): it keeps its prerendered HTML and hydrates
 * when it comes near the viewport, when the visitor points at, touches or focuses something in
 * it, when something the visitor did there waits for it, or when the browser is idle (one region
 * per idle period), whichever comes first. A region with code of its own loads it first.
 *
 * The page's inline script answers taps until then and holds what it cannot answer; each held
 * interaction is performed once its part of the page has hydrated (`held-interactions.ts`).
 * Whether a part has hydrated is written into the document (`contract.ts`), where the inline
 * script reads it too.
 *
 * Once the app runs the whole document, the inline scripts stand down (`takeOverDocument`):
 * when a client-side navigation starts (the next page is the app's alone), when every part of
 * the page has hydrated (nothing is left for them), or at once on a page the app rendered from
 * scratch. Their listeners go, and so do the app's own listeners for a visitor's intent.
 */
import {
  hydratedAttribute,
  hydratingAttribute,
  isHydrated,
  notHydratedSelector,
  regionAttribute,
} from './contract';
import { replayHydrated, takeHeld } from './held-interactions';

interface Region {
  /**
   * Asked for before its component registered it (the visitor reached it first), waiting to be
   * opened, opened (hydrating), or hydrated.
   */
  state: 'asked' | 'waiting' | 'opening' | 'hydrated';
  /** Starts the region's hydration (its code first, if it has its own). */
  open?: () => void;
  /** Stops watching the viewport and leaves the idle queue. */
  stop?: () => void;
  /** Runs once the region has hydrated (the idle queue's next turn). */
  onHydrated?: () => void;
}

/** The deferred regions, by their wrapper element. */
const regions = new Map<Element, Region>();

/**
 * True from the start of a prerendered page until React has hydrated its frame. Pages React
 * renders from scratch (the staff pages, unit tests) never set it: nothing is deferred there.
 */
let pageHydrating = false;

export function isPageHydrating(): boolean {
  return pageHydrating;
}

/** The deferred regions around a node, outermost first. */
function regionsAround(node: Element): Element[] {
  const around: Element[] = [];
  for (
    let region = node.closest(`[${regionAttribute}]`);
    region;
    region = region.parentElement?.closest(`[${regionAttribute}]`) ?? null
  ) {
    around.unshift(region);
  }
  return around;
}

/** Asks the regions around a node to hydrate as soon as they can, outermost first. */
function requestHydration(node: Element): void {
  for (const element of regionsAround(node)) {
    const region = regions.get(element);
    if (!region) regions.set(element, { state: 'asked' });
    else if (region.state === 'waiting') region.open?.();
  }
}

/** Asks every deferred region of the page to hydrate now (before a change that affects all). */
export function requestAllRegions(): void {
  for (const region of regions.values()) if (region.state === 'waiting') region.open?.();
}

/** Events that show the visitor is about to use something: its region should hydrate now. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function hydrateOnIntent(event: Event): void {
  if (event.target instanceof Element && !isHydrated(event.target)) {
    requestHydration(event.target);
  }
}

/** Aborted when the app takes the document over: the listeners for a visitor's intent go. */
const intent = new AbortController();

/** The entry found a prerendered page: React will hydrate it rather than render it. */
export function expectPageHydration(): void {
  pageHydrating = true;
  for (const type of intentEvents) {
    window.addEventListener(type, hydrateOnIntent, {
      capture: true,
      passive: true,
      signal: intent.signal,
    });
  }
  takeHeld(requestHydration);
}

/**
 * The app runs the whole document from now on: the inline scripts' listeners and the app's own
 * for a visitor's intent stand down, so nothing of the prerendered page can hold, answer or
 * replay an interaction on what the app shows next. What they held already still waits for its
 * part of the page, or is let go.
 */
export function takeOverDocument(): void {
  window.__early?.stop.abort();
  intent.abort();
}

/** Takes the document over once no part of the prerendered page is left to hydrate. */
function takeOverWhenAllHydrated(): void {
  // The document, not the table: a region inside another registers only once that one has.
  if (!pageHydrating && document.querySelector(notHydratedSelector) === null) takeOverDocument();
}

/**
 * A client-side navigation starts: the regions still waiting open (the bands of the frame read
 * the address, and React applies it to a band only once that band has hydrated), and the app
 * takes the document over, before it renders the next page.
 */
export function startNavigation(): void {
  requestAllRegions();
  takeOverDocument();
}

/**
 * The page's frame has hydrated, or rendered (called in the commit, before the browser can hand
 * over the next event): React handles it from now on, and deferred regions may open. The mark on
 * <html> also tells browser tests and monitoring that the page is interactive. A page React
 * rendered from scratch (the staff pages) is the app's alone from the start.
 */
export function markPageHydrated(): void {
  document.documentElement.setAttribute(hydratedAttribute, 'true');
  if (!pageHydrating) {
    takeOverDocument();
    return;
  }
  pageHydrating = false;
  queueMicrotask(() => {
    replayHydrated();
    takeOverWhenAllHydrated();
  });
}

// Regions that nothing else has opened hydrate while the browser is idle, one at a time: each
// waits for an idle period and for the previous one to finish, so their work never piles up.
const idleQueue: Element[] = [];
let idleRunning = false;
/** A region that does not finish (it left the page mid-way) holds the queue no longer than this. */
const longestIdleWaitMs = 3000;

/** Without requestIdleCallback (Safari), a short pause stands in for an idle period. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else window.setTimeout(callback, 50);
}

function openNextWhenIdle(): void {
  const element = idleQueue.shift();
  if (!element) {
    idleRunning = false;
    return;
  }
  whenIdle(() => {
    const region = regions.get(element);
    if (region?.state !== 'waiting' || !element.isConnected) {
      openNextWhenIdle();
      return;
    }
    const timer = window.setTimeout(openNextWhenIdle, longestIdleWaitMs);
    region.onHydrated = () => {
      window.clearTimeout(timer);
      openNextWhenIdle();
    };
    region.open?.();
  });
}

/** How far below (and above) the viewport a region starts hydrating. */
const nearViewport = '200px 0px';

/**
 * A deferred region: `open` starts its hydration (after `load`, its own code, when it has some).
 * It opens at the first of: asked for (held interaction, pointer, focus), near the viewport,
 * idle. Returns what unregisters it.
 */
export function registerRegion(
  element: Element,
  open: () => void,
  load?: () => Promise<unknown>,
): () => void {
  const asked = regions.get(element)?.state === 'asked';
  let observer: IntersectionObserver | undefined;
  const region: Region = {
    state: 'waiting',
    open: () => {
      if (region.state !== 'waiting') return;
      region.state = 'opening';
      region.stop?.();
      // From here until its commit React reads the region's markup; while its code loads, the
      // page's inline script still answers there as before.
      const hydrate = () => {
        element.setAttribute(hydratingAttribute, '');
        open();
      };
      // Content that suspended on its code while hydrating would be thrown away and rendered
      // again if anything above it changed meanwhile: the code comes first.
      if (load) void load().then(hydrate, hydrate);
      else hydrate();
    },
    stop: () => {
      observer?.disconnect();
      const queued = idleQueue.indexOf(element);
      if (queued >= 0) idleQueue.splice(queued, 1);
    },
  };
  regions.set(element, region);
  if (asked) {
    region.open?.();
  } else {
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) region.open?.();
        },
        { rootMargin: nearViewport },
      );
      // The wrapper has no box of its own (display: contents); its children do.
      for (const child of element.children) observer.observe(child);
    }
    idleQueue.push(element);
    if (!idleRunning) {
      idleRunning = true;
      openNextWhenIdle();
    }
  }
  return () => {
    region.stop?.();
    regions.delete(element);
  };
}

/**
 * A deferred region has hydrated (called in its commit, after its content's layout effects):
 * React handles it from now on, and what the visitor did there is performed.
 */
export function markRegionHydrated(element: Element): void {
  const region = regions.get(element);
  element.removeAttribute(hydratingAttribute);
  element.setAttribute(hydratedAttribute, '');
  if (region) {
    region.state = 'hydrated';
    region.onHydrated?.();
  }
  queueMicrotask(() => {
    replayHydrated();
    takeOverWhenAllHydrated();
  });
}
