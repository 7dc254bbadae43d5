/**
 * Which parts of a prerendered page React has hydrated, and when the deferred ones may start.
 *
 * The page hydrates in two steps. React first hydrates the page itself (the header, the skip
 * link, the first screen: the "page region"). Every band below that is a deferred region (see
 * `components/common/deferred-hydration.tsx`): it keeps its prerendered HTML and hydrates when it
 * comes near the viewport, when the visitor points at or focuses something inside it, or when
 * the browser is idle, whichever is first. This module is plain DOM code so the entry script
 * can use it before React has loaded (see `early-interactions.ts`).
 */

type Listener = () => void;

/**
 * True from the start of a prerendered page until React has hydrated its page region. Pages that
 * React renders from scratch (the dev server, unit tests) never set it: nothing is deferred there.
 */
let pageHydrating = false;
const pageListeners = new Set<Listener>();

/** Deferred regions by their wrapper element. */
const hydrated = new WeakSet<Element>();
const requested = new WeakSet<Element>();
const openers = new WeakMap<Element, Listener>();
const regionListeners = new WeakMap<Element, Set<Listener>>();

/** Marks every deferred region's wrapper element. */
export const deferredRegionAttribute = 'data-deferred-hydration';

/** The entry script found a prerendered page: React will hydrate it rather than render it. */
export function expectPageHydration(): void {
  pageHydrating = true;
}

/** Whether the first hydration of a prerendered page is still to finish. */
export function isPageHydrating(): boolean {
  return pageHydrating;
}

/** The page region has hydrated: from now on deferred regions may open and new ones render at once. */
export function markPageHydrated(): void {
  if (!pageHydrating) return;
  pageHydrating = false;
  for (const listener of pageListeners) listener();
  pageListeners.clear();
}

/** The innermost deferred region around a node, or undefined for the page region. */
export function regionOf(node: Node | null): Element | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  return element?.closest(`[${deferredRegionAttribute}]`) ?? undefined;
}

/** Whether the part of the page that holds this node has hydrated. */
export function isHydrated(node: Node | null): boolean {
  if (pageHydrating) return false;
  for (let region = regionOf(node); region; region = regionOf(region.parentElement)) {
    if (!hydrated.has(region)) return false;
  }
  return true;
}

/** Runs once the part of the page that holds this node has hydrated (at once if it has). */
export function whenHydrated(node: Node | null, listener: Listener): void {
  if (isHydrated(node)) {
    listener();
    return;
  }
  if (pageHydrating) {
    pageListeners.add(() => {
      whenHydrated(node, listener);
    });
    return;
  }
  let pending = regionOf(node);
  // The outermost region that has not hydrated yet decides; inner ones follow it.
  for (let outer = pending; outer; outer = regionOf(outer.parentElement)) {
    if (!hydrated.has(outer)) pending = outer;
  }
  if (!pending) return;
  const listeners = regionListeners.get(pending) ?? new Set<Listener>();
  listeners.add(() => {
    whenHydrated(node, listener);
  });
  regionListeners.set(pending, listeners);
}

/** Asks the regions around a node (outermost first) to hydrate as soon as they can. */
export function requestHydration(node: Node | null): void {
  for (let region = regionOf(node); region; region = regionOf(region.parentElement)) {
    if (hydrated.has(region) || requested.has(region)) continue;
    requested.add(region);
    openers.get(region)?.();
  }
}

/**
 * A deferred region is ready to hydrate when `open` is called. Returns a function that opens it
 * now if it was already asked for (the visitor reached it before React could listen).
 */
export function registerRegion(region: Element, open: Listener): () => boolean {
  openers.set(region, open);
  return () => requested.has(region);
}

/** Asks every deferred region of the page to hydrate now (before a change that affects them all). */
export function requestAllRegions(): void {
  document.querySelectorAll(`[${deferredRegionAttribute}]`).forEach((region) => {
    requestHydration(region);
  });
}

/** A deferred region has hydrated: what waited for it runs. */
export function markRegionHydrated(region: Element): void {
  hydrated.add(region);
  openers.delete(region);
  const listeners = regionListeners.get(region);
  regionListeners.delete(region);
  listeners?.forEach((listener) => {
    listener();
  });
}
