import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TwoFactorSetup as Setup } from '@/shared/staff/api-types';
import { staffCopy } from '@/content/staff/staff-copy';
import { useSession } from '../api/queries';
import { useTwoFactorSetup } from '../api/session-queries';
import { StaffSection } from '../ui/staff-section';
import { RecoveryCodesPanel } from './recovery-codes';
import { TwoFactorOffForm } from './two-factor-off-form';
import { TwoFactorSetupForm } from './two-factor-setup';

const copy = staffCopy.twoFactor;

/** Below this many recovery codes left, the page suggests new ones. */
const fewCodes = 3;

type Step = { at: 'status' } | { at: 'setup'; setup: Setup } | { at: 'codes'; codes: string[] };

/** The account page's two-factor sign-in: its state, setting it up, and turning it off. */
export function TwoFactorSection() {
  const session = useSession();
  const start = useTwoFactorSetup();
  const [step, setStep] = useState<Step>({ at: 'status' });
  const [notice, setNotice] = useState<string | undefined>();
  const [offering, setOffering] = useState(false);
  const status = session.data?.twoFactor;
  if (!session.data || !status) return null;
  const { email } = session.data;

  return (
    <StaffSection
      id="account-two-factor"
      heading={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
          {copy.heading}
          <Chip
            size="small"
            color={status.on ? 'success' : 'default'}
            label={status.on ? copy.statusOn : copy.statusOff}
          />
        </Box>
      }
      headingSpace={2}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {notice !== undefined && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {step.at === 'codes' ? (
          <RecoveryCodesPanel
            codes={step.codes}
            email={email}
            onDone={() => {
              setNotice(undefined);
              setStep({ at: 'status' });
            }}
          />
        ) : step.at === 'setup' ? (
          <TwoFactorSetupForm
            setup={step.setup}
            onTurnedOn={(codes) => {
              setNotice(copy.turnedOn);
              setStep({ at: 'codes', codes });
            }}
            onCancel={() => {
              setStep({ at: 'status' });
            }}
          />
        ) : status.on ? (
          <>
            <Typography color="text.secondary">{copy.leadOn}</Typography>
            <Typography>{copy.codesLeft(status.recoveryCodesLeft)}</Typography>
            {status.recoveryCodesLeft < fewCodes && (
              <Alert severity="warning">{copy.fewCodesLeft}</Alert>
            )}
            {offering ? (
              <TwoFactorOffForm
                required={status.required}
                onOff={() => {
                  setOffering(false);
                  setNotice(copy.turnedOff);
                }}
                onCancel={() => {
                  setOffering(false);
                }}
              />
            ) : (
              <Box>
                <Button
                  variant="outlined"
                  onClick={() => {
                    setNotice(undefined);
                    setOffering(true);
                  }}
                >
                  {copy.offHeading}
                </Button>
              </Box>
            )}
          </>
        ) : (
          <>
            {status.required && <Alert severity="warning">{copy.required}</Alert>}
            <Typography color="text.secondary">{copy.leadOff}</Typography>
            {start.isError && (
              <Alert severity="error" role="alert">
                {copy.setupFailed}
              </Alert>
            )}
            <Box>
              <Button
                variant="contained"
                loading={start.isPending}
                onClick={() => {
                  setNotice(undefined);
                  start.mutate(undefined, {
                    onSuccess: (setup) => {
                      setStep({ at: 'setup', setup });
                    },
                  });
                }}
              >
                {copy.start}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </StaffSection>
  );
}
