import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { isStaffAddress } from '@/shared/staff/account-links';
import { isStaffRole, staffRoles, type StaffRole } from '@/shared/staff/roles';
import { useInvitations, useInvite, useWithdrawInvitation } from '../api/account-links';
import { failureText } from '../api/staff-client';
import { DividedItem, DividedList } from '../ui/divided-list';
import { formatReceived } from '../ui/format';
import { LoadErrorAlert } from '../ui/load-error-alert';
import { StaffSection } from '../ui/staff-section';
import { fieldColumns } from '../ui/field-columns';
import { keepsValue } from '../ui/field-value';

const copy = staffCopy.accounts.invitations;
const roleHelp = staffCopy.accounts.roleHelp;

/**
 * Inviting a colleague by e-mail with a role, and the invitations not yet accepted, each of which
 * can be withdrawn (its link then opens nothing).
 */
export function InvitationsSection() {
  const invitations = useInvitations();
  const invite = useInvite();
  const withdraw = useWithdrawInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>();

  const emailProblem = isStaffAddress(email.trim()) ? undefined : copy.emailProblem;
  const roleProblem = role === '' ? copy.roleProblem : undefined;

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setNotice(undefined);
    if (emailProblem || roleProblem || role === '' || invite.isPending) return;
    const address = email.trim();
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setNotice({ ok: true, text: copy.sent(address) });
          setEmail('');
          setRole('');
          setChecked(false);
        },
        onError: (error) => {
          setNotice({ ok: false, text: failureText(error, copy.failed) });
        },
      },
    );
  };

  const waiting = invitations.data ?? [];
  return (
    <StaffSection id="accounts-invitations" heading={copy.heading} headingSpace={1}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {copy.lead}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={copy.formLabel}
        onSubmit={send}
        sx={{ ...fieldColumns('minmax(0, 1fr) 14rem'), alignItems: 'start' }}
      >
        <TextField
          id="invite-email"
          label={copy.email}
          type="email"
          autoComplete="off"
          value={email}
          required
          error={checked && emailProblem !== undefined}
          helperText={checked ? emailProblem : undefined}
          onChange={keepsValue(setEmail)}
          slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
        />
        <TextField
          select
          id="invite-role"
          label={copy.role}
          value={role}
          required
          error={checked && roleProblem !== undefined}
          helperText={checked && roleProblem ? roleProblem : role === '' ? ' ' : roleHelp[role]}
          onChange={keepsValue((next) => {
            if (isStaffRole(next)) setRole(next);
          })}
        >
          {staffRoles.map((option) => (
            <MenuItem key={option} value={option}>
              {staffCopy.roles[option]}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" loading={invite.isPending}>
            {copy.send}
          </Button>
        </Box>
      </Box>
      <Box aria-live="polite" sx={{ mt: notice ? 2 : 0 }}>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
      </Box>

      <Typography component="h3" variant="h6" sx={{ mt: 4, mb: 1 }}>
        {copy.waitingHeading}
      </Typography>
      {invitations.isError && <LoadErrorAlert>{copy.loadFailed}</LoadErrorAlert>}
      {invitations.isPending && <Typography role="status">{staffCopy.loading}</Typography>}
      {invitations.isSuccess && waiting.length === 0 && (
        <Typography color="text.secondary">{copy.none}</Typography>
      )}
      {waiting.length > 0 && (
        <DividedList label={copy.waitingHeading}>
          {waiting.map((invitation) => (
            <DividedItem
              key={invitation.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
            >
              <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {copy.detail(
                    staffCopy.roles[invitation.role],
                    invitation.invitedBy,
                    formatReceived(invitation.invitedAt),
                    formatReceived(invitation.expiresAt),
                  )}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                aria-label={copy.withdrawLabel(invitation.email)}
                loading={withdraw.isPending && withdraw.variables === invitation.id}
                onClick={() => {
                  setNotice(undefined);
                  withdraw.mutate(invitation.id, {
                    onSuccess: () => {
                      setNotice({ ok: true, text: copy.withdrawn(invitation.email) });
                    },
                    onError: (error) => {
                      setNotice({ ok: false, text: failureText(error, copy.failed) });
                    },
                  });
                }}
              >
                {copy.withdraw}
              </Button>
            </DividedItem>
          ))}
        </DividedList>
      )}
    </StaffSection>
  );
}
