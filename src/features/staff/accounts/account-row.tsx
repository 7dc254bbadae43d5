import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffCopy } from '@/content/staff/staff-copy';
import type { StaffAccountChange, StaffAccountSummary } from '@/shared/staff/accounts';
import { isStaffRole, staffRoles } from '@/shared/staff/roles';
import { DividedItem } from '../ui/divided-list';
import { formatReceived } from '../ui/format';

const copy = staffCopy.accounts;

/** Which control of a row a change belongs to, to show it at work. */
export type AccountChangeKind = 'role' | 'enabled' | 'twoFactor';

interface AccountRowProps {
  account: StaffAccountSummary;
  /** The change under way for this account, if any. */
  busy: AccountChangeKind | undefined;
  onChange: (change: StaffAccountChange) => void;
  /** Asks before turning the account's two-factor sign-in off. */
  onTwoFactorOff: () => void;
  onRemove: () => void;
}

/** One account: who, since when, its role (changed in place), and disabling or removing it. */
export function AccountRow({ account, busy, onChange, onTwoFactorOff, onRemove }: AccountRowProps) {
  const fieldId = `account-role-${String(account.id)}`;
  return (
    // One column on a phone; on a wide screen the roles and the buttons line up row under row.
    <DividedItem
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'minmax(0, 1fr) 14rem',
          md: 'minmax(0, 1fr) 14rem 21rem',
        },
        alignItems: 'center',
        gap: 2,
        py: 2,
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}
          >
            {account.email}
          </Typography>
          {account.you && <Chip size="small" color="primary" label={copy.you} />}
          {!account.enabled && <Chip size="small" color="warning" label={copy.disabled} />}
          <Chip
            size="small"
            variant="outlined"
            color={account.twoFactor ? 'success' : 'default'}
            label={account.twoFactor ? copy.twoFactorOn : copy.twoFactorOff}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {copy.added} {formatReceived(account.createdAt)} ·{' '}
          {account.lastSignInAt === null
            ? copy.neverSignedIn
            : `${copy.lastSignIn} ${formatReceived(account.lastSignInAt)}`}
        </Typography>
      </Box>
      <TextField
        select
        id={fieldId}
        size="small"
        label={copy.role}
        value={account.role}
        disabled={busy === 'role'}
        helperText={copy.roleHelp[account.role]}
        // Every row's field is labelled "Role" on screen; its name says whose role it is.
        slotProps={{
          select: {
            SelectDisplayProps: {
              'aria-labelledby': undefined,
              'aria-label': copy.roleOf(account.email),
            },
          },
        }}
        sx={{ maxWidth: { xs: '18rem', sm: 'none' } }}
        onChange={(event) => {
          const role = event.target.value;
          if (isStaffRole(role) && role !== account.role) onChange({ role });
        }}
      >
        {staffRoles.map((role) => (
          <MenuItem key={role} value={role}>
            {staffCopy.roles[role]}
          </MenuItem>
        ))}
      </TextField>
      {account.you ? (
        <Typography variant="body2" color="text.secondary">
          {copy.yourselfHint}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: { md: 'flex-end' },
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          <Button
            variant="outlined"
            size="small"
            aria-label={
              account.enabled ? copy.disableLabel(account.email) : copy.enableLabel(account.email)
            }
            loading={busy === 'enabled'}
            onClick={() => {
              onChange({ enabled: !account.enabled });
            }}
          >
            {account.enabled ? copy.disable : copy.enable}
          </Button>
          {account.twoFactor && (
            <Button
              variant="outlined"
              size="small"
              aria-label={copy.twoFactorOffLabel(account.email)}
              loading={busy === 'twoFactor'}
              onClick={onTwoFactorOff}
            >
              {copy.twoFactorOffAction}
            </Button>
          )}
          <Button
            variant="outlined"
            size="small"
            color="error"
            aria-label={copy.removeLabel(account.email)}
            onClick={onRemove}
          >
            {copy.remove}
          </Button>
        </Box>
      )}
    </DividedItem>
  );
}
