import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import ArrowDownIcon from '@mui/icons-material/SouthEast';
import ArrowUpIcon from '@mui/icons-material/NorthEast';
import FlatIcon from '@mui/icons-material/East';
import { staffCopy } from '@/content/staff/staff-copy';
import { Surface } from '@/components/common/surface';
import type { ReportTotals } from '@/shared/analytics/reports';
import { describeChange, formatCount } from './report-format';

const copy = staffCopy.reports;

const order = ['visitors', 'views', 'leads', 'applications', 'spam'] as const;

const icons = { up: ArrowUpIcon, down: ArrowDownIcon, same: FlatIcon } as const;

/**
 * The range's five totals, each with its change against the period before. The change is told
 * in words with a neutral arrow: more spam caught is not "good", so no figure is coloured as if
 * it were.
 */
export function TotalsReport({
  totals,
  previous,
}: {
  totals: ReportTotals;
  previous: ReportTotals;
}) {
  return (
    <section aria-labelledby="reports-totals">
      <Typography id="reports-totals" variant="h2" sx={visuallyHidden}>
        {copy.totalsHeading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {order.map((key) => {
          const change = describeChange(totals[key], previous[key]);
          const ChangeIcon = icons[change.direction];
          return (
            <Surface key={key} component="li" sx={{ p: 2, gap: 0.5 }}>
              <Typography variant="body2" color="text.secondary" component="span">
                {copy.totals[key]}
              </Typography>
              <Typography component="span" sx={{ typography: 'h3', fontWeight: 'fontWeightBold' }}>
                {formatCount(totals[key])}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
              >
                <ChangeIcon fontSize="small" aria-hidden="true" sx={{ mt: 0.125 }} />
                <span>
                  {change.text} {copy.change.previous(formatCount(previous[key]))}
                </span>
              </Typography>
            </Surface>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {copy.totalsNote}
      </Typography>
    </section>
  );
}
