import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Counter } from '@/content/types';
import { useCounter } from '@/hooks/use-counter';

function CounterItem({ counter }: { counter: Counter }) {
  const { ref, value } = useCounter<HTMLLIElement>(counter.target);
  return (
    <Box ref={ref} component="li" sx={{ textAlign: 'center', px: 1 }}>
      {/* Screen readers get the final figure once, not every animation step. */}
      <Typography
        component="p"
        aria-hidden
        sx={{
          typography: 'h1',
          color: 'primary.main',
          fontVariantNumeric: 'tabular-nums',
          mb: 0.5,
        }}
      >
        {`${Math.round(value)}+`}
      </Typography>
      <Box component="span" sx={visuallyHidden}>{`${counter.target}+ `}</Box>
      <Typography component="p" color="text.secondary" sx={{ fontWeight: 'fontWeightMedium' }}>
        {counter.label}
      </Typography>
    </Box>
  );
}

/** The four animated counters of the home page. */
export function CounterStrip({ counters }: { counters: readonly Counter[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        rowGap: 5,
        columnGap: 2,
      }}
    >
      {counters.map((counter) => (
        <CounterItem key={counter.label} counter={counter} />
      ))}
    </Box>
  );
}
