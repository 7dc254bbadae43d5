import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { VitalRating } from '@/shared/analytics/reports';
import type { VitalName } from '@/shared/analytics/measures';
import { describeVital } from './report-format';

const chipColors = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'error',
} as const satisfies Record<VitalRating, 'success' | 'warning' | 'error'>;

/**
 * A p75 with its rating, coloured by Google's thresholds and written out in words: colour is
 * never the only sign (the theme's status colours pass AA contrast with their text in both
 * schemes).
 */
export function VitalValue({ metric, value }: { metric: VitalName; value: number }) {
  const vital = describeVital(metric, value);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
    >
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {vital.value}
      </Box>
      <Chip
        size="small"
        color={chipColors[vital.rating]}
        label={vital.ratingText}
        component="span"
      />
    </Box>
  );
}
