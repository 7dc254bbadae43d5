import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff';
import { PageContainer } from '@/components/common/page-container';
import { Surface } from '@/components/common/surface';
import { StaffApiError } from '@/lib/staff-client';
import type { SubmissionDetail } from '@/shared/staff/api-types';
import { referenceOf } from '@/shared/staff/pipeline';
import { describeSpamReasons, displayName, formatReceived } from './format';
import { EntryNotes } from './entry-notes';
import { ActivityList } from './activity-list';
import { CameFrom } from './came-from';
import { FactList } from './fact-list';
import { useHistory, useSubmission } from './queries';
import { StageChip } from './stage-chip';
import { SubmissionActions } from './submission-actions';

const copy = staffCopy.entry;

/** Every field as text: whatever a visitor typed is shown as typed, never read as markup. */
function Fields({ entry }: { entry: SubmissionDetail }) {
  const rows: [string, string][] = [
    [copy.fields.kind, staffCopy.kinds[entry.kind]],
    [copy.fields.firstName, entry.first_name],
    [copy.fields.lastName, entry.last_name],
    [copy.fields.email, entry.orgnization_email || copy.notGiven],
    [copy.fields.organization, entry.orgnization_name || copy.notGiven],
  ];
  if (entry.country !== null) rows.push([copy.fields.location, entry.country]);
  if (entry.position !== null) rows.push([copy.fields.job, entry.position]);
  if (entry.onsite !== null) rows.push([copy.fields.onsite, entry.onsite]);
  rows.push(
    [copy.fields.portal, entry.portal_name],
    [copy.fields.product, entry.requested_demo_for_product_name],
  );
  return <FactList facts={rows} />;
}

function SpamNote({ entry }: { entry: SubmissionDetail }) {
  if (!entry.spam && entry.spam_score === 0) return null;
  return (
    <Alert severity={entry.spam ? 'warning' : 'info'} component="section">
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
    <Surface component="section" aria-labelledby="entry-history" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="entry-history" variant="h2" sx={{ typography: 'h4', mb: 1 }}>
        {staffCopy.activity.history}
      </Typography>
      {history.isError && <Typography color="error">{staffCopy.activity.loadFailed}</Typography>}
      {history.isSuccess &&
        (events.length === 0 ? (
          <Typography color="text.secondary">{staffCopy.activity.noHistory}</Typography>
        ) : (
          <ActivityList events={events} label={staffCopy.activity.history} showEntry={false} />
        ))}
    </Surface>
  );
}

/** /staff/submissions/:id: one submission with every field, its status and what to do with it. */
export function SubmissionPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.staffInbox.href();
  const query = useSubmission(Number.isSafeInteger(id) && id > 0 ? id : 0);
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
        <Alert severity="error" role="alert">
          {query.error instanceof StaffApiError && query.error.status === 404
            ? copy.notFound
            : copy.loadFailed}
        </Alert>
      )}
      {query.isPending && <Typography role="status">{staffCopy.loading}</Typography>}
      {entry && (
        <>
          <title>{`${displayName(entry)} | ${staffCopy.appName}`}</title>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Typography variant="h1" sx={{ typography: 'h2', overflowWrap: 'anywhere' }}>
              {displayName(entry)}
            </Typography>
            <StageChip stage={entry.stage} spam={entry.spam} />
          </Box>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {staffCopy.kinds[entry.kind]}
            {entry.position && ` · ${entry.position}`} · {copy.reference} {referenceOf(entry.id)} ·{' '}
            {copy.received}{' '}
            <time dateTime={entry.received_at}>{formatReceived(entry.received_at)}</time>
          </Typography>
          <SubmissionActions entry={entry} />
          <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
            <SpamNote entry={entry} />
            <Surface
              component="section"
              aria-labelledby="entry-details"
              sx={{ p: { xs: 2.5, sm: 4 } }}
            >
              <Typography id="entry-details" variant="h2" sx={{ typography: 'h4', mb: 1.5 }}>
                {copy.details}
              </Typography>
              <Fields entry={entry} />
            </Surface>
            <Surface
              component="section"
              aria-labelledby="entry-message"
              sx={{ p: { xs: 2.5, sm: 4 } }}
            >
              <Typography id="entry-message" variant="h2" sx={{ typography: 'h4', mb: 1.5 }}>
                {entry.kind === 'apply' ? copy.resume : copy.message}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.message || copy.noMessage}
              </Typography>
            </Surface>
            <CameFrom cameFrom={entry.came_from} kind={entry.kind} />
            <EntryNotes entry={entry} />
            <EntryHistory id={entry.id} />
          </Box>
        </>
      )}
    </PageContainer>
  );
}
