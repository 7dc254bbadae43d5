import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { jobFormChecksCopy as checksCopy } from '@/content/staff/job-form-checks';
import { readJobInput } from '@/shared/jobs/job-input';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { useAccess } from '../api/queries';
import { failureText, isRefusedByRole } from '../api/staff-client';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { LoadErrorAlert } from '../ui/load-error-alert';
import { StaffForm } from '../ui/staff-form';
import { JobErrorSummary } from './job-error-summary';
import { JobFields } from './job-fields';
import { JobPreviewButton } from './job-preview-button';
import { bodyOf, newJobValues, slugOf, valuesOf, type JobFormValues } from './job-form-values';
import { NoticeArea, noticeFrom, type Notice } from './job-notice';
import { problemsByKey, refusalOf, type FormRefusal } from './job-problems';
import { useJob, useSaveJob } from './job-queries';
import { JobMoves } from './job-state-moves';

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
  // What is wrong (the summary at the top and each field), and the revision the form's values
  // are based on: an edit names it, so that a job changed meanwhile is not overwritten.
  const [refusal, setRefusal] = useState<FormRefusal | undefined>();
  const [basedOn, setBasedOn] = useState(job?.revision);
  const [shown, setShown] = useState(job?.revision);
  const current = useJob(job?.id);
  // The job changed under a form with nothing typed in it (a move, a reload): the form follows.
  if (job && job.revision !== shown) {
    setShown(job.revision);
    if (!dirty) {
      setBasedOn(job.revision);
      setValues(valuesOf(job.job));
    }
  }
  const refuse = (next: FormRefusal) => {
    setNotice(undefined);
    setRefusal(next);
  };
  const inform = (next: Notice) => {
    setRefusal(undefined);
    setNotice(next);
  };
  const loadCurrent = () => {
    void current.refetch().then(({ data }) => {
      if (!data) {
        refuse({ problems: [{ text: checksCopy.loadCurrentFailed }], stale: true });
        return;
      }
      setValues(valuesOf(data.job));
      setBasedOn(data.revision);
      setShown(data.revision);
      setDirty(false);
      inform({ ok: true, text: checksCopy.loadedCurrent });
    });
  };

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
      refuse({ problems: [{ field: checked.field, text: checked.message }], stale: false });
      return;
    }
    save.mutate(
      { id: job?.id, body, revision: basedOn },
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
            setBasedOn(saved.revision);
            inform({ ok: true, text: copy.saved });
          }
        },
        onError: (error) => {
          refuse(refusalOf(error, copy.saveFailed));
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
      {refusal && (
        <JobErrorSummary problems={refusal.problems}>
          {refusal.stale && (
            <Button
              variant="outlined"
              color="inherit"
              disabled={current.isFetching}
              onClick={loadCurrent}
              sx={{ mt: 1.5, minHeight: 44 }}
            >
              {current.isFetching ? checksCopy.loadingCurrent : checksCopy.loadCurrent}
            </Button>
          )}
        </JobErrorSummary>
      )}
      <NoticeArea notice={notice} />
      {job && (
        <JobMoves
          job={job}
          dirty={dirty}
          onNotice={inform}
          onRefused={(error) => {
            refuse(refusalOf(error, copy.moveFailed));
          }}
        />
      )}
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
          problems={refusal && problemsByKey(refusal.problems)}
        />
        {job && (
          <JobPreviewButton
            id={job.id}
            body={() => bodyOf(values)}
            onRefused={(error) => {
              refuse(refusalOf(error, copy.saveFailed));
            }}
          />
        )}
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
    return <StaffPageFrame refused width="md" title={copy.title} heading={copy.heading} />;
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
export function StaffJobPage() {
  const { id: param } = useParams();
  const id = param !== undefined && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;
  const job = useJob(id);
  if (isRefusedByRole(job.error)) {
    return <StaffPageFrame refused width="md" title={copy.title} heading={copy.heading} />;
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
