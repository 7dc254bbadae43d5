import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { readJobInput } from '@/shared/jobs/job-input';
import { movesFrom, type JobMove } from '@/shared/jobs/job-moves';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { useAccess } from '../api/queries';
import { failureText, isRefusedByRole } from '../api/staff-client';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { LoadErrorAlert } from '../ui/load-error-alert';
import { RoleRefusal } from '../ui/role-refusal';
import { StaffForm } from '../ui/staff-form';
import { JobFields } from './job-fields';
import { bodyOf, newJobValues, slugOf, valuesOf, type JobFormValues } from './job-form-values';
import { useDuplicateJob, useJob, useMoveJob, useSaveJob } from './job-queries';
import { JobStateChip } from './job-state-chip';

/** What the page says after the last action: a success read out politely, a failure at once. */
interface Notice {
  ok: boolean;
  text: string;
}

/** A notice handed to the next page (after creating or copying a job). */
function noticeFrom(state: unknown): Notice | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state;
  return typeof notice === 'string' ? { ok: true, text: notice } : undefined;
}

function NoticeArea({ notice }: { notice: Notice | undefined }) {
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A refusal takes the focus, so a keyboard or screen reader user is where the problem is.
    if (notice && !notice.ok) failure.current?.focus();
  }, [notice]);
  return (
    <Box aria-live="polite">
      {notice && (
        <Alert
          ref={failure}
          tabIndex={-1}
          severity={notice.ok ? 'success' : 'error'}
          role={notice.ok ? 'status' : 'alert'}
          sx={{ mb: 2, overflowWrap: 'anywhere' }}
        >
          {notice.text}
        </Alert>
      )}
    </Box>
  );
}

interface MovesProps {
  job: StaffJob;
  dirty: boolean;
  onNotice: (notice: Notice) => void;
}

/** The job's state, and the buttons that move it (closing asks first). */
function JobMoves({ job, dirty, onNotice }: MovesProps) {
  const move = useMoveJob();
  const duplicate = useDuplicateJob();
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const run = (next: JobMove) => {
    move.mutate(
      { id: job.id, move: next },
      {
        onSuccess: () => {
          onNotice({ ok: true, text: copy.moved[next] });
        },
        onError: (error) => {
          onNotice({ ok: false, text: failureText(error, copy.moveFailed) });
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

/** The form of a new job (no `job`) or of a saved one, with its moves. */
function JobEditor({ job }: { job: StaffJob | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const save = useSaveJob();
  const [values, setValues] = useState<JobFormValues>(() =>
    job ? valuesOf(job.job) : newJobValues(),
  );
  const [dirty, setDirty] = useState(false);
  // A new job's address follows its title until it is typed in.
  const [slugTyped, setSlugTyped] = useState(job !== undefined);
  const [notice, setNotice] = useState<Notice | undefined>(() => noticeFrom(location.state));

  const change = (next: Partial<JobFormValues>) => {
    setDirty(true);
    if ('slug' in next) setSlugTyped(true);
    setValues((current) => {
      const merged = { ...current, ...next };
      return !slugTyped && 'title' in next ? { ...merged, slug: slugOf(merged.title) } : merged;
    });
  };

  const submit = () => {
    setNotice(undefined);
    const body = bodyOf(values);
    const checked = readJobInput(body);
    if (!checked.ok) {
      setNotice({ ok: false, text: `${copy.problemsHeading} ${checked.message}` });
      return;
    }
    save.mutate(
      { id: job?.id, body },
      {
        onSuccess: (saved) => {
          setDirty(false);
          if (job === undefined) {
            void navigate(paths.staffJob.href(saved.id), {
              replace: true,
              state: { notice: copy.created },
            });
          } else {
            setValues(valuesOf(saved.job));
            setNotice({ ok: true, text: copy.saved });
          }
        },
        onError: (error) => {
          setNotice({ ok: false, text: failureText(error, copy.saveFailed) });
        },
      },
    );
  };

  const heading = job ? copy.editTitle(job.title) : copy.newTitle;
  return (
    <StaffPageFrame width="md" title={heading} heading={heading}>
      <Box sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.staffJobs.href()}>
          {copy.backToList}
        </Link>
      </Box>
      <NoticeArea notice={notice} />
      {job && <JobMoves job={job} dirty={dirty} onNotice={setNotice} />}
      <StaffForm
        label={copy.formLabel}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <JobFields
          values={values}
          onChange={change}
          referenceFixed={job?.referenceFixed ?? false}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            sx={{ minHeight: 44 }}
          >
            {save.isPending ? copy.saving : job ? copy.save : copy.create}
          </Button>
        </Box>
      </StaffForm>
    </StaffPageFrame>
  );
}

function RefusedOr({ children }: { children: ReactNode }) {
  const access = useAccess();
  if (access?.jobs === false) {
    return (
      <StaffPageFrame width="md" title={copy.title} heading={copy.heading}>
        <RoleRefusal />
      </StaffPageFrame>
    );
  }
  return children;
}

/** /staff/jobs/new: a new job's form; saving makes a draft. */
export function NewJobPage() {
  return (
    <RefusedOr>
      <JobEditor job={undefined} />
    </RefusedOr>
  );
}

/** /staff/jobs/:id: one job's form, its state and its moves. */
export function JobPage() {
  const { id: param } = useParams();
  const id = param !== undefined && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;
  const job = useJob(id);
  if (isRefusedByRole(job.error)) {
    return (
      <StaffPageFrame width="md" title={copy.title} heading={copy.heading}>
        <RoleRefusal />
      </StaffPageFrame>
    );
  }
  if (id === undefined || job.isError) {
    return (
      <RefusedOr>
        <StaffPageFrame width="md" title={copy.title} heading={copy.heading}>
          <LoadErrorAlert>{failureText(job.error, copy.loadJobFailed)}</LoadErrorAlert>
        </StaffPageFrame>
      </RefusedOr>
    );
  }
  if (job.isPending) {
    return (
      <StaffPageFrame width="md" title={copy.title} heading={copy.heading}>
        <Typography role="status">{staffCopy.loading}</Typography>
      </StaffPageFrame>
    );
  }
  // Keyed by the job: going to a copy starts its own form.
  return (
    <RefusedOr>
      <JobEditor key={job.data.id} job={job.data} />
    </RefusedOr>
  );
}
