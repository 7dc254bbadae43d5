import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { failureText } from '../api/staff-client';
import { useAskForReset } from '../api/account-links';
import { StaffForm } from '../ui/staff-form';
import { CredentialField } from './credential-field';
import { NarrowCard } from './narrow-card';

const copy = staffCopy.accountLinks;

/**
 * /staff/forgot-password: an address, and a link to set a new password sent to it. The page
 * says the same whatever the address (the server answers the same), so it tells nobody which
 * addresses have accounts.
 */
export function ForgotPasswordPage() {
  const ask = useAskForReset();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);
  useEffect(() => {
    // The form is gone once the link is on its way: the focus moves to what replaced it.
    if (ask.isSuccess) statusRef.current?.focus();
  }, [ask.isSuccess]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ask.isPending) return;
    if (email.trim() === '') {
      setMissing(true);
      fieldRef.current?.focus();
      return;
    }
    setMissing(false);
    ask.mutate(email.trim());
  };

  if (ask.isSuccess) {
    return (
      <NarrowCard title={copy.forgot.title} heading={copy.forgot.sentHeading}>
        <Box
          ref={statusRef}
          tabIndex={-1}
          role="status"
          sx={{ outline: 'none', display: 'grid', gap: 2 }}
        >
          <Typography>{ask.data.message}</Typography>
          <Typography color="text.secondary">{copy.forgot.spamHint}</Typography>
        </Box>
        <Button component={RouterLink} to={paths.staffSignIn.href()} variant="outlined">
          {copy.backToSignIn}
        </Button>
      </NarrowCard>
    );
  }

  return (
    <NarrowCard title={copy.forgot.title} heading={copy.forgot.heading} lead={copy.forgot.lead}>
      {(missing || ask.isError) && (
        <Alert severity="error" role="alert">
          {missing ? copy.forgot.missing : failureText(ask.error, copy.failed)}
        </Alert>
      )}
      <StaffForm onSubmit={submit} label={copy.forgot.title}>
        <CredentialField
          id="staff-reset-email"
          label={copy.forgot.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          inputRef={fieldRef}
          maxLength={254}
        />
        <Button type="submit" variant="contained" size="large" loading={ask.isPending}>
          {copy.forgot.submit}
        </Button>
      </StaffForm>
      <Link component={RouterLink} to={paths.staffSignIn.href()} variant="body2">
        {copy.backToSignIn}
      </Link>
    </NarrowCard>
  );
}
