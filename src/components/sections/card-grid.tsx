import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';

interface CardGridProps {
  children: ReactNode;
  columns: { xs: number; sm?: number; md?: number };
}

/** A list of equal-height cards in a responsive grid. */
export function CardGrid({ children, columns }: CardGridProps) {
  const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: track(columns.xs),
          sm: track(columns.sm ?? columns.xs),
          md: track(columns.md ?? columns.sm ?? columns.xs),
        },
      }}
    >
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </Box>
  );
}
