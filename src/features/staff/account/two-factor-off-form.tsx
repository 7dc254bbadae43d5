import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { failureText } from '../api/staff-client';
import { useTurnOffTwoFactor } from '../api/session-queries';
import { ProblemAlert, StaffForm } from '../ui/staff-form';
import { useCodeEntry } from './code-entry';
import { CodeField } from './code-field';
import { CredentialField } from './credential-field';

const copy = staffCopy.twoFactor;

/** Turning two-factor off takes what signing in takes: the password and a code. */
interface TwoFactorOffFormProps {
  required: boolean;
  onOff: () => void;
  onCancel: () => void;
}

export function TwoFactorOffForm({ required, onOff, onCancel }: TwoFactorOffFormProps) {
  const turnOff = useTurnOffTwoFactor();
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Opened by a button that is gone now: the first field takes the focus.
    passwordRef.current?.focus();
  }, []);
  const [password, setPassword] = useState('');
  const entry = useCodeEntry();
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (turnOff.isPending) return;
    const value = entry.typed;
    if (password === '' || entry.code.trim() === '') {
      setProblem(copy.missingOff);
      return;
    }
    if (value === undefined) {
      setProblem(entry.badCode);
      return;
    }
    setProblem(undefined);
    turnOff.mutate(
      { password, code: value },
      {
        onSuccess: onOff,
        onError: (error) => {
          entry.clear();
          setProblem(failureText(error, staffCopy.entry.actionFailed));
        },
      },
    );
  };

  return (
    <StaffForm onSubmit={submit} labelledBy="two-factor-off-heading" narrow>
      <Typography id="two-factor-off-heading" variant="h3" sx={{ typography: 'h6' }}>
        {copy.offHeading}
      </Typography>
      <Typography color="text.secondary">{copy.offLead}</Typography>
      {required && (
        <Typography variant="body2" color="text.secondary">
          {copy.offRequired}
        </Typography>
      )}
      <ProblemAlert problem={problem} />
      <CredentialField
        id="two-factor-off-password"
        label={copy.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        inputRef={passwordRef}
      />
      <CodeField id="two-factor-off-code" {...entry.field} invalid={problem !== undefined} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="outlined" color="error" loading={turnOff.isPending}>
          {copy.turnOff}
        </Button>
        <Button
          onClick={() => {
            entry.switchKind();
          }}
        >
          {entry.switchLabel}
        </Button>
        <Button onClick={onCancel}>{copy.cancel}</Button>
      </Box>
    </StaffForm>
  );
}
