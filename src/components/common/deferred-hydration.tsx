import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type FulfilledReactPromise,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  deferredRegionAttribute,
  isPageHydrating,
  markRegionHydrated,
  registerRegion,
} from '@/lib/hydration-regions';
import { hydrateWhenIdle } from '@/lib/idle-hydration';

/** How far below (and above) the viewport a region starts hydrating. */
const nearViewport = '200px 0px';

/** What a region's content reads once it is open: React takes it as settled without waiting. */
const settled = Promise.resolve();
const openThenable: FulfilledReactPromise<void> = {
  status: 'fulfilled',
  value: undefined,
  then: (onFulfilled, onRejected) => settled.then(onFulfilled, onRejected),
};

/**
 * What a deferred region's content waits for. Once open, the content reads `openThenable`,
 * which React takes as settled in the same task: a click can make React hydrate the region on
 * the spot instead of after the promise callbacks.
 */
interface Gate {
  thenable: () => PromiseLike<void>;
  isOpen: () => boolean;
  open: () => void;
}

function createGate(openAtOnce: boolean): Gate {
  let opened = openAtOnce;
  let resolve: () => void = () => undefined;
  const waiting = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    thenable: () => (opened ? openThenable : waiting),
    isOpen: () => opened,
    open: () => {
      opened = true;
      resolve();
    },
  };
}

/**
 * Opens the region at the first of: near the viewport, asked for (pointer, focus), idle; with
 * its code loaded first when it has a chunk of its own. Content that suspended on its code while
 * hydrating would be thrown away and rendered again if anything above it changed meanwhile.
 */
function watchRegion(
  region: Element,
  open: () => void,
  load: (() => Promise<unknown>) | undefined,
): () => void {
  const stops: (() => void)[] = [];
  const stop = () => {
    stops.forEach((fn) => {
      fn();
    });
  };
  const openOnce = () => {
    stop();
    if (load) void load().then(open, open);
    else open();
  };
  const wasRequested = registerRegion(region, openOnce);
  if (wasRequested()) {
    openOnce();
    return stop;
  }
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openOnce();
      },
      { rootMargin: nearViewport },
    );
    // The wrapper has no box of its own (display: contents); its children do.
    for (const child of region.children) observer.observe(child);
    stops.push(() => {
      observer.disconnect();
    });
  }
  stops.push(hydrateWhenIdle(region, openOnce));
  return stop;
}

/** Suspends until the region opens; runs after the region's own effects when it has hydrated. */
function HydrationGate({ gate, region }: { gate: Gate; region: RefObject<HTMLElement | null> }) {
  use(gate.thenable());
  useEffect(() => {
    if (region.current) markRegionHydrated(region.current);
  }, [region]);
  return null;
}

interface DeferredHydrationProps {
  children: ReactNode;
  /** The code the content needs beyond the page's (its own chunk): loaded before it hydrates. */
  load?: () => Promise<unknown>;
}

/**
 * A band of a page that hydrates when the visitor needs it. While the page hydrates, its
 * content waits behind a Suspense boundary that suspends until the region opens (near the
 * viewport, pointed at or focused, or the browser idle): React keeps the prerendered HTML as it
 * is, links work as plain links, and clicks and form input that come early are kept (see
 * `lib/early-interactions.ts`). Rendered after the first hydration (a client-side navigation),
 * it shows its content at once. The wrapper has `display: contents`, so layout is unchanged.
 */
export function DeferredHydration({ children, load }: DeferredHydrationProps) {
  const region = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => createGate(!isPageHydrating()));

  useEffect(() => {
    if (!region.current || gate.isOpen()) return;
    return watchRegion(region.current, gate.open, load);
  }, [gate, load]);

  return (
    <div ref={region} {...{ [deferredRegionAttribute]: '' }} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        {children}
        <HydrationGate gate={gate} region={region} />
      </Suspense>
    </div>
  );
}
