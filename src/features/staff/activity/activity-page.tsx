import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { staffCopy } from '@/content/staff/staff-copy';
import { Surface } from '@/components/common/surface';
import { ActivityList } from './activity-list';
import { useActivity } from '../api/queries';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { LoadErrorAlert } from '../ui/load-error-alert';

const copy = staffCopy.activity;

/** /staff/activity: the audit trail, newest first, a page at a time. */
export function ActivityPage() {
  const activity = useActivity();
  const events = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <StaffPageFrame width="md" title={copy.title} heading={copy.heading} lead={copy.lead}>
      {activity.isError && <LoadErrorAlert>{copy.loadFailed}</LoadErrorAlert>}
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
    </StaffPageFrame>
  );
}
