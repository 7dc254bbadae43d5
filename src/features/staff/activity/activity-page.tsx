import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { staffCopy } from '@/content/staff/staff-copy';
import { PageContainer } from '@/components/common/page-container';
import { Surface } from '@/components/common/surface';
import { ActivityList } from './activity-list';
import { useActivity } from '../api/queries';

const copy = staffCopy.activity;

/** /staff/activity: the audit trail, newest first, a page at a time. */
export function ActivityPage() {
  const activity = useActivity();
  const events = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageContainer width="md">
      <title>{`${copy.title} | ${staffCopy.appName}`}</title>
      <Typography variant="h1" sx={{ typography: 'h2', mb: 1 }}>
        {copy.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {copy.lead}
      </Typography>
      {activity.isError && (
        <Alert severity="error" role="alert">
          {copy.loadFailed}
        </Alert>
      )}
      {activity.isPending && <Typography role="status">{staffCopy.loading}</Typography>}
      {activity.isSuccess && (
        <Surface sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
          {events.length === 0 ? (
            <Typography sx={{ py: 2 }}>{copy.empty}</Typography>
          ) : (
            <ActivityList events={events} label={copy.listLabel} />
          )}
        </Surface>
      )}
      {activity.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ mt: 3 }}
          loading={activity.isFetchingNextPage}
          onClick={() => {
            void activity.fetchNextPage();
          }}
        >
          {copy.older}
        </Button>
      )}
    </PageContainer>
  );
}
