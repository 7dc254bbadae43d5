/**
 * The answers a prerendered page gives to a visitor's first taps, before React has hydrated the
 * part of the page they touch: each works on the server markup of the component itself (MUI's
 * Accordion, Drawer and IconButton, Swiper's slides, the form's fields) and leaves it in a state
 * the component reads when it hydrates (`use-early-state.ts`), so nothing is done twice and
 * nothing the visitor did is undone. The page's inline script runs them (`inline-script.ts`);
 * being part of every page's first bytes, they are written for size.
 *
 * A component marks the element that triggers one with `earlyAction(name)`.
 */
import { unsentAttribute } from './dom';
import { helperTextOf } from '../field-ids';
import { modeStorageKey, showScheme, showsDarkScheme } from '../color-scheme';

/**
 * Measures a tap answered before hydration: the time from the tap's event to the frame after the
 * one that shows the answer (a timer set in an animation frame runs once that frame has been
 * drawn), kept on <html> (`earlyTapAttribute` in `dom.ts`) for the page's speed beacon. Only the
 * first tap's time is kept: the timers run in the order of the taps.
 */
export function measureEarlyTap(event: Event): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      // `earlyTapAttribute`, written out as its dataset name: this is part of every page's bytes.
      document.documentElement.dataset.earlyTap ??= `${performance.now() - event.timeStamp}`;
    }),
  );
}

/** Attribute naming the early action of a button. */
export const earlyAttribute = 'data-early';

/** What a tap may press: a button, or an element with an early action. */
export const pressableSelector = 'button,[role=button],[data-early]';

/**
 * A select whose value the page address may choose names the query parameter that does
 * (`data-preset="position"`), and each option it may choose carries the key that chooses it
 * (`data-key="project-manager"` for `?position=project-manager`).
 */
export const presetAttribute = 'data-preset';
export const presetKeyAttribute = 'data-key';

/** Chooses the option of a select that the page address names, if there is one. */
export function choosePreset(select: HTMLSelectElement): void {
  const key = new URLSearchParams(location.search).get(select.getAttribute(presetAttribute) ?? '');
  for (const option of select.options) {
    if (key !== null && option.getAttribute(presetKeyAttribute) === key) option.selected = true;
  }
}

/** Attributes of a form field holding its error messages, for the inline script's check. */
export const missingAttribute = 'data-missing';
export const mismatchAttribute = 'data-mismatch';

/** The class MUI gives the parts of an open accordion. */
const expandedClass = 'Mui-expanded';
const errorClass = 'Mui-error';

type EarlyActionName = 'accordion' | 'scheme' | 'previous' | 'next';

/** Props that give an element its early action. */
export function earlyAction(name: EarlyActionName): { [earlyAttribute]: EarlyActionName } {
  return { [earlyAttribute]: name };
}

/** MUI Accordion: opens or closes the panel whose summary (the button) was pressed. */
export function toggleAccordion(summary: Element): void {
  const accordion = summary.closest('.MuiAccordion-root');
  if (!accordion) return;
  const open = !accordion.classList.contains(expandedClass);
  // The root, the summary, its content and its icon: every part MUI marks when expanded.
  for (const part of [accordion, summary, ...summary.children]) {
    part.classList.toggle(expandedClass, open);
  }
  summary.setAttribute('aria-expanded', `${open}`);
}

/** Switches between the light and the dark colour scheme, and remembers the choice. */
export function switchScheme(toggle: Element): void {
  const dark = !showsDarkScheme();
  showScheme(dark);
  toggle.setAttribute('aria-pressed', `${dark}`);
  try {
    localStorage.setItem(modeStorageKey, dark ? 'dark' : 'light');
  } catch {
    // Without storage the choice holds for this page only.
  }
}

/** A carousel's scrolling track (Swiper's wrapper, a scroll-snap container until Swiper runs). */
export function carouselTrack(element: Element): HTMLElement | null {
  return (
    element
      .closest('[aria-roledescription="carousel"]')
      ?.querySelector<HTMLElement>('.swiper-wrapper') ?? null
  );
}

/** The distance from one slide of a track to the next. */
function slidePitch(track: HTMLElement): number {
  const [first, second] = track.children;
  return second instanceof HTMLElement && first instanceof HTMLElement
    ? second.offsetLeft - first.offsetLeft
    : track.clientWidth;
}

/** The slide a scrolling track shows: the one nearest its scroll position. */
export function shownSlide(track: HTMLElement): number {
  return Math.round(track.scrollLeft / slidePitch(track));
}

/**
 * Moves a carousel one slide back or on, at once rather than smoothly: the track then shows
 * exactly one slide whenever Swiper starts, which starts there (a smooth scroll cannot be asked
 * where it is going, and Swiper starting half-way would pick the nearer slide).
 */
export function slide(button: Element, step: number): void {
  const track = carouselTrack(button);
  if (!track) return;
  track.scrollTo({ left: (shownSlide(track) + step) * slidePitch(track), behavior: 'instant' });
}

/** Enables a carousel's previous and next buttons unless the track is at that end. */
export function syncSlideButtons(track: HTMLElement): void {
  const carousel = track.closest('[aria-roledescription="carousel"]');
  for (const button of carousel?.querySelectorAll<HTMLButtonElement>(`[${earlyAttribute}]`) ?? []) {
    const off =
      button.getAttribute(earlyAttribute) === 'previous'
        ? track.scrollLeft < 1
        : track.scrollLeft + track.clientWidth > track.scrollWidth - 1;
    // As MUI's IconButton marks a disabled button.
    button.disabled = off;
    button.tabIndex = off ? -1 : 0;
    button.classList.toggle('Mui-disabled', off);
  }
}

/** Shows or clears one field's error the way MUI's TextField shows it. */
function markField(field: HTMLInputElement, message: string): void {
  const help = document.getElementById(helperTextOf(field.id));
  const label = document.querySelector(`label[for="${field.id}"]`);
  if (help) {
    help.dataset.help ??= help.textContent;
    help.textContent = message || help.dataset.help;
  }
  const invalid = message !== '';
  for (const part of [
    help,
    label,
    ...(label?.children ?? []),
    field.closest('.MuiInputBase-root'),
  ]) {
    part?.classList.toggle(errorClass, invalid);
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
  const fields = form.querySelectorAll<HTMLInputElement>(
    `[${missingAttribute}],[${mismatchAttribute}]`,
  );
  for (const field of fields) {
    const { valueMissing, typeMismatch } = field.validity;
    const message =
      (valueMissing && field.getAttribute(missingAttribute)) ||
      (typeMismatch && field.getAttribute(mismatchAttribute)) ||
      '';
    markField(field, message);
    if (message) first ??= field;
  }
  first?.focus();
  return first !== undefined;
}

/**
 * Shows a form's notice that a press of it was let go and nothing was sent (hidden until then;
 * the form adopts it when it hydrates).
 */
export function showUnsentNotice(form: HTMLFormElement): void {
  form.querySelector(`[${unsentAttribute}]`)?.removeAttribute('hidden');
}
