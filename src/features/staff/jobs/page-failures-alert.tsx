import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { staffJobsCopy } from '@/content/staff/jobs';
import { formatReceived } from '../ui/format';
import { useJobPageFailures, useRenderPagesAgain } from './job-queries';

const copy = staffJobsCopy.pageFailures;

/**
 * The public pages showing jobs that failed to render on the server (a change staff made is not
 * on them yet; visitors get the last good version), with a button that renders them again. Says
 * when that worked, or that they still fail. Nothing when every page is up to date.
 */
export function PageFailuresAlert({ enabled }: { enabled: boolean }) {
  const failures = useJobPageFailures(enabled);
  const again = useRenderPagesAgain();
  const list = failures.data?.failures ?? [];

  if (list.length === 0) {
    return again.isSuccess ? (
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {copy.done}
      </Alert>
    ) : null;
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button
          color="inherit"
          disabled={again.isPending}
          onClick={() => {
            again.mutate();
          }}
        >
          {again.isPending ? copy.retrying : copy.retry}
        </Button>
      }
    >
      <AlertTitle>{copy.title}</AlertTitle>
      <Typography variant="body2">{copy.lead}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {list.map((failure) => (
          <li key={failure.path}>{copy.since(failure.path, formatReceived(failure.at))}</li>
        ))}
      </Box>
      <Box role="status" sx={{ typography: 'body2' }}>
        {again.isSuccess && copy.stillFailing}
        {again.isError && copy.retryFailed}
      </Box>
    </Alert>
  );
}
