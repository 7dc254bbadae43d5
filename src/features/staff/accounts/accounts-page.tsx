import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import type { StaffAccountChange, StaffAccountSummary } from '@/shared/staff/accounts';
import { useAccess } from '../api/queries';
import { useAccounts, useChangeAccount, useRemoveAccount } from '../api/account-queries';
import { failureText, isRefusedByRole } from '../api/staff-client';
import { StaffPageFrame } from '../frame/staff-page-frame';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DividedList } from '../ui/divided-list';
import { LoadErrorAlert } from '../ui/load-error-alert';
import { StaffSection } from '../ui/staff-section';
import { AccountRow, type AccountChangeKind } from './account-row';
import { InvitationsSection } from './invitations-section';

const copy = staffCopy.accounts;

/** What a change says once made. */
function doneText(account: StaffAccountSummary, change: StaffAccountChange): string {
  if ('role' in change) return copy.roleChanged(account.email, staffCopy.roles[change.role]);
  if ('twoFactor' in change) return copy.twoFactorOffDone(account.email);
  return change.enabled ? copy.enabledDone(account.email) : copy.disabledDone(account.email);
}

function changeKind(change: StaffAccountChange): AccountChangeKind {
  if ('role' in change) return 'role';
  return 'enabled' in change ? 'enabled' : 'twoFactor';
}

/** /staff/accounts: every staff account, for admins to change roles, disable and remove. */
export function AccountsPage() {
  const access = useAccess();
  const accounts = useAccounts(access?.accounts === true);
  const change = useChangeAccount();
  const remove = useRemoveAccount();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>();
  const [removing, setRemoving] = useState<StaffAccountSummary | undefined>();
  const [turningOff, setTurningOff] = useState<StaffAccountSummary | undefined>();

  const busyFor = (id: number) =>
    change.isPending && change.variables.id === id
      ? changeKind(change.variables.change)
      : undefined;
  const apply = (
    account: StaffAccountSummary,
    next: StaffAccountChange,
    onSettled?: () => void,
  ) => {
    setNotice(undefined);
    change.mutate(
      { id: account.id, change: next },
      {
        onSuccess: () => {
          setNotice({ ok: true, text: doneText(account, next) });
        },
        onError: (error) => {
          setNotice({ ok: false, text: failureText(error, copy.changeFailed) });
        },
        onSettled,
      },
    );
  };

  return (
    <StaffPageFrame
      refused={access?.accounts === false || isRefusedByRole(accounts.error)}
      width="md"
      title={copy.title}
      heading={copy.heading}
      lead={copy.lead}
    >
      <StaffSection id="accounts-list" heading={copy.accounts}>
        <Box aria-live="polite">
          {notice && (
            <Alert
              severity={notice.ok ? 'success' : 'error'}
              role={notice.ok ? 'status' : 'alert'}
              sx={{ mb: 2 }}
            >
              {notice.text}
            </Alert>
          )}
        </Box>
        {accounts.isError && <LoadErrorAlert>{copy.loadFailed}</LoadErrorAlert>}
        {accounts.isPending && <Typography role="status">{staffCopy.loading}</Typography>}
        <DividedList label={copy.listLabel}>
          {(accounts.data ?? []).map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              busy={busyFor(account.id)}
              onChange={(next) => {
                apply(account, next);
              }}
              onTwoFactorOff={() => {
                setNotice(undefined);
                setTurningOff(account);
              }}
              onRemove={() => {
                setNotice(undefined);
                setRemoving(account);
              }}
            />
          ))}
        </DividedList>
      </StaffSection>
      {/* Asked of the server only once the session says the role opens it. */}
      {access?.accounts === true && (
        <Box sx={{ mt: 4 }}>
          <InvitationsSection />
        </Box>
      )}
      <ConfirmDialog
        open={turningOff !== undefined}
        title={copy.twoFactorOffTitle}
        text={turningOff ? copy.twoFactorOffText(turningOff.email) : ''}
        confirm={copy.twoFactorOffConfirm}
        cancel={copy.cancel}
        busy={change.isPending}
        onCancel={() => {
          setTurningOff(undefined);
        }}
        onConfirm={() => {
          if (turningOff) {
            apply(turningOff, { twoFactor: false }, () => {
              setTurningOff(undefined);
            });
          }
        }}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title={copy.confirmTitle}
        text={removing ? copy.confirmText(removing.email) : ''}
        confirm={copy.confirmRemove}
        cancel={copy.cancel}
        busy={remove.isPending}
        onCancel={() => {
          setRemoving(undefined);
        }}
        onConfirm={() => {
          if (!removing) return;
          const email = removing.email;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setNotice({ ok: true, text: copy.removedDone(email) });
            },
            onError: (error) => {
              setNotice({ ok: false, text: failureText(error, copy.changeFailed) });
            },
            onSettled: () => {
              setRemoving(undefined);
            },
          });
        }}
      />
    </StaffPageFrame>
  );
}
