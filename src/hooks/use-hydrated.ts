import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in pages
 * React renders from scratch. Lets a component show the prerendered state first and what only
 * the browser knows (a stored preference, the query string) right after, without a hydration
 * mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
