import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { staffCopy } from '@/content/staff/staff-copy';
import { Surface } from '@/components/common/surface';
import { ActivityList } from './activity-list';
import { useAccess, useActivity } from '../api/queries';
import { isRefusedByRole } from '../api/staff-client';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { LoadErrorAlert } from '../ui/load-error-alert';

const copy = staffCopy.activity;

/** /staff/activity: the audit trail, newest first, a page at a time. */
export function ActivityPage() {
  const access = useAccess();
  // Asked only of a role that opens it: for another the page says so without a refused request.
  const activity = useActivity(access?.activity === true);
  const events = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <StaffPageFrame
      refused={access?.activity === false || isRefusedByRole(activity.error)}
      width="md"
      title={copy.title}
      heading={copy.heading}
      lead={copy.lead}
    >
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
