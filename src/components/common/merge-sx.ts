import type { SxProps, Theme } from '@mui/material/styles';
import { layout } from '@/theme/primitives';

type SxArray = Extract<SxProps<Theme>, readonly unknown[]>;
type SxElement = SxArray[number];

function isSxArray(sx: SxProps<Theme>): sx is SxArray {
  return Array.isArray(sx);
}

/** Combines a component's own `sx` with the caller's, keeping the caller's rules last. */
export function mergeSx(...list: (SxProps<Theme> | undefined)[]): SxProps<Theme> {
  return list.flatMap((sx): readonly SxElement[] => {
    if (sx === undefined) return [];
    return isSxArray(sx) ? sx : [sx];
  });
}

/**
 * Style rules as one object (not a list or a function): spread into a component's own rules,
 * both make one rule set and one class.
 */
export type SxObject = Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;

/**
 * A link of a picture (an icon, the brand mark) and words on one line, as tall as a fingertip
 * needs: the back links and the brand link. Spread into the link's own rules, so it stays one
 * rule set and one class. Kept here, in a module every page already loads, because a module of
 * its own shared by the header and the pages' chunks would be a chunk of its own for every page.
 */
export function pictureLinkSx(gap: number) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap,
    minHeight: layout.touchTarget,
  } as const;
}
