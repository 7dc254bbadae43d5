import type { SxProps, Theme } from '@mui/material/styles';

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
