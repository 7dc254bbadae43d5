/**
 * What the page's inline script and the app agree on in the document: where the app renders,
 * how the parts of a prerendered page say they have hydrated, and the global through which the
 * inline script hands over what it held. Plain DOM, no React: the inline script is built from
 * modules like this one.
 */

/** Id of the element the app renders into (index.html's `<div id="root">`). */
export const appRootId = 'root';

/**
 * Marks a part of the page React has hydrated: `<html>` once the page's frame and first screen
 * have (its value is "true"; browser tests and monitoring wait for it), and each deferred
 * region's wrapper once that region has.
 */
export const hydratedAttribute = 'data-hydrated';

/** Marks the wrapper of a deferred region: a band of the page that hydrates on its own. */
export const regionAttribute = 'data-region';

/**
 * Marks a deferred region whose hydration has begun but not finished: what React is reading
 * there must not change under it (see `early-actions.ts`, forms).
 */
export const hydratingAttribute = 'data-hydrating';

/**
 * Holds, on `<html>`, how long the first tap the page answered before hydration took to show its
 * answer, in milliseconds: from the tap's event to the frame after the one that drew the answer.
 * The page's speed beacon reports it as `early-tap`.
 */
export const earlyTapAttribute = 'data-early-tap';

/** The page's early-tap time (see `earlyTapAttribute`), once it has been measured. */
export function earlyTapMs(root: Element = document.documentElement): number | undefined {
  const text = root.getAttribute(earlyTapAttribute);
  const ms = text ? Number(text) : Number.NaN;
  return Number.isFinite(ms) ? Math.round(ms) : undefined;
}

/** Attribute naming what each of a page's inline scripts is for (the page, a carousel...). */
export const inlineScriptForAttribute = 'data-for';

/** A click or submission the inline script held because nothing could handle it yet. */
export interface HeldInteraction {
  type: 'click' | 'submit';
  /** The element clicked, or the form submitted. */
  target: Element;
  /** The button that submitted the form, if any. */
  submitter?: HTMLElement | null;
}

/** What the page's inline scripts share with each other and with the app, as `window.__early`. */
export interface EarlyHandle {
  /** Held interactions not yet taken by the app, oldest first. */
  held: HeldInteraction[];
  /** Holds an interaction for the app. */
  hold: (type: HeldInteraction['type'], target: Element, submitter?: HTMLElement | null) => void;
  /** Set by the app: told whenever an interaction has been held. */
  onHold?: () => void;
  /** The early actions of buttons by name (`data-early`); a page's scripts may add theirs. */
  actions: Partial<Record<string, (button: Element) => void>>;
}

declare global {
  interface Window {
    __early?: EarlyHandle;
  }
}

/**
 * What React does not handle yet: the page before it has hydrated, a deferred region before it
 * has. (Written out, as part of the inline scripts; a unit test checks it against the names.)
 */
export const notHydratedSelector = 'html:not([data-hydrated]),[data-region]:not([data-hydrated])';

/**
 * Whether React handles events on this element: the page has hydrated and so has every deferred
 * region around it. One definition for the inline scripts and the app.
 */
export function isHydrated(element: Element): boolean {
  return !element.closest(notHydratedSelector);
}
