import Chip from '@mui/material/Chip';
import { staffCopy } from '@/content/staff';
import type { SubmissionStatus } from '@/shared/staff/api-types';

const colors = { new: 'primary', handled: 'success', spam: 'warning' } as const;

export function StatusChip({ status }: { status: SubmissionStatus }) {
  return (
    <Chip
      size="small"
      label={staffCopy.statuses[status]}
      color={colors[status]}
      variant={status === 'new' ? 'filled' : 'outlined'}
    />
  );
}
