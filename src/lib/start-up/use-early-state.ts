import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while React hydrates prerendered HTML (and on the server), false afterwards and in
 * components React renders from scratch (a client-side navigation). Lets a component show the
 * prerendered state first and what only the browser knows right after, without a mismatch.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/**
 * State that a tap may have changed before React hydrated the component: the page's inline
 * script answered it on the server markup (the widget's action, in `widgets/`), and the
 * component adopts what it finds there instead of its usual starting value. `read` reads the
 * state from the document (each widget's `read...`; undefined when the markup is not there); it
 * is called only while hydrating, once to start from, and again in the commit, in case a tap came
 * while React was rendering the component: then the state follows it before the browser paints.
 * Rendered from scratch (a client-side navigation), the component starts from `initial`.
 */
export function useEarlyState<T>(
  read: () => T | undefined,
  initial: T,
  same: (a: T, b: T) => boolean = Object.is,
) {
  const hydrating = useIsHydrating();
  const [value, setValue] = useState<T>(() =>
    hydrating && typeof document !== 'undefined' ? (read() ?? initial) : initial,
  );
  // What the component started from, kept for the commit that hydrated it.
  const start = useRef({ hydrating, value, read, same });
  useLayoutEffect(() => {
    const adopted = start.current;
    if (!adopted.hydrating) return;
    const now = adopted.read();
    if (now !== undefined && !adopted.same(now, adopted.value)) setValue(now);
  }, []);
  return [value, setValue] as const;
}
