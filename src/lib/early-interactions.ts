/**
 * Nothing a visitor does before the page (or the band of it they use) has hydrated is lost.
 *
 * Until the entry script runs, the page's inline loader holds clicks on buttons and form
 * submissions (`entry-loader.ts`); the entry takes them over here, before React loads. Pointing at, touching or focusing something
 * asks its region to hydrate at once. A click on a button (an accordion or FAQ summary, a
 * carousel arrow, a form's submit button) or a form submission that arrives before its region
 * has hydrated is held back and replayed on the same element as soon as the region has
 * hydrated, so it takes effect exactly once. Links are left alone: they are real anchors and
 * work as such. Text typed into a form field stays in the field; the form reads it when it
 * hydrates (see `components/form/gateway-form.tsx`).
 */
import { actionSelector, type HeldInteraction, takeHeldInteractions } from './entry-loader';
import { isHydrated, requestHydration, whenHydrated } from './hydration-regions';

/** Events that show the visitor is about to use something: its region should hydrate now. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function targetElement(event: Event): Element | null {
  return event.target instanceof Element ? event.target : null;
}

/** Runs after React has committed and run the effects of the region (e.g. a carousel's setup). */
function afterHydration(element: Element, replay: () => void): void {
  whenHydrated(element, () => {
    window.setTimeout(() => {
      if (element.isConnected) replay();
    }, 0);
  });
}

function holdClick(event: MouseEvent): void {
  const action = targetElement(event)?.closest(actionSelector);
  if (!action || isHydrated(action) || !event.isTrusted) return;
  // Nothing can handle the click yet: keep it from half-working (a submit button would post the
  // form as a plain GET), and perform it once the code that handles it is there.
  event.preventDefault();
  event.stopPropagation();
  requestHydration(action);
  afterHydration(action, () => {
    if (action instanceof HTMLElement) action.click();
  });
}

function holdSubmit(event: SubmitEvent): void {
  const form = targetElement(event);
  if (!(form instanceof HTMLFormElement) || isHydrated(form) || !event.isTrusted) return;
  event.preventDefault();
  event.stopPropagation();
  const submitter = event.submitter;
  requestHydration(form);
  afterHydration(form, () => {
    form.requestSubmit(submitter?.isConnected ? submitter : null);
  });
}

/** Performs a click or submission the loader held before this script ran, once it can act. */
function replayHeld({ type, target, submitter }: HeldInteraction): void {
  requestHydration(target);
  if (type === 'click') {
    afterHydration(target, () => {
      if (target instanceof HTMLElement) target.click();
    });
  } else if (target instanceof HTMLFormElement) {
    afterHydration(target, () => {
      target.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  }
}

function hydrateOnIntent(event: Event): void {
  const element = targetElement(event);
  if (element && !isHydrated(element)) requestHydration(element);
}

let installed = false;

/** Starts listening (capture phase on window, ahead of React's own listeners). Idempotent. */
export function installEarlyInteractions(): void {
  if (installed) return;
  installed = true;
  for (const type of intentEvents) {
    window.addEventListener(type, hydrateOnIntent, { capture: true, passive: true });
  }
  window.addEventListener('click', holdClick, { capture: true });
  window.addEventListener('submit', holdSubmit, { capture: true });
  takeHeldInteractions().forEach(replayHeld);
}
