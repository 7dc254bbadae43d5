import '@mui/material/styles';

/** Site-specific surface colours, resolved per colour scheme like any palette entry. */
interface SurfacePalette {
  /** Background of alternate (muted) page sections. */
  muted: string;
  /** Hairline borders of cards and strips. */
  border: string;
  /** Start colour of hero and call-to-action bands. */
  hero: string;
  /** End colour of hero bands' gradient. */
  heroAccent: string;
  /** Text on hero bands. */
  heroText: string;
  /** Secondary text on hero bands. */
  heroMuted: string;
  /** Light brand tint behind icons and badges. */
  tint: string;
  /** Outer tone of the keyboard focus ring (see focus-ring.ts). */
  focusRing: string;
  /** Inner tone of the focus ring, between the element and the outer tone. */
  focusRingInner: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    surface: SurfacePalette;
  }
  interface PaletteOptions {
    surface?: SurfacePalette;
  }
}
