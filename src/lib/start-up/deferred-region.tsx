import {
  lazy,
  Suspense,
  use,
  useLayoutEffect,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FulfilledReactPromise,
  type ReactNode,
  type RefObject,
} from 'react';
import { lazyChunk } from '../chunk-reload';
import { hydratedAttribute, regionAttribute } from './contract';
import { isPageHydrating, markRegionHydrated, registerRegion } from './regions';
import { sectionCode } from './section-code';

/** What a region's content reads once it is open: React takes it as settled without waiting. */
const settled = Promise.resolve();
const openThenable: FulfilledReactPromise<void> = {
  status: 'fulfilled',
  value: undefined,
  then: (onFulfilled, onRejected) => settled.then(onFulfilled, onRejected),
};

/**
 * What a deferred region's content waits for. Once open, the content reads `openThenable`, which
 * React takes as settled in the same task: a held press can make React hydrate the region on the
 * spot instead of after the promise callbacks.
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
 * Suspends until the region opens; once it has hydrated, tells the table of regions, in the
 * commit and after the content's own layout effects (a carousel's setup), so that what the
 * visitor did there is performed on a region that is ready for it.
 */
function HydrationGate({ gate, region }: { gate: Gate; region: RefObject<HTMLElement | null> }) {
  use(gate.thenable());
  useLayoutEffect(() => {
    if (region.current) markRegionHydrated(region.current);
  }, [region]);
  return null;
}

interface DeferredRegionProps {
  children: ReactNode;
  /** The code the content needs beyond the page's (its own chunk): loaded before it hydrates. */
  load?: () => Promise<unknown>;
}

/**
 * A band of a page that hydrates when the visitor needs it (see `regions.ts`). While the page
 * hydrates, its content waits behind a Suspense boundary that suspends until the region opens:
 * React keeps the prerendered HTML as it is, links work as plain links, and the page's inline
 * script answers taps there. Rendered after the first hydration (a client-side navigation), it
 * shows its content at once and is the app's from the start: its wrapper says so in the markup
 * React writes. The wrapper has `display: contents`, so layout is unchanged.
 */
export function DeferredRegion({ children, load }: DeferredRegionProps) {
  const region = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => createGate(!isPageHydrating()));

  useEffect(() => {
    if (!region.current || gate.isOpen()) return;
    return registerRegion(region.current, gate.open, load);
  }, [gate, load]);

  // Whether the app rendered the region itself, rather than hydrating prerendered HTML or
  // rendering on the server: taken once, when the region mounts. (Not from `useIsHydrating`:
  // its second render after hydration would reach the bands still waiting, and empty them.)
  const [rendered] = useState(() => typeof document !== 'undefined' && !isPageHydrating());

  return (
    <div
      ref={region}
      {...{ [regionAttribute]: '', ...(rendered && { [hydratedAttribute]: '' }) }}
      style={{ display: 'contents' }}
    >
      <Suspense fallback={null}>
        {children}
        <HydrationGate gate={gate} region={region} />
      </Suspense>
    </div>
  );
}

/**
 * A band whose code is a chunk of its own (`section-code.ts`), as a deferred region that loads
 * the chunk before it hydrates; its HTML is in the prerendered page from the start.
 */
export function regionWithCode<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const load = sectionCode(lazyChunk(importComponent));
  const Content = lazy(() => load().then((component) => ({ default: component })));
  return function RegionWithCode(props: Props) {
    return (
      <DeferredRegion load={load}>
        <Content {...props} />
      </DeferredRegion>
    );
  };
}
