/**
 * The build's share images: every prerendered page's picture, drawn by the server's drawing
 * (server/share-image.ts) in the theme's light colours. Previews do not follow the reader's
 * colour scheme, and the light band is what the pictures are designed around. The same colours
 * go into the live frame, for the pictures the server draws of jobs staff have changed.
 */
import { colorSchemes, teal, white } from '@/theme/primitives';
import { shareImageRenderer as drawIn, type ShareColors } from '../../server/share-image';

export type { ShareImageInput } from '../../server/share-image';

const { surface } = colorSchemes.light.palette;

export const themeShareColors: ShareColors = {
  hero: surface.hero,
  heroAccent: surface.heroAccent,
  heroText: surface.heroText,
  heroMuted: surface.heroMuted,
  accent: teal[400],
  markBackground: white,
};

/** Draws pictures in the theme's colours, one after another, with the fonts loaded once. */
export function shareImageRenderer() {
  return drawIn(themeShareColors);
}
