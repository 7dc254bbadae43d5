import { describe, expect, it } from 'vitest';
import { contrast } from './contrast';
import { colorSchemes } from './primitives';

/** WCAG AA for normal-size text. */
const aa = 4.5;

describe.each(['light', 'dark'] as const)('%s scheme contrast', (scheme) => {
  const palette = colorSchemes[scheme].palette;
  const backgrounds = {
    default: palette.background.default,
    paper: palette.background.paper,
    muted: palette.surface.muted,
  };

  it.each(Object.entries(backgrounds))(
    'body text is readable on the %s background',
    (_name, background) => {
      expect(contrast(palette.text.primary, background)).toBeGreaterThanOrEqual(aa);
      expect(contrast(palette.text.secondary, background)).toBeGreaterThanOrEqual(aa);
      expect(contrast(palette.primary.main, background)).toBeGreaterThanOrEqual(aa);
      expect(contrast(palette.secondary.main, background)).toBeGreaterThanOrEqual(aa);
      expect(contrast(palette.error.main, background)).toBeGreaterThanOrEqual(aa);
    },
  );

  it('primary text on the tint behind icons and current links', () => {
    expect(contrast(palette.primary.main, palette.surface.tint)).toBeGreaterThanOrEqual(aa);
  });

  it('button labels are readable on their buttons', () => {
    expect(contrast(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(aa);
    expect(contrast(palette.secondary.contrastText, palette.secondary.main)).toBeGreaterThanOrEqual(
      aa,
    );
    expect(contrast(palette.error.contrastText, palette.error.main)).toBeGreaterThanOrEqual(aa);
    expect(contrast(palette.success.contrastText, palette.success.main)).toBeGreaterThanOrEqual(aa);
  });

  it('the focus ring stands out from every surface, in one of its two tones', () => {
    const { focusRing, focusRingInner } = palette.surface;
    for (const background of [...Object.values(backgrounds), palette.surface.tint]) {
      expect(contrast(focusRing, background)).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(focusRing, focusRingInner)).toBeGreaterThanOrEqual(3);
    // On hero and call-to-action bands the ring is the band's text colour around the band colour.
    for (const band of [palette.surface.hero, palette.surface.heroAccent]) {
      expect(contrast(palette.surface.heroText, band)).toBeGreaterThanOrEqual(3);
    }
  });

  it('hero text is readable across the hero gradient', () => {
    for (const background of [palette.surface.hero, palette.surface.heroAccent]) {
      expect(contrast(palette.surface.heroText, background)).toBeGreaterThanOrEqual(aa);
      expect(contrast(palette.surface.heroMuted, background)).toBeGreaterThanOrEqual(aa);
    }
  });
});
