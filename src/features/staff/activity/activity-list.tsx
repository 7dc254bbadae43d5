import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import type { AuditEvent } from '@/shared/staff/audit';
import { isStage } from '@/shared/staff/pipeline';
import { DividedItem, DividedList } from '../ui/divided-list';
import { formatReceived } from '../ui/format';

const copy = staffCopy.activity;

/** A stage change's detail in the words staff use ("New → Contacted"); other details as they are. */
function readableDetail(event: AuditEvent): string {
  if (event.action !== 'stage-changed') return event.detail;
  return event.detail
    .split(' -> ')
    .map((stage) => (isStage(stage) ? staffCopy.stages[stage] : stage))
    .join(' → ');
}

/**
 * Events of the audit trail as a list, one readable line each at any width: who did what, to
 * which entry, when and from which (hashed) address. `showEntry` is off on an entry's own page.
 */
export function ActivityList({
  events,
  label,
  showEntry = true,
}: {
  events: readonly AuditEvent[];
  label: string;
  showEntry?: boolean;
}) {
  return (
    <DividedList ordered label={label}>
      {events.map((event) => (
        <DividedItem
          key={event.id}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="p" sx={{ flex: '1 1 18rem', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 'fontWeightMedium' }}>
              {event.actor}
            </Box>{' '}
            {copy.actions[event.action]}
            {event.detail && `: ${readableDetail(event)}`}
            {showEntry && event.entryId !== null && (
              <>
                {' · '}
                <Link
                  component={RouterLink}
                  to={paths.staffSubmission.href(event.entryId)}
                  underline="always"
                >
                  {copy.entry(event.entryId)}
                </Link>
              </>
            )}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            <time dateTime={event.at}>{formatReceived(event.at)}</time>
            {event.client && (
              <>
                {' · '}
                <Box component="span" title={copy.fromHint}>
                  {copy.from(event.client)}
                </Box>
              </>
            )}
          </Typography>
        </DividedItem>
      ))}
    </DividedList>
  );
}
