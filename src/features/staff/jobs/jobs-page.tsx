import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { staffJobsCopy as copy } from '@/content/staff/jobs';
import { practiceAreaNames } from '@/content/practice-areas';
import { staffJobFactsCopy } from '@/content/staff/job-facts';
import type { StaffJobSummary } from '@/shared/jobs/staff-jobs';
import { useAccess, useJobs } from '../api/queries';
import { isRefusedByRole } from '../api/staff-client';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { DividedItem, DividedList } from '../ui/divided-list';
import { LoadErrorAlert } from '../ui/load-error-alert';
import { JobStateChip } from './job-state-chip';
import { PageFailuresAlert } from './page-failures-alert';
import { inPractice, PracticeFilter, usePracticeChoice } from './practice-filter';

function JobListItem({ job }: { job: StaffJobSummary }) {
  const facts = [
    `${copy.reference} ${job.referenceNumber}`,
    copy.applicants(job.applicants),
    job.daysOpen === null
      ? job.datePosted === null
        ? copy.notPosted
        : copy.postedOn(job.datePosted)
      : copy.daysOpen(job.daysOpen),
    ...(job.practice === null ? [] : [practiceAreaNames[job.practice]]),
  ];
  return (
    <DividedItem>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" sx={{ typography: 'body1', fontWeight: 'fontWeightMedium' }}>
          <Link
            component={RouterLink}
            to={paths.staffJob.href(job.id)}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {job.title}
          </Link>
        </Typography>
        <JobStateChip state={job.state} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {facts.join(' · ')}
      </Typography>
    </DividedItem>
  );
}

/** /staff/jobs: every job with its state, applicants and days open, for admins and recruiters. */
export function JobsPage() {
  const access = useAccess();
  const jobs = useJobs(access?.jobs === true);
  const [practice, choosePractice] = usePracticeChoice();
  const shown = (jobs.data ?? []).filter((job) => inPractice(job, practice));

  return (
    <StaffPageFrame
      refused={access?.jobs === false || isRefusedByRole(jobs.error)}
      width="md"
      title={copy.title}
      heading={copy.heading}
      lead={copy.lead}
      action={
        <Button component={RouterLink} to={paths.staffNewJob.href()} variant="contained">
          {copy.newJob}
        </Button>
      }
    >
      <PageFailuresAlert enabled={access?.jobs === true} />
      {jobs.isError && (
        <LoadErrorAlert
          onRetry={() => {
            void jobs.refetch();
          }}
        >
          {copy.loadFailed}
        </LoadErrorAlert>
      )}
      {jobs.isPending && <Typography role="status">{staffCopy.loading}</Typography>}
      {jobs.data?.length === 0 && <Typography>{copy.none}</Typography>}
      {jobs.data !== undefined && jobs.data.length > 0 && (
        <PracticeFilter jobs={jobs.data} choice={practice} onChoose={choosePractice} />
      )}
      {jobs.data !== undefined && jobs.data.length > 0 && shown.length === 0 && (
        <Typography role="status">{staffJobFactsCopy.filter.empty}</Typography>
      )}
      <DividedList label={copy.listLabel}>
        {shown.map((job) => (
          <JobListItem key={job.id} job={job} />
        ))}
      </DividedList>
    </StaffPageFrame>
  );
}
