/**
 * The inline script of a page with accordions (the FAQ, About's panels) or a form, after the
 * page's own (`inline-script.ts`). Until they have hydrated, an accordion's summary opens and
 * closes its panel, and a form sent with a field missing or malformed shows the form's own
 * messages at once (`checkForm`); a form sent complete is held and performed once it has
 * hydrated, once however often the visitor presses; if the form has not hydrated within
 * `heldLimitMs`, the press is let go and the form says plainly that nothing was sent, with every
 * value still in its field. While React reads a form to hydrate it, its markup must not change
 * under it: a submission then waits as well. A field the page address
 * chooses (an Apply Now link's position) is chosen as the browser reads its options, before the
 * first paint. (One script for all this: every inline script adds its hash to every response's
 * Content-Security-Policy.)
 */
import { type HeldInteraction, heldLimitMs, hydratingAttribute, isHydrated, letGo } from './dom';
import {
  checkForm,
  choosePreset,
  measureEarlyTap,
  presetAttribute,
  showUnsentNotice,
  toggleAccordion,
} from './early-actions';

const early = window.__early;
if (early) early.actions.accordion = toggleAccordion;
// Every listener goes once the app runs the whole document (see `EarlyHandle.stop`).
const signal = early?.stop.signal;

const held = new WeakSet<Element>();

addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!event.isTrusted || !(form instanceof HTMLFormElement) || isHydrated(form)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.has(form)) return;
    if (!form.closest(`[${hydratingAttribute}]`) && checkForm(form)) {
      measureEarlyTap(event);
      return;
    }
    if (!early) return;
    held.add(form);
    const interaction: HeldInteraction = {
      type: 'submit',
      target: form,
      submitter: event.submitter,
      onLetGo: () => {
        held.delete(form);
        showUnsentNotice(form);
      },
    };
    early.hold(interaction);
    setTimeout(() => {
      letGo(early, interaction);
    }, heldLimitMs);
  },
  { capture: true, signal },
);

// The parser adds a select's options one by one, the one it starts with last: each time, the one
// the address names is chosen again. The observer's callback runs before the browser paints.
const choosePresets = (records: MutationRecord[]) => {
  for (const { target } of records) {
    if (target instanceof HTMLSelectElement && target.hasAttribute(presetAttribute)) {
      choosePreset(target);
    }
  }
};
const presets = new MutationObserver(choosePresets);
presets.observe(document, { childList: true, subtree: true });
signal?.addEventListener('abort', () => {
  presets.disconnect();
});
addEventListener(
  'DOMContentLoaded',
  () => {
    // The parser may finish the document in the task that added the last options, and Chromium
    // fires DOMContentLoaded in that task: their records are still waiting for the callback, and
    // disconnecting would drop them.
    choosePresets(presets.takeRecords());
    presets.disconnect();
  },
  { signal },
);
