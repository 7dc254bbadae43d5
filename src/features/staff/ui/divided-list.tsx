import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { mergeSx, type SxObject } from '@/components/common/merge-sx';

/** A list without bullets whose items are rows parted by a rule (sessions, notes, the history). */
export function DividedList({
  ordered = false,
  label,
  sx,
  children,
}: {
  /** An ordered list when the order means something (time), as for notes and history. */
  ordered?: boolean;
  label?: string;
  sx?: SxObject;
  children: ReactNode;
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={mergeSx({ listStyle: 'none', m: 0, p: 0 }, sx)}
    >
      {children}
    </Box>
  );
}

/** One row of a DividedList; `sx` lays out what the row holds. */
export function DividedItem({ sx, children }: { sx?: SxObject; children: ReactNode }) {
  return (
    <Box component="li" sx={mergeSx({ py: 1.5, borderBottom: 1, borderColor: 'divider' }, sx)}>
      {children}
    </Box>
  );
}
