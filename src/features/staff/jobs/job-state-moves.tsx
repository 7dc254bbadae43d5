/**
 * The part of a saved job's page that says its state (with its posting date and a link to its
 * public page while it is live) and holds the buttons that move it between states and copy it.
 * Closing asks first; the moves wait while the form has unsaved changes.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { movesFrom, type JobMove } from '@/shared/jobs/job-moves';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { failureText } from '../api/staff-client';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { Notice } from './job-notice';
import { useDuplicateJob, useMoveJob } from './job-queries';
import { JobStateChip } from './job-state-chip';

interface MovesProps {
  job: StaffJob;
  dirty: boolean;
  onNotice: (notice: Notice) => void;
  /** Shows a refused move (its problems at their fields); a notice without it. */
  onRefused?: (error: unknown) => void;
}

/** The job's state, and the buttons that move it (closing asks first). */
export function JobMoves({ job, dirty, onNotice, onRefused }: MovesProps) {
  const move = useMoveJob();
  const duplicate = useDuplicateJob();
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const run = (next: JobMove) => {
    move.mutate(
      { id: job.id, move: next, revision: job.revision },
      {
        onSuccess: () => {
          onNotice({ ok: true, text: copy.moved[next] });
        },
        onError: (error) => {
          if (onRefused) onRefused(error);
          else onNotice({ ok: false, text: failureText(error, copy.moveFailed) });
        },
        onSettled: () => {
          setClosing(false);
        },
      },
    );
  };
  const live = job.state === 'open' || job.state === 'paused';
  return (
    <Box
      component="section"
      aria-labelledby="job-state-heading"
      sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="job-state-heading" component="h2" sx={{ typography: 'h6' }}>
          {copy.state}
        </Typography>
        <JobStateChip state={job.state} />
        {job.datePosted !== null && (
          <Typography variant="body2" color="text.secondary">
            {copy.postedOn(job.datePosted)}
          </Typography>
        )}
        {live && (
          <Link href={paths.job.href(job.slug)} target="_blank" rel="noopener" variant="body2">
            {copy.viewPage}
          </Link>
        )}
      </Box>
      {dirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {copy.saveFirst}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {movesFrom(job.state).map((next) => (
          <Button
            key={next}
            variant={next === 'close' ? 'outlined' : 'contained'}
            color={next === 'close' ? 'error' : 'primary'}
            disabled={dirty || move.isPending}
            sx={{ minHeight: 44 }}
            onClick={() => {
              if (next === 'close') setClosing(true);
              else run(next);
            }}
          >
            {copy.moves[next]}
          </Button>
        ))}
        <Button
          variant="outlined"
          disabled={duplicate.isPending}
          sx={{ minHeight: 44 }}
          onClick={() => {
            duplicate.mutate(job.id, {
              onSuccess: (copied) => {
                void navigate(paths.staffJob.href(copied.id), {
                  state: { notice: copy.duplicated(copied.title) },
                });
              },
              onError: (error) => {
                onNotice({ ok: false, text: failureText(error, copy.duplicateFailed) });
              },
            });
          }}
        >
          {copy.duplicate}
        </Button>
      </Box>
      <ConfirmDialog
        open={closing}
        title={copy.closeTitle}
        text={copy.closeText(job.title)}
        confirm={copy.closeConfirm}
        cancel={copy.cancel}
        busy={move.isPending}
        onCancel={() => {
          setClosing(false);
        }}
        onConfirm={() => {
          run('close');
        }}
      />
    </Box>
  );
}
