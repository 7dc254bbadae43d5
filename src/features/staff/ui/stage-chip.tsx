import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { staffCopy } from '@/content/staff/staff-copy';
import type { Stage } from '@/shared/staff/pipeline';

/** New entries stand out; entries at an end stage recede. */
const ended: readonly Stage[] = ['closed', 'hired', 'not-selected'];

/** Where an entry stands, and whether it is in the spam folder. */
export function StageChip({ stage, spam }: { stage: Stage; spam: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        label={staffCopy.stages[stage]}
        color={stage === 'new' ? 'primary' : ended.includes(stage) ? 'default' : 'success'}
        variant={stage === 'new' ? 'filled' : 'outlined'}
      />
      {spam && <Chip size="small" label={staffCopy.spamLabel} color="warning" variant="outlined" />}
    </Box>
  );
}
