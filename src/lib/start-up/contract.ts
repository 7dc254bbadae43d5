/**
 * What the page's inline scripts, the app and the build agree on in the document, in one file:
 *
 * - every `data-*` attribute they share, with its dataset name where a script reaches it through
 *   `dataset`, and the selectors written out from them (the build reads them too, through each
 *   widget's `...OnPage`, to decide which inline scripts a page needs);
 * - the global through which the inline scripts hand over what they held (`window.__early`),
 *   and the few functions both sides use on the document: whether a part of the page has
 *   hydrated, the early tap and the lost taps the page's speed beacon reads.
 *
 * Plain DOM, no React: the inline scripts are built from modules like this one. `contract.test.ts`
 * checks the selectors and dataset names against the attributes, and that the start-up code
 * reaches no dataset name that is not listed here.
 *
 * The colour scheme's attributes on <html> (`data-light`, `data-dark`) are the theme's, and stay
 * with it in `../color-scheme.ts`.
 *
 * What the inline scripts use comes first, in an order that matters: the minifier keeps it, and
 * joins adjacent declarations into one. The page's own script, which every page carries, uses
 * `notHydratedSelector`, `isHydrated`, `measureEarlyTap` and `pressableSelector` in this order,
 * the order in which it has always been minified: its text, and so its CSP hash, stays as it
 * was. The form script's names sit next to each other and join into one declaration. Every page
 * carries these scripts in its first round trip, where a few bytes more, or a text that
 * compresses worse, can cost the page a round trip (`npm run test:budget`): check the home
 * page's Brotli size after moving anything here.
 */

/**
 * What React does not handle yet: the page before it has hydrated, a deferred region before it
 * has. Written out rather than built from the names below: it is part of every page's inline
 * script, and a test checks it against them.
 */
export const notHydratedSelector = 'html:not([data-hydrated]),[data-region]:not([data-hydrated])';

/**
 * Marks a deferred region whose hydration has begun but not finished: what React is reading
 * there must not change under it (a form's early check waits, see `widgets/form.ts`).
 */
export const hydratingAttribute = 'data-hydrating';

/**
 * Marks the notice a form shows when a press of it was let go: hidden until then, shown by the
 * inline script before the form has hydrated and by the form itself afterwards.
 */
export const unsentAttribute = 'data-unsent';

/** Attributes of a form field holding its error messages, for the inline script's check. */
export const missingAttribute = 'data-missing';
export const mismatchAttribute = 'data-mismatch';

/**
 * A select whose value the page address may choose names the query parameter that does
 * (`data-preset="position"`), and each option it may choose carries the key that chooses it
 * (`data-key="project-manager"` for `?position=project-manager`).
 */
export const presetAttribute = 'data-preset';
export const presetKeyAttribute = 'data-key';

/**
 * Whether React handles events on this element: the page has hydrated and so has every deferred
 * region around it. One definition for the inline scripts and the app.
 */
export function isHydrated(element: Element): boolean {
  return !element.closest(notHydratedSelector);
}

/**
 * Measures a tap answered before hydration: the time from the tap's event to the frame after the
 * one that shows the answer (a timer set in an animation frame runs once that frame has been
 * drawn), kept on <html> (`earlyTapAttribute`) for the page's speed beacon. Only the first tap's
 * time is kept: the timers run in the order of the taps.
 */
export function measureEarlyTap(event: Event): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      // `earlyTapDataset`, written out: this is part of every page's bytes.
      document.documentElement.dataset.earlyTap ??= `${performance.now() - event.timeStamp}`;
    }),
  );
}

/** What a tap may press: a button, or an element with an early action. */
export const pressableSelector = 'button,[role=button],[data-early]';

/** Names the early action of the element that triggers it (see `earlyAction`). */
export const earlyAttribute = 'data-early';

/** `earlyAttribute` as the page's inline script reads it, through `dataset`. */
export const earlyDataset = 'early';

/** The early actions, by the value of `earlyAttribute`; each widget's inline script adds its own. */
export type EarlyActionName = 'accordion' | 'scheme' | 'previous' | 'next';

/** Props that give an element its early action. */
export function earlyAction(name: EarlyActionName): { [earlyAttribute]: EarlyActionName } {
  return { [earlyAttribute]: name };
}

/**
 * Marks a part of the page React has hydrated: `<html>` once the page's frame and first screen
 * have (its value is "true"; browser tests and monitoring wait for it), and each deferred
 * region's wrapper once that region has.
 */
export const hydratedAttribute = 'data-hydrated';

/** Marks the wrapper of a deferred region: a band of the page that hydrates on its own. */
export const regionAttribute = 'data-region';

/**
 * Holds, on `<html>`, how long the first tap the page answered before hydration took to show its
 * answer, in milliseconds: from the tap's event to the frame after the one that drew the answer.
 * The page's speed beacon reports it as `early-tap`.
 */
export const earlyTapAttribute = 'data-early-tap';

/** `earlyTapAttribute` as the inline scripts write it, through `dataset`. */
export const earlyTapDataset = 'earlyTap';

/**
 * On `<html>`: how many presses the page took and never acted on, for the page's speed beacon
 * (`lost-taps`): an interaction held for a part of the page that did not take it over in time,
 * or a complete form whose request did not leave in time after a press.
 */
export const lostTapsAttribute = 'data-lost-taps';

/** `lostTapsAttribute` as the inline scripts and the app count it, through `dataset`. */
export const lostTapsDataset = 'lostTaps';

/**
 * Where the inline script keeps a field's hint while the field shows an error in its place (on
 * the helper text, through `dataset`), to put it back once the field is right.
 */
export const helpDataset = 'help';

/** Attribute naming what each of a page's inline scripts is for (the page, a carousel...). */
export const inlineScriptForAttribute = 'data-for';

/** Id of the element the app renders into (index.html's `<div id="root">`). */
export const appRootId = 'root';

/** The page's early-tap time (see `earlyTapAttribute`), once it has been measured. */
export function earlyTapMs(root: Element = document.documentElement): number | undefined {
  const text = root.getAttribute(earlyTapAttribute);
  const ms = text ? Number(text) : Number.NaN;
  return Number.isFinite(ms) ? Math.round(ms) : undefined;
}

/** Counts one press the page never acted on (see `lostTapsAttribute`). */
export function countLostTap(root: HTMLElement = document.documentElement): void {
  // `lostTapsDataset`, written out: the inline scripts count too.
  root.dataset.lostTaps = `${Number(root.dataset.lostTaps ?? 0) + 1}`;
}

/** How many presses the page has never acted on so far. */
export function lostTaps(root: Element = document.documentElement): number {
  const count = Number(root.getAttribute(lostTapsAttribute));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * How long a held interaction waits for its part of the page, and a complete form's press for
 * its request to leave: past it, the interaction is let go and a form says it was not sent.
 * Hydration on a throttled mid-range phone finishes a few seconds after the page starts; a wait
 * longer than that means something has gone wrong.
 */
export const heldLimitMs = 5000;

/** A click or submission the inline script held because nothing could handle it yet. */
export interface HeldInteraction {
  type: 'click' | 'submit';
  /** The element clicked, or the form submitted. */
  target: Element;
  /** The button that submitted the form, if any. */
  submitter?: HTMLElement | null;
  /** What the script that held it does when it is let go (a form says it was not sent). */
  onLetGo?: () => void;
}

/**
 * What the page's inline scripts share with each other and with the app, as `window.__early`.
 * The scripts act only until the app runs the whole document: then it aborts `stop`, with which
 * every listener they added goes, and nothing of the first page can act on a later one.
 */
export interface EarlyHandle {
  /** Held interactions not performed yet, oldest first: the one queue, which the app drains. */
  held: HeldInteraction[];
  /**
   * Holds an interaction for the app: it is performed once its part of the page has hydrated,
   * or let go after `heldLimitMs`. The app lets go what it has waited for that long; a form's
   * script lets its submission go that long after the press, app or not, so the form can say
   * that nothing was sent even when the app never arrives.
   */
  hold: (interaction: HeldInteraction) => void;
  /** Set by the app: told whenever an interaction has been held. */
  onHold?: () => void;
  /** The early actions of buttons by name (`earlyAttribute`); a page's scripts may add theirs. */
  actions: Partial<Record<string, (button: Element) => void>>;
  /** The signal every inline script's listener is added with; the app aborts it. */
  stop: AbortController;
}

/**
 * Lets a held interaction go, if it is still waiting: it leaves the queue, counts as lost and
 * the script that held it says so where it can.
 */
export function letGo(handle: EarlyHandle, interaction: HeldInteraction): void {
  const index = handle.held.indexOf(interaction);
  if (index < 0) return;
  handle.held.splice(index, 1);
  countLostTap();
  interaction.onLetGo?.();
}

declare global {
  interface Window {
    __early?: EarlyHandle;
  }
}
