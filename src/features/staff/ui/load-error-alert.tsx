import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';

interface LoadErrorAlertProps {
  /** What could not be loaded, with anything the server added. */
  children: ReactNode;
  /**
   * Asks the server again. Without it the alert offers no button: the page already asks again
   * by itself, or another try could not help (an entry that is not there).
   */
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

/** What a staff page shows in place of what it could not load, announced at once. */
export function LoadErrorAlert({ children, onRetry, sx }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" onClick={onRetry}>
            {staffCopy.retry}
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}
