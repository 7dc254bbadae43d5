/**
 * The colour-scheme toggle before React has hydrated it, in one place: what a tap does, and what
 * the toggle reads back when it hydrates. The toggle is in every page's header, so its action is
 * part of the page's own inline script (`inline-script.ts`), which every page carries anyway to
 * show the visitor's scheme before the first paint: no page needs a script of its own for it.
 *
 * A tap switches the attribute on <html> that the theme's CSS variables follow, sets the
 * toggle's `aria-pressed` and stores the choice; the toggle then adopts the scheme the page shows
 * (`showsDarkScheme`), and MUI's state follows it.
 */
import {
  modeStorageKey,
  schemeSwitchAttribute,
  showScheme,
  showsDarkScheme,
} from '../../color-scheme';
import { earlyAction } from '../contract';

// What the toggle reads back when it hydrates: the scheme the page shows.
export { showsDarkScheme };

/** Props of the toggle: its taps are answered before hydration. */
export function schemeTrigger() {
  return earlyAction('scheme');
}

/** How many switches the page has made: the last one lifts the pause of transitions. */
let switches = 0;

/**
 * Switches between the light and the dark colour scheme, and remembers the choice: the `scheme`
 * action, and what the toggle does itself once it has hydrated.
 */
export function switchScheme(toggle: Element): void {
  const dark = !showsDarkScheme();
  const root = document.documentElement;
  const switchNumber = ++switches;
  root.setAttribute(schemeSwitchAttribute, '');
  showScheme(dark);
  // Transitions come back once the frame that shows the new scheme has been drawn, unless
  // another switch has started since, which lifts them after its own frame.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (switchNumber === switches) root.removeAttribute(schemeSwitchAttribute);
    }),
  );
  toggle.setAttribute('aria-pressed', `${dark}`);
  try {
    localStorage.setItem(modeStorageKey, dark ? 'dark' : 'light');
  } catch {
    // Without storage the choice holds for this page only.
  }
}
