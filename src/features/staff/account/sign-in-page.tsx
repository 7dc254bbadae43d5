import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { staffCopy } from '@/content/staff/staff-copy';
import { PageContainer } from '@/components/common/page-container';
import { Surface } from '@/components/common/surface';
import { failureText } from '../api/staff-client';
import { useSignIn } from '../api/session-queries';
import { safeNext } from '../frame/sign-in-link';
import { StaffForm } from '../ui/staff-form';
import { CredentialField } from './credential-field';
import { SignInCodeForm } from './sign-in-code-form';

const copy = staffCopy.signIn;

/**
 * /staff/sign-in: e-mail and password, then a code when the account has two-factor sign-in;
 * afterwards back to the page that asked for it.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const reason = params.get('reason');
  const done = () => {
    void navigate(safeNext(params.get('next')), { replace: true });
  };

  useEffect(() => {
    // The page has one job: the e-mail field takes the focus when it opens (and comes back).
    if (!codeStep) emailRef.current?.focus();
  }, [codeStep]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    if (email.trim() === '' || password === '') {
      setMissing(true);
      emailRef.current?.focus();
      return;
    }
    setMissing(false);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ codeNeeded }) => {
          setPassword('');
          if (codeNeeded) setCodeStep(true);
          else done();
        },
        onError: () => {
          setPassword('');
        },
      },
    );
  };

  return (
    <PageContainer width="sm">
      <title>{`${copy.title} | ${staffCopy.appName}`}</title>
      <Surface sx={{ p: { xs: 3, sm: 5 }, gap: 3, maxWidth: 480, mx: 'auto' }}>
        {codeStep ? (
          <SignInCodeForm
            onSignedIn={done}
            onStartOver={() => {
              signIn.reset();
              setCodeStep(false);
            }}
          />
        ) : (
          <>
            <div>
              <Typography variant="h1" sx={{ typography: 'h2', mb: 1 }}>
                {copy.heading}
              </Typography>
              <Typography color="text.secondary">{copy.lead}</Typography>
            </div>
            {reason === 'expired' && !signIn.isError && (
              <Alert severity="info" role="status">
                {copy.expired}
              </Alert>
            )}
            {reason === 'password-set' && !signIn.isError && (
              <Alert severity="success" role="status">
                {copy.passwordSet}
              </Alert>
            )}
            {reason === 'signed-out' && !signIn.isError && (
              <Alert severity="success" role="status">
                {copy.signedOut}
              </Alert>
            )}
            {(signIn.isError || missing) && (
              <Alert severity="error" role="alert">
                {missing ? copy.missing : failureText(signIn.error, staffCopy.entry.actionFailed)}
              </Alert>
            )}
            <StaffForm onSubmit={submit} label={copy.title}>
              {(
                [
                  {
                    id: 'staff-email',
                    label: copy.email,
                    type: 'email',
                    autoComplete: 'username',
                    value: email,
                    onChange: setEmail,
                    inputRef: emailRef,
                  },
                  {
                    id: 'staff-password',
                    label: copy.password,
                    type: 'password',
                    autoComplete: 'current-password',
                    value: password,
                    onChange: setPassword,
                  },
                ] as const
              ).map((field) => (
                <CredentialField key={field.id} {...field} />
              ))}
              <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
                {copy.submit}
              </Button>
            </StaffForm>
            <Link component={RouterLink} to={paths.staffForgotPassword.href()} variant="body2">
              {staffCopy.accountLinks.forgotLink}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {copy.noAccount}
            </Typography>
          </>
        )}
      </Surface>
    </PageContainer>
  );
}
