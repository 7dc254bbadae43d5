/**
 * What the page's inline script held before the app could answer (a tap, a submit): each is
 * performed once its part of the page has hydrated, or let go when it has waited too long or its
 * element has left the document. The deferred regions (`regions.ts`) say when a part hydrates.
 */
import { type HeldInteraction, heldLimitMs, isHydrated, letGo } from './contract';

/**
 * Performs the held interactions whose element React now handles, and lets go of those whose
 * element has left the document (the visitor went elsewhere first); keeps the others waiting in
 * the inline script's queue, which lets them go once they have waited too long.
 */
export function replayHydrated(): void {
  const handle = window.__early;
  if (!handle) return;
  for (const interaction of [...handle.held]) {
    const { type, target, submitter } = interaction;
    if (!target.isConnected) {
      letGo(handle, interaction);
      continue;
    }
    if (!isHydrated(target)) continue;
    handle.held.splice(handle.held.indexOf(interaction), 1);
    if (type === 'submit' && target instanceof HTMLFormElement) {
      target.requestSubmit(submitter?.isConnected ? submitter : null);
    } else if (target instanceof HTMLElement) {
      target.click();
    }
  }
}

/** The held interactions the app has seen, each with its deadline set. */
const seen = new WeakSet<HeldInteraction>();

/**
 * Watches what the inline script holds, from before the app arrived and from now on: each held
 * interaction asks its regions to hydrate (`requestHydration`) and is performed when they have,
 * or is let go if they have not within `heldLimitMs` of the app seeing it.
 */
export function takeHeld(requestHydration: (node: Element) => void): void {
  const handle = window.__early;
  if (!handle) return;
  const take = () => {
    for (const interaction of handle.held) {
      if (seen.has(interaction)) continue;
      seen.add(interaction);
      requestHydration(interaction.target);
      window.setTimeout(() => {
        letGo(handle, interaction);
      }, heldLimitMs);
    }
    // Already hydrated (the page had, by the time the app saw it): performed now.
    queueMicrotask(replayHydrated);
  };
  handle.onHold = take;
  take();
}
