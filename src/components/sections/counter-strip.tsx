import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Counter } from '@/content/types';
import { useCounter } from '@/hooks/use-counter';
import { ListGrid } from './list-grid';

function CounterItem({ counter }: { counter: Counter }) {
  const { ref, value } = useCounter<HTMLDivElement>(counter.target);
  return (
    <div ref={ref}>
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
    </div>
  );
}

/** The four animated counters of the home page. */
export function CounterStrip({ counters }: { counters: readonly Counter[] }) {
  return (
    <ListGrid
      items={counters}
      itemKey={(counter) => counter.label}
      columns={{ xs: 2, md: 4 }}
      gap={0}
      sx={{ rowGap: 5, columnGap: 2 }}
      itemSx={{ textAlign: 'center', px: 1 }}
      renderItem={(counter) => <CounterItem counter={counter} />}
    />
  );
}
