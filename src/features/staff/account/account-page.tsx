import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { DividedItem, DividedList } from '../ui/divided-list';
import { StaffSection } from '../ui/staff-section';
import { formatReceived } from '../ui/format';
import { LoadErrorAlert } from '../ui/load-error-alert';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { useSession } from '../api/queries';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/session-queries';
import { TwoFactorSection } from './two-factor-section';

const copy = staffCopy.account;

/**
 * /staff/account: two-factor sign-in, where the staff member is signed in, and signing out
 * elsewhere. An account that must set up two-factor sign-in sees only that until it has.
 */
export function AccountPage() {
  const status = useSession().data?.twoFactor;
  const locked = status === undefined || (status.required && !status.on);
  const sessions = useSessions(!locked);
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();
  const [notice, setNotice] = useState<string | undefined>();
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <StaffPageFrame width="md" title={copy.title} heading={copy.heading}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <TwoFactorSection />
        {!locked && (
          <StaffSection id="account-sessions" heading={copy.sessions} headingSpace={1}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {copy.sessionsLead}
            </Typography>
            {notice && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {notice}
              </Alert>
            )}
            {sessions.isError ? (
              <LoadErrorAlert sx={{ mb: 2 }}>{copy.loadFailed}</LoadErrorAlert>
            ) : (
              (endOthers.isError || endOne.isError) && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {staffCopy.entry.actionFailed}
                </Alert>
              )
            )}
            {sessions.isPending && <Typography role="status">{staffCopy.loading}</Typography>}
            <DividedList>
              {(sessions.data ?? []).map((session) => (
                <DividedItem
                  key={session.id}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
                >
                  <Box sx={{ flex: '1 1 16rem' }}>
                    <Typography sx={{ fontWeight: 'fontWeightMedium' }}>
                      {session.device}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {copy.started} {formatReceived(session.createdAt)} · {copy.lastSeen}{' '}
                      {formatReceived(session.lastSeenAt)}
                    </Typography>
                  </Box>
                  {session.current ? (
                    <Chip size="small" color="primary" label={copy.thisBrowser} />
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={copy.endOneLabel(session.device)}
                      loading={endOne.isPending && endOne.variables === session.id}
                      onClick={() => {
                        endOne.mutate(session.id, {
                          onSuccess: () => {
                            setNotice(copy.endedOne);
                          },
                        });
                      }}
                    >
                      {copy.endOne}
                    </Button>
                  )}
                </DividedItem>
              ))}
            </DividedList>
            <Button
              variant="contained"
              sx={{ mt: 3 }}
              disabled={others.length === 0}
              loading={endOthers.isPending}
              onClick={() => {
                endOthers.mutate(undefined, {
                  onSuccess: ({ ended }) => {
                    setNotice(copy.endedOthers(ended));
                  },
                });
              }}
            >
              {copy.endOthers}
            </Button>
          </StaffSection>
        )}
      </Box>
    </StaffPageFrame>
  );
}
