import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { staffCopy } from '@/content/staff/staff-copy';
import { describeSpamReasons, formatReceived } from '../ui/format';
import { EntryLink, type InboxListProps } from './inbox-grid';
import { StageChip } from '../ui/stage-chip';
import { spreadRow } from '../ui/spread-row';

const copy = staffCopy.inbox;

/**
 * The list on a phone: each entry a card to read at a glance (who, what kind, which job, the
 * stage, when, who has it), with plain buttons to page, where a grid would show two columns
 * and scroll.
 */
export function InboxCards({ rows, emptyText, spamFolder, assignees, ...paging }: InboxListProps) {
  if (rows.length === 0 && paging.page === 0) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  return (
    <>
      <Box
        component="ul"
        aria-label={copy.cardsLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 2,
            }}
          >
            <Box sx={{ ...spreadRow, gap: 1 }}>
              <EntryLink row={row} />
              <StageChip stage={row.stage} spam={row.spam && !spamFolder} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {staffCopy.kinds[row.kind]}
              {row.position && (
                <>
                  {' · '}
                  <bdi>{row.position}</bdi>
                </>
              )}
              {' · '}
              <time dateTime={row.received_at}>{formatReceived(row.received_at)}</time>
            </Typography>
            {row.assignee_id !== null && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {copy.columns.assignee}: {assignees.get(row.assignee_id) ?? copy.formerStaff}
              </Typography>
            )}
            {spamFolder && row.spam_reasons.length > 0 && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {copy.columns.flagged}: {describeSpamReasons(row.spam_reasons)}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <CardsPager {...paging} />
    </>
  );
}

/** Previous and next page under the cards, with the page's number between them. */
function CardsPager({
  page,
  hasNextPage,
  onPageChange,
}: Pick<InboxListProps, 'page' | 'hasNextPage' | 'onPageChange'>) {
  return (
    <Box
      component="nav"
      aria-label={copy.pagesLabel}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mt: 2,
      }}
    >
      <Button
        variant="outlined"
        disabled={page === 0}
        onClick={() => {
          onPageChange(page - 1);
        }}
      >
        {copy.previousPage}
      </Button>
      <Typography variant="body2">{copy.pageOf(page + 1)}</Typography>
      <Button
        variant="outlined"
        disabled={!hasNextPage}
        onClick={() => {
          onPageChange(page + 1);
        }}
      >
        {copy.nextPage}
      </Button>
    </Box>
  );
}
