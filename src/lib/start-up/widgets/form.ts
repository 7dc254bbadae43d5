/**
 * A form (the contact and application forms: MUI TextFields) before React has hydrated it, in
 * one place: what a press of its submit button does, what the form reads back when it hydrates,
 * and which pages need this script.
 *
 * Sent with a field missing or malformed, the form shows its own messages at once, the way MUI's
 * TextField shows an error (the messages are on the fields, `missingAttribute` and
 * `mismatchAttribute`), and focus goes to the first field to fix; the form then starts with those
 * errors shown (`readShownErrors`). Sent complete, the submission is held, once however often the
 * visitor presses, and performed once the form has hydrated; if it has not within `heldLimitMs`,
 * the press is let go and the form says plainly that nothing was sent, every value still in its
 * field (its notice, adopted by the form through `readUnsentShown`). While React reads a
 * form to hydrate it, its markup must not change under it: a submission then waits as well.
 *
 * A field the page address chooses (an Apply Now link's position) is chosen as the browser reads
 * its options, before the first paint. The page's inline script starts all this (`answerForms`).
 */
import {
  type EarlyHandle,
  type HeldInteraction,
  heldLimitMs,
  hydratingAttribute,
  isHydrated,
  letGo,
  measureEarlyTap,
  mismatchAttribute,
  missingAttribute,
  presetAttribute,
  presetKeyAttribute,
  unsentAttribute,
} from '../contract';
import { fieldId } from '../../field-ids';
import { muiErrorClass, muiHelperTextId, muiInputBaseSelector } from '../library-markup';

/** Shows or clears one field's error the way MUI's TextField shows it. */
function markField(field: HTMLInputElement, message: string): void {
  const help = document.getElementById(muiHelperTextId(field.id));
  const label = document.querySelector(`label[for="${field.id}"]`);
  if (help) {
    // `helpDataset`, written out: the field's hint, kept while an error takes its place.
    help.dataset.help ??= help.textContent;
    help.textContent = message || help.dataset.help;
  }
  const invalid = message !== '';
  for (const part of [
    help,
    label,
    ...(label?.children ?? []),
    field.closest(muiInputBaseSelector),
  ]) {
    part?.classList.toggle(muiErrorClass, invalid);
  }
  field.setAttribute('aria-invalid', `${invalid}`);
}

/**
 * Checks a form that has not hydrated: a field left empty or not in its format (the browser's
 * own constraint validation) shows the message the form's rules give, focus goes to the first
 * such field. Returns whether any field was wrong; a form that passes is sent once it has
 * hydrated, when the form's own rules check it again.
 */
export function checkForm(form: HTMLFormElement): boolean {
  let first: HTMLInputElement | undefined;
  for (const field of form.querySelectorAll<HTMLInputElement>(checkedSelector)) {
    if (checkField(field)) first ??= field;
  }
  first?.focus();
  return first !== undefined;
}

/** The fields the form's rules check before it hydrates: those with a message of their own. */
const checkedSelector = `[${missingAttribute}],[${mismatchAttribute}]`;

/** Shows or clears one field's error from what it holds now; returns whether it is wrong. */
function checkField(field: HTMLInputElement): boolean {
  const { valueMissing, typeMismatch } = field.validity;
  const message =
    (valueMissing && field.getAttribute(missingAttribute)) ||
    (typeMismatch && field.getAttribute(mismatchAttribute)) ||
    '';
  markField(field, message);
  return message !== '';
}

/**
 * Chooses the option of a select that the page address names, if there is one. While the parser
 * is still adding options (`parsing`) and the named one has not come yet, no option is chosen:
 * a select shows its first option otherwise, another job's name, for as long as the parser waits.
 * Once the page is parsed, an address that names no option leaves the one the page starts with.
 */
export function choosePreset(select: HTMLSelectElement, parsing = false): void {
  const key = new URLSearchParams(location.search).get(select.getAttribute(presetAttribute) ?? '');
  if (key === null) return;
  const options = [...select.options];
  const named = options.find((option) => option.getAttribute(presetKeyAttribute) === key);
  if (named) named.selected = true;
  else if (parsing) select.selectedIndex = -1;
  else
    select.selectedIndex = Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    );
}

/**
 * Answers the forms of a page that have not hydrated, until the app runs the whole document (it
 * aborts `early.stop`), from the page's inline script:
 *
 * - a submission shows what is wrong, or is held for the app and let go, with the form saying
 *   so, after `heldLimitMs`, app or not (a form that has hydrated is the app's);
 * - each select the page address may choose is chosen as the parser adds its options.
 */
export function answerForms(early: EarlyHandle | undefined): void {
  const signal = early?.stop.signal;
  // The forms whose submission is held: each is held once, however often the visitor presses.
  const held = new WeakSet<Element>();
  // The forms sent with something wrong: from then on, as in the hydrated form after a submit,
  // each field's error follows what is typed into it.
  const checked = new WeakSet<Element>();
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!event.isTrusted || !(form instanceof HTMLFormElement) || isHydrated(form)) return;
      event.preventDefault();
      event.stopPropagation();
      if (held.has(form)) return;
      if (!form.closest(`[${hydratingAttribute}]`) && checkForm(form)) {
        checked.add(form);
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
          // The form's notice that nothing was sent, hidden until now; the form adopts it when
          // it hydrates (`readUnsentShown`).
          form.querySelector(`[${unsentAttribute}]`)?.removeAttribute('hidden');
        },
      };
      early.hold(interaction);
      setTimeout(() => {
        letGo(early, interaction);
      }, heldLimitMs);
    },
    { capture: true, signal },
  );
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.matches(checkedSelector)) return;
      const form = field.form;
      // A form React has begun to read keeps its markup: the hydrated form checks the values
      // it adopts from the fields.
      if (
        form &&
        checked.has(form) &&
        !isHydrated(form) &&
        !form.closest(`[${hydratingAttribute}]`)
      ) {
        checkField(field);
      }
    },
    { capture: true, signal },
  );

  // The parser adds a select's options one by one, the one it starts with last: each time, the
  // one the address names is chosen again. The observer's callback runs before the browser
  // paints.
  const choosePresets = (records: MutationRecord[]) => {
    for (const { target } of records) {
      if (target instanceof HTMLSelectElement && target.hasAttribute(presetAttribute)) {
        choosePreset(target, true);
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
      // The parser may finish the document in the task that added the last options, and
      // Chromium fires DOMContentLoaded in that task: their records are still waiting for the
      // callback, and disconnecting would drop them.
      choosePresets(presets.takeRecords());
      presets.disconnect();
      // A select left with nothing chosen gets the option the page starts with; one the
      // visitor has chosen meanwhile keeps their choice.
      for (const select of document.querySelectorAll<HTMLSelectElement>(
        `select[${presetAttribute}]`,
      )) {
        if (select.selectedIndex === -1) choosePreset(select);
      }
    },
    { signal },
  );
}

/**
 * The errors the page showed when the form was sent before it hydrated (see `checkForm`), by
 * field name, which the form starts from; undefined when it showed none. The script leaves a
 * form alone once its hydration has begun, so what is read here stays what the page shows.
 */
export function readShownErrors(names: readonly string[]): Record<string, string> | undefined {
  const shown: Record<string, string> = {};
  for (const name of names) {
    const help = document.getElementById(muiHelperTextId(fieldId(name)));
    if (help?.classList.contains(muiErrorClass) && help.textContent) shown[name] = help.textContent;
  }
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/**
 * Whether the page showed the form's notice that a press sent nothing (a held press let go),
 * from the notice's id; undefined without the notice.
 */
export function readUnsentShown(noticeId: string): boolean | undefined {
  const notice = document.getElementById(noticeId);
  return notice?.hasAttribute(unsentAttribute) ? !notice.hidden : undefined;
}

/** Whether a page's markup has a form, whose submission its inline script answers. */
export function formOnPage(html: string): boolean {
  return html.includes(`${missingAttribute}=`);
}
