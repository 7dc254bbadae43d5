import Chip from '@mui/material/Chip';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import type { JobState } from '@/shared/jobs/job-posting';

const colors = {
  draft: 'default',
  open: 'success',
  paused: 'warning',
  closed: 'default',
} as const satisfies Record<JobState, 'default' | 'success' | 'warning'>;

/** A job's state, in words (the colour only repeats them). */
export function JobStateChip({ state }: { state: JobState }) {
  return (
    <Chip
      size="small"
      variant={state === 'closed' ? 'outlined' : 'filled'}
      color={colors[state]}
      label={copy.states[state]}
    />
  );
}
