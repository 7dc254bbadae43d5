import { layout } from '@/theme/primitives';

/**
 * A link of a picture (an icon, the brand mark) and words on one line, as tall as a fingertip
 * needs: the back links and the brand link. Spread into the link's own rules, so it stays one
 * rule set and one class.
 */
export function pictureLinkSx(gap: number) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap,
    minHeight: layout.touchTarget,
  } as const;
}
