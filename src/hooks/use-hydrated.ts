import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and on every
 * render in the browser after that. What only the browser knows (the query string, storage) may
 * shape the page once this is true, without the first render differing from the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
