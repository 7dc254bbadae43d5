/**
 * The script inline in every prerendered page's <head> (the prerender builds it from this file,
 * minified; the page's CSP allows it by its hash). It shows the visitor's colour scheme before the
 * first paint, and until React has hydrated the part of the page a visitor uses, it answers their
 * taps:
 *
 * - a button with an early action (`earlyAttribute`, each widget's in `widgets/`) does its work
 *   on the page's markup at once, and React adopts the result when it hydrates;
 * - any other press of a button is held (`window.__early`) and handed to the app, which performs
 *   it once that part of the page has hydrated (`held-interactions.ts`), or lets it go (`letGo`)
 *   if that part has not taken it over within `heldLimitMs`.
 *
 * Once the app runs the whole document (a client-side navigation, or every part hydrated), it
 * aborts `stop`, and every listener of every inline script goes with it.
 *
 * The first tap answered this way (or by the browser, for the menu's popover) is timed to its
 * visible answer, for the page's speed beacon (`measureEarlyTap`).
 *
 * Pages with a carousel, or with accordions or a form, add a script of their own with their
 * actions (`inline-carousel.ts`, `inline-accordion-form.ts`); the menu's drawer is a popover its
 * button opens by itself. Events the app dispatches itself (its replays) are not trusted and pass through, as
 * does everything on parts React has hydrated. Links, submit buttons (their form's submission
 * is what counts) and buttons that open a popover (where the browser has popovers) are left
 * alone.
 */
import { showStoredScheme } from '../color-scheme';
import { type EarlyHandle, isHydrated, measureEarlyTap, pressableSelector } from './contract';
import { switchScheme } from './widgets/scheme-toggle';

showStoredScheme();

const handle: EarlyHandle = {
  held: [],
  hold: (interaction) => {
    handle.held.push(interaction);
    handle.onHold?.();
  },
  actions: { scheme: switchScheme },
  stop: new AbortController(),
};
window.__early = handle;

addEventListener(
  'click',
  (event) => {
    // A click's target is an element (never a text node).
    const button = (event.target as Element).closest<HTMLButtonElement>(pressableSelector);
    if (!event.isTrusted || !button || button.type === 'submit' || isHydrated(button)) return;
    // The browser itself answers a button that opens or closes a popover (the menu).
    if (!button.popoverTargetElement) {
      event.preventDefault();
      event.stopPropagation();
      // `earlyDataset`, written out.
      const action = handle.actions[button.dataset.early ?? ''];
      if (!action) {
        handle.hold({ type: 'click', target: button });
        return;
      }
      action(button);
    }
    measureEarlyTap(event);
  },
  { capture: true, signal: handle.stop.signal },
);
