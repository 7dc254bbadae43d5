import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { TwoFactorSetup as Setup } from '@/shared/staff/api-types';
import { staffCopy } from '@/content/staff/staff-copy';
import { failureText } from '../api/staff-client';
import { useTurnOnTwoFactor } from '../api/session-queries';
import { CodeField, typedCode } from './code-field';
import { QrCode } from './qr-code';
import { ProblemAlert, StaffForm } from '../ui/staff-form';

const copy = staffCopy.twoFactor;

/** The key in groups of four, as people read it out and type it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

interface TwoFactorSetupProps {
  setup: Setup;
  onTurnedOn: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan or type the key, then prove it with the app's first code. */
export function TwoFactorSetupForm({ setup, onTurnedOn, onCancel }: TwoFactorSetupProps) {
  const turnOn = useTurnOnTwoFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The button that opened the set-up is gone: keyboard and screen-reader users start here.
    startRef.current?.focus();
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (turnOn.isPending) return;
    const value = typedCode(code, 'app');
    if (value === undefined) {
      setProblem(copy.badCode);
      fieldRef.current?.focus();
      return;
    }
    setProblem(undefined);
    turnOn.mutate(value, {
      onSuccess: ({ recoveryCodes }) => {
        onTurnedOn(recoveryCodes);
      },
      onError: (error) => {
        setCode('');
        setProblem(failureText(error, staffCopy.entry.actionFailed));
        fieldRef.current?.focus();
      },
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography
          ref={startRef}
          tabIndex={-1}
          variant="h3"
          sx={{ typography: 'h6', outline: 'none' }}
        >
          {copy.scanStep}
        </Typography>
        <QrCode rows={setup.qr} label={copy.qrLabel} />
        <Typography id="two-factor-key-label" sx={{ fontWeight: 'fontWeightMedium' }}>
          {copy.typeStep}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="code"
            aria-labelledby="two-factor-key-label"
            sx={{
              fontFamily: 'monospace',
              typography: 'body1',
              letterSpacing: '0.05em',
              wordBreak: 'break-word',
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          >
            {groupedKey(setup.secret)}
          </Box>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              void navigator.clipboard.writeText(setup.secret).then(() => {
                setCopied(true);
              });
            }}
          >
            {copy.copyKey}
          </Button>
        </Box>
        {copied && (
          <Typography role="status" variant="body2" color="text.secondary">
            {copy.copiedKey}
          </Typography>
        )}
      </Box>
      <StaffForm onSubmit={submit} labelledBy="two-factor-confirm-heading" narrow>
        <Typography id="two-factor-confirm-heading" variant="h3" sx={{ typography: 'h6' }}>
          {copy.confirmStep}
        </Typography>
        <ProblemAlert problem={problem} />
        <CodeField
          id="two-factor-setup-code"
          kind="app"
          value={code}
          onChange={setCode}
          invalid={problem !== undefined}
          inputRef={fieldRef}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={turnOn.isPending}>
            {copy.confirm}
          </Button>
          <Button onClick={onCancel}>{copy.cancel}</Button>
        </Box>
      </StaffForm>
    </Box>
  );
}
