import type { Theme } from '@mui/material/styles';

/**
 * The keyboard focus ring: two tones, so it shows on any background. A 3 px outer ring in the
 * ring colour sits 2 px outside the element, and the 2 px gap is filled with the inner tone.
 * Wherever the ring lands, one tone stands out from the background (3:1 or more) and the inner
 * tone keeps the outer one apart from the element itself, even when the element is the same
 * colour as the ring (a white button on a blue band, a blue button on a white page).
 *
 * The colours are custom properties, so a surface can change them for everything inside it:
 * the dark hero and call-to-action bands use `onDarkBandFocusRing`.
 */
export function focusRing(theme: Theme) {
  const { surface } = (theme.vars ?? theme).palette;
  return {
    outline: `3px solid var(--focus-ring, ${surface.focusRing})`,
    outlineOffset: '2px',
    boxShadow: `0 0 0 2px var(--focus-ring-inner, ${surface.focusRingInner})`,
  };
}

/** On a hero or call-to-action band: a light outer ring with the band's own colour inside it. */
export function onDarkBandFocusRing(theme: Theme) {
  const { surface } = (theme.vars ?? theme).palette;
  return { '--focus-ring': surface.heroText, '--focus-ring-inner': surface.hero };
}
