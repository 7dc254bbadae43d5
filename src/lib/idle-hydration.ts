/**
 * Deferred regions that nothing else has opened hydrate while the browser is idle, one at a
 * time: each waits for an idle period and for the previous one to finish hydrating, so their
 * work never piles up into one long task.
 */
import { whenHydrated } from './hydration-regions';

interface Waiting {
  region: Element;
  open: () => void;
}

const queue: Waiting[] = [];
let running = false;
/** A region that does not finish (it left the page mid-way) holds the queue no longer than this. */
const longestWaitMs = 3000;

/** Without requestIdleCallback (Safari), a short pause stands in for an idle period. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else window.setTimeout(callback, 50);
}

function next(): void {
  const waiting = queue.shift();
  if (!waiting) {
    running = false;
    return;
  }
  whenIdle(() => {
    if (!waiting.region.isConnected) {
      next();
      return;
    }
    let done = false;
    const proceed = () => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      next();
    };
    const timer = window.setTimeout(proceed, longestWaitMs);
    whenHydrated(waiting.region, proceed);
    waiting.open();
  });
}

/** Opens the region at the next idle period after those queued before it. */
export function hydrateWhenIdle(region: Element, open: () => void): () => void {
  const waiting = { region, open };
  queue.push(waiting);
  if (!running) {
    running = true;
    next();
  }
  return () => {
    const index = queue.indexOf(waiting);
    if (index >= 0) queue.splice(index, 1);
  };
}
