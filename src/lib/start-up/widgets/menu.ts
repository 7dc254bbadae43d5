/**
 * The menu of screens below `md` (MUI's Drawer, its paper a native popover) before React has
 * hydrated it. It has no early action and no inline script of its own: its button opens the
 * popover by itself (`popovertarget`), so the browser answers the tap, and the page's own inline
 * script only times that answer. The menu reads back whether the visitor opened it.
 */

/** Browsers without popovers (before Safari 17, Firefox 125) open the drawer the MUI way. */
export const popoversSupported =
  typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** Whether the menu's popover (the element with this id) is open; false where there are none. */
export function readMenuOpen(popoverId: string): boolean | undefined {
  return popoversSupported && document.getElementById(popoverId)?.matches(':popover-open');
}
