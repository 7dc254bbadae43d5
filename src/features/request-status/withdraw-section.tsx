import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { requestStatusPage } from '@/content/request-status';
import { withdrawRequest, type Withdrawal } from './api';

const { withdraw: copy } = requestStatusPage;
const headingId = 'withdraw-heading';

interface WithdrawSectionProps {
  token: string;
  /** The request is gone: the page shows the server's words instead of the status. */
  onWithdrawn: (message: string) => void;
}

/**
 * Withdrawing in two presses: the first asks, in the page rather than a dialog, and moves focus
 * to the question; the second erases. Keeping the request puts focus back where it was.
 */
export function WithdrawSection({ token, onWithdrawn }: WithdrawSectionProps) {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<Withdrawal | undefined>();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) startRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const erase = async () => {
    setWorking(true);
    setFailure(undefined);
    const result = await withdrawRequest(token);
    setWorking(false);
    if (result.outcome === 'withdrawn') onWithdrawn(result.message);
    else setFailure(result);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ typography: 'h4' }}>
        {copy.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '60ch' }}>
        {copy.text}
      </Typography>
      {asking ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography ref={questionRef} tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
            {copy.confirmQuestion}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="contained"
              color="error"
              onClick={() => void erase()}
              disabled={working}
            >
              {working ? copy.working : copy.confirm}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                setAsking(false);
              }}
              disabled={working}
            >
              {copy.cancel}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box>
          <Button
            ref={startRef}
            variant="outlined"
            color="error"
            onClick={() => {
              setAsking(true);
            }}
          >
            {copy.button}
          </Button>
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure.outcome === 'not-found'
            ? failure.message
            : failure.outcome === 'rate-limited'
              ? requestStatusPage.rateLimited
              : copy.failed}
        </Alert>
      )}
    </Box>
  );
}
