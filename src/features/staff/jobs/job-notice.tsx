/**
 * What a job's page says after the last action (saved, moved, copied, or why not): a success
 * read out politely, a failure at once and with the focus, so a keyboard or screen reader user
 * is where the problem is. A notice can be handed to the next page, as creating or copying a
 * job does.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** What the page says after the last action: a success read out politely, a failure at once. */
export interface Notice {
  ok: boolean;
  text: string;
}

/** A notice handed to the next page (after creating or copying a job). */
export function noticeFrom(state: unknown): Notice | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state;
  return typeof notice === 'string' ? { ok: true, text: notice } : undefined;
}

export function NoticeArea({ notice }: { notice: Notice | undefined }) {
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A refusal takes the focus, so a keyboard or screen reader user is where the problem is.
    if (notice && !notice.ok) failure.current?.focus();
  }, [notice]);
  return (
    <Box aria-live="polite">
      {notice && (
        <Alert
          ref={failure}
          tabIndex={-1}
          severity={notice.ok ? 'success' : 'error'}
          role={notice.ok ? 'status' : 'alert'}
          sx={{ mb: 2, overflowWrap: 'anywhere' }}
        >
          {notice.text}
        </Alert>
      )}
    </Box>
  );
}
