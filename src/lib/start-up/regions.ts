/**
 * The parts of a prerendered page and whether React has hydrated them: one table.
 *
 * React first hydrates the page itself (the header, the skip link, the first screen). Every band
 * below is a deferred region (`deferred-region.tsx`): it keeps its prerendered HTML and hydrates
 * when it comes near the viewport, when the visitor points at, touches or focuses something in
 * it, when something the visitor did there waits for it, or when the browser is idle (one region
 * per idle period), whichever comes first. A region with code of its own loads it first.
 *
 * The page's inline script answers taps until then and holds what it cannot answer; this module
 * takes those held interactions and performs each once its part of the page has hydrated.
 * Whether a part has hydrated is written into the document (`dom.ts`), where the inline script
 * reads it too.
 */
import {
  type HeldInteraction,
  hydratedAttribute,
  hydratingAttribute,
  isHydrated,
  regionAttribute,
} from './dom';

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
/** Held interactions waiting for their part of the page to hydrate. */
let waiting: HeldInteraction[] = [];

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

/** Performs the held interactions whose element React now handles; keeps the others. */
function replayHydrated(): void {
  const ready = waiting.filter(({ target }) => !target.isConnected || isHydrated(target));
  waiting = waiting.filter((interaction) => !ready.includes(interaction));
  for (const { type, target, submitter } of ready) {
    if (!target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) {
      target.requestSubmit(submitter?.isConnected ? submitter : null);
    } else if (target instanceof HTMLElement) {
      target.click();
    }
  }
}

/**
 * Takes what the inline script held, and what it holds from now on: each interaction asks its
 * regions to hydrate, and is performed when they have.
 */
function takeHeld(): void {
  const handle = window.__early;
  if (!handle) return;
  const take = () => {
    for (const interaction of handle.held.splice(0)) {
      waiting.push(interaction);
      requestHydration(interaction.target);
    }
    // Already hydrated (the page had, by the time the app saw it): performed now.
    queueMicrotask(replayHydrated);
  };
  handle.onHold = take;
  take();
}

/** Events that show the visitor is about to use something: its region should hydrate now. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function hydrateOnIntent(event: Event): void {
  if (event.target instanceof Element && !isHydrated(event.target)) {
    requestHydration(event.target);
  }
}

/** The entry found a prerendered page: React will hydrate it rather than render it. */
export function expectPageHydration(): void {
  pageHydrating = true;
  for (const type of intentEvents) {
    window.addEventListener(type, hydrateOnIntent, { capture: true, passive: true });
  }
  takeHeld();
}

/**
 * The page's frame has hydrated, or rendered (called in the commit, before the browser can hand
 * over the next event): React handles it from now on, and deferred regions may open. The mark on
 * <html> also tells browser tests and monitoring that the page is interactive.
 */
export function markPageHydrated(): void {
  document.documentElement.setAttribute(hydratedAttribute, 'true');
  if (!pageHydrating) return;
  pageHydrating = false;
  queueMicrotask(replayHydrated);
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
  queueMicrotask(replayHydrated);
}
