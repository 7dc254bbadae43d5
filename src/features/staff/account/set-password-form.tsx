import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { keepsValue } from '../ui/field-value';
import { ProblemAlert, StaffForm } from '../ui/staff-form';

const copy = staffCopy.accountLinks;

/**
 * Choosing a password, for an invitation and for a reset alike: one field that can be shown
 * (easier than typing it twice on a phone), the rule said up front, and the server's own
 * sentence when it refuses one. The account's address goes along in a hidden username field, so
 * a password manager files the new password under the right account.
 */
export function SetPasswordForm({
  email,
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  email: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** What the server said, or a failure of the connection. */
  error: string | undefined;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [missing, setMissing] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The page has one job, and the link was opened to do it.
    fieldRef.current?.focus();
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (password === '') {
      setMissing(true);
      fieldRef.current?.focus();
      return;
    }
    setMissing(false);
    onSubmit(password);
  };
  const problem = missing ? copy.missingPassword : error;

  return (
    <StaffForm onSubmit={submit} label={label}>
      <ProblemAlert problem={problem} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="staff-new-password"
        label={copy.password}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        value={password}
        onChange={keepsValue(setPassword)}
        inputRef={fieldRef}
        required
        error={problem !== undefined}
        helperText={copy.passwordHint}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => {
                    setShown((value) => !value);
                  }}
                  aria-label={copy.showPassword}
                  aria-pressed={shown}
                  edge="end"
                >
                  {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={pending}>
        {submitLabel}
      </Button>
    </StaffForm>
  );
}
