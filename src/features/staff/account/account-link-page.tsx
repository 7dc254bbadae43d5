import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import type { AccountLinkPurpose } from '@/shared/staff/account-links';
import { failureText, StaffApiError } from '../api/staff-client';
import { useLinkInfo, useSetPassword } from '../api/account-links';
import { signInHref } from '../frame/sign-in-link';
import { NarrowCard } from './narrow-card';
import { SetPasswordForm } from './set-password-form';

const copy = staffCopy.accountLinks;

/** Whether the server said the link opens nothing (rather than that it could not be reached). */
function unusable(error: unknown): boolean {
  return error instanceof StaffApiError && (error.status === 404 || error.status === 409);
}

/** A link that opens nothing: one sentence, and where to go from here. */
function Unusable({ purpose, message }: { purpose: AccountLinkPurpose; message: string }) {
  const page = purpose === 'invite' ? copy.join : copy.reset;
  return (
    <NarrowCard title={page.title} heading={copy.unusableHeading}>
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
      <Typography>{page.unusableWayOn}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {purpose === 'reset' && (
          <Button component={RouterLink} to={paths.staffForgotPassword.href()} variant="contained">
            {copy.reset.askAgain}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.staffSignIn.href()}
          variant={purpose === 'reset' ? 'outlined' : 'contained'}
        >
          {copy.backToSignIn}
        </Button>
      </Box>
    </NarrowCard>
  );
}

/**
 * /staff/join and /staff/reset-password: the link from an invitation or a reset e-mail, its
 * token after the # (browsers never send that part to a server, nor pass it on as a referrer).
 * An accepted invitation lands signed in, in the inbox; a new password leads to sign-in.
 */
export function AccountLinkPage({ purpose }: { purpose: AccountLinkPurpose }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = hash.replace(/^#/, '');
  const info = useLinkInfo(token);
  const setPassword = useSetPassword();
  const page = purpose === 'invite' ? copy.join : copy.reset;

  if (token === '') return <Unusable purpose={purpose} message={copy.incomplete} />;
  if (info.isPending) {
    return (
      <NarrowCard title={page.title} heading={page.heading}>
        <Typography role="status">{copy.checking}</Typography>
      </NarrowCard>
    );
  }
  if (info.isError || info.data.purpose !== purpose) {
    if (!info.isError || unusable(info.error)) {
      return (
        <Unusable
          purpose={purpose}
          message={info.isError ? failureText(info.error, copy.failed) : copy.incomplete}
        />
      );
    }
    return (
      <NarrowCard title={page.title} heading={page.heading}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void info.refetch()}>
              {staffCopy.retry}
            </Button>
          }
        >
          {copy.failed}
        </Alert>
      </NarrowCard>
    );
  }
  if (setPassword.isError && unusable(setPassword.error)) {
    return <Unusable purpose={purpose} message={failureText(setPassword.error, copy.failed)} />;
  }

  const { email, role, invitedBy } = info.data;
  const lead =
    purpose === 'invite'
      ? copy.join.lead(invitedBy ?? '', staffCopy.roles[role ?? 'sales'])
      : copy.reset.lead;
  return (
    <NarrowCard title={page.title} heading={page.heading} lead={lead}>
      <Typography>
        {copy.email}: <strong>{email}</strong>
      </Typography>
      <SetPasswordForm
        email={email}
        label={page.title}
        submitLabel={page.submit}
        pending={setPassword.isPending}
        error={setPassword.isError ? failureText(setPassword.error, copy.failed) : undefined}
        onSubmit={(password) => {
          setPassword.mutate(
            { token, password },
            {
              onSuccess: (done) => {
                void navigate(
                  done.signedIn ? paths.staffInbox.href() : signInHref({ reason: 'password-set' }),
                  { replace: true },
                );
              },
            },
          );
        }}
      />
    </NarrowCard>
  );
}

export function JoinPage() {
  return <AccountLinkPage purpose="invite" />;
}

export function ResetPasswordPage() {
  return <AccountLinkPage purpose="reset" />;
}
