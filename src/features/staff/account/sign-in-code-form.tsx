import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { StaffApiError, failureText } from '../api/staff-client';
import { useSignInCode } from '../api/session-queries';
import { useCodeEntry } from './code-entry';
import { CodeField } from './code-field';
import { ProblemAlert, StaffForm } from '../ui/staff-form';

const copy = staffCopy.twoFactor;

interface SignInCodeFormProps {
  /** Signed in: on to the page that asked for it. */
  onSignedIn: () => void;
  /** Back to the password, e.g. when the code's time ran out. */
  onStartOver: () => void;
}

/** The second step of signing in, once the password was right: the app's code or a recovery code. */
export function SignInCodeForm({ onSignedIn, onStartOver }: SignInCodeFormProps) {
  const send = useSignInCode();
  const entry = useCodeEntry();
  const [problem, setProblem] = useState<string | undefined>();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, [entry.kind]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const value = entry.typed;
    if (value === undefined) {
      setProblem(entry.badCode);
      fieldRef.current?.focus();
      return;
    }
    setProblem(undefined);
    send.mutate(value, {
      onSuccess: onSignedIn,
      onError: (error) => {
        entry.clear();
        setProblem(failureText(error, staffCopy.entry.actionFailed));
        fieldRef.current?.focus();
      },
    });
  };
  const expired = send.error instanceof StaffApiError && send.error.reason === 'code-expired';

  return (
    <>
      <div>
        <Typography variant="h1" sx={{ typography: 'h2', mb: 1 }}>
          {copy.codeHeading}
        </Typography>
        <Typography color="text.secondary">
          {entry.kind === 'app' ? copy.codeLead : copy.recoveryLeadSignIn}
        </Typography>
      </div>
      <ProblemAlert problem={problem} />
      <StaffForm onSubmit={submit} label={copy.codeHeading}>
        <CodeField
          id="staff-code"
          {...entry.field}
          invalid={problem !== undefined}
          inputRef={fieldRef}
        />
        <Button type="submit" variant="contained" size="large" loading={send.isPending}>
          {copy.verify}
        </Button>
      </StaffForm>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button
          onClick={() => {
            entry.switchKind();
            setProblem(undefined);
          }}
        >
          {entry.switchLabel}
        </Button>
        <Button variant={expired ? 'contained' : 'text'} onClick={onStartOver}>
          {copy.startOver}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {copy.lostDevice}
      </Typography>
    </>
  );
}
