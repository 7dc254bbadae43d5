import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { PageContainer } from '@/components/common/page-container';
import { StaffApiError } from '../api/staff-client';
import { submissionKinds, type SubmissionDetail } from '@/shared/staff/api-types';
import { readableMessage } from '@/shared/staff/readable-message';
import { StaffSection } from '../ui/staff-section';
import { ScreeningSection } from './screening-section';
import { describeSpamReasons, displayName, formatReceived } from '../ui/format';
import { EntryNotes } from './entry-notes';
import { ActivityList } from '../activity/activity-list';
import { CameFromSection } from './came-from-section';
import { ResumeFileSection } from './resume-file-section';
import { FactList } from '../ui/fact-list';
import { useAccess, useHistory, useSubmission } from '../api/queries';
import { StageChip } from '../ui/stage-chip';
import { SubmissionActions } from './submission-actions';
import { LoadErrorAlert } from '../ui/load-error-alert';

const copy = staffCopy.entry;

/**
 * What the sender wrote, isolated from the text around it: right-to-left or invisible
 * formatting characters in it cannot reorder a label or a neighbouring value.
 */
const written = (value: string) => <bdi>{value}</bdi>;

/** Every field as text: whatever a visitor typed is shown as typed, never read as markup. */
function EntryFields({ entry, seesJobs }: { entry: SubmissionDetail; seesJobs: boolean }) {
  const rows: [string, ReactNode][] = [
    [copy.fields.kind, staffCopy.kinds[entry.kind]],
    [copy.fields.firstName, written(entry.first_name)],
    [copy.fields.lastName, written(entry.last_name)],
    [copy.fields.email, entry.orgnization_email ? written(entry.orgnization_email) : copy.notGiven],
    [
      copy.fields.organization,
      entry.orgnization_name ? written(entry.orgnization_name) : copy.notGiven,
    ],
  ];
  if (entry.country !== null) rows.push([copy.fields.location, written(entry.country)]);
  // The job the intake joined the application to opens in the Jobs area, for the roles that
  // have it; the position is shown as the applicant's form sent it either way.
  if (entry.position !== null) {
    const job = written(entry.position);
    rows.push([
      copy.fields.job,
      entry.job_id !== null && seesJobs ? (
        <Link component={RouterLink} to={paths.staffJob.href(entry.job_id)}>
          {job}
        </Link>
      ) : (
        job
      ),
    ]);
  }
  if (entry.onsite !== null) rows.push([copy.fields.onsite, entry.onsite]);
  // The portal fields are the same on every submission (the form's constants): not shown.
  return <FactList facts={rows} />;
}

/** Why an entry in the spam folder is there; an entry that is not spam has nothing to explain. */
function SpamNote({ entry }: { entry: SubmissionDetail }) {
  if (!entry.spam) return null;
  return (
    <Alert severity="warning" component="section">
      <Typography component="h2" sx={{ typography: 'subtitle2' }}>
        {copy.spamHeading}
      </Typography>
      {entry.spam_reasons.length > 0 ? (
        <>
          {copy.spamScore(entry.spam_score)} {describeSpamReasons(entry.spam_reasons)}.
        </>
      ) : (
        copy.noSpamSignals
      )}
    </Alert>
  );
}

/** Who did what to the entry, and when: its part of the audit trail. */
function EntryHistory({ id }: { id: number }) {
  const history = useHistory(id);
  const events = history.data?.items ?? [];
  return (
    <StaffSection id="entry-history" heading={staffCopy.activity.history} headingSpace={1}>
      {history.isError && <Typography color="error">{staffCopy.activity.loadFailed}</Typography>}
      {history.isSuccess &&
        (events.length === 0 ? (
          <Typography color="text.secondary">{staffCopy.activity.noHistory}</Typography>
        ) : (
          <ActivityList events={events} label={staffCopy.activity.history} showEntry={false} />
        ))}
    </StaffSection>
  );
}

/** /staff/submissions/:id: one submission with every field, its status and what to do with it. */
export function SubmissionPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.staffInbox.href();
  const query = useSubmission(Number.isSafeInteger(id) && id > 0 ? id : 0);
  // An entry of a kind the role does not include is "not there" to it, as the server answers.
  const access = useAccess();
  const narrowed = (access?.kinds.length ?? submissionKinds.length) < submissionKinds.length;
  const entry = query.data;

  return (
    <PageContainer width="md">
      <Link
        component={RouterLink}
        to={from}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3, minHeight: 44 }}
      >
        <ArrowBackIcon fontSize="small" />
        {copy.back}
      </Link>
      {query.isError && (
        <LoadErrorAlert>
          {query.error instanceof StaffApiError && query.error.status === 404
            ? narrowed
              ? copy.notFoundForRole
              : copy.notFound
            : copy.loadFailed}
        </LoadErrorAlert>
      )}
      {query.isPending && <Typography role="status">{staffCopy.loading}</Typography>}
      {entry && (
        <>
          <title>{`${displayName(entry)} | ${staffCopy.appName}`}</title>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Typography variant="h1" sx={{ typography: 'h2', overflowWrap: 'anywhere' }}>
              <bdi>{displayName(entry)}</bdi>
            </Typography>
            <StageChip stage={entry.stage} spam={entry.spam} />
          </Box>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {staffCopy.kinds[entry.kind]}
            {entry.position && (
              <>
                {' · '}
                <bdi>{entry.position}</bdi>
              </>
            )}{' '}
            · {copy.reference} {entry.reference} · {copy.received}{' '}
            <time dateTime={entry.received_at}>{formatReceived(entry.received_at)}</time>
          </Typography>
          <SubmissionActions entry={entry} />
          <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
            <SpamNote entry={entry} />
            <StaffSection id="entry-details" heading={copy.details}>
              <EntryFields entry={entry} seesJobs={access?.jobs === true} />
            </StaffSection>
            <ScreeningSection answers={entry.screening_answers} />
            {entry.resume && <ResumeFileSection id={entry.id} file={entry.resume} />}
            <StaffSection
              id="entry-message"
              heading={
                entry.kind === 'apply'
                  ? entry.resume
                    ? copy.resumeNote
                    : copy.resume
                  : copy.message
              }
            >
              <Typography
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
              >
                {readableMessage(entry) || copy.noMessage}
              </Typography>
            </StaffSection>
            <CameFromSection cameFrom={entry.came_from} kind={entry.kind} />
            <EntryNotes entry={entry} />
            <EntryHistory id={entry.id} />
          </Box>
        </>
      )}
    </PageContainer>
  );
}
