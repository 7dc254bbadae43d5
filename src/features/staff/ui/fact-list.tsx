import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Labels and values as a description list: side by side from the small tablet up, one under the
 * other on a phone. Values are shown as given, never read as markup, and long ones wrap.
 */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
        '& dt': { color: 'text.secondary', fontWeight: 'fontWeightMedium' },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
