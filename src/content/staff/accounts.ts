/** Copy of the admins' accounts page: who can sign in to the staff pages, and with what role. */
import { invitationValidMs } from '@/shared/staff/account-links';
import type { StaffRole } from '@/shared/staff/roles';

const invitationDays = invitationValidMs / 86_400_000;

const article = (role: string) => (/^[aeiou]/i.test(role) ? 'an' : 'a');

export const staffAccountsCopy = {
  title: 'Accounts',
  heading: 'Staff accounts',
  lead: 'Everyone who can sign in to the staff pages, and what their role lets them see. Disable an account to stop someone signing in for a while; remove it when they have left.',
  accounts: 'Accounts',
  listLabel: 'Staff accounts',
  roleHelp: {
    admin: 'Every lead, the jobs, the reports, the activity and the accounts',
    sales: 'Contact requests only',
    recruiting: 'Applications and the jobs',
  } satisfies Record<StaffRole, string>,
  role: 'Role',
  roleOf: (email: string) => `Role of ${email}`,
  you: 'You',
  disabled: 'Disabled',
  twoFactorOn: 'Two-factor on',
  twoFactorOff: 'Two-factor off',
  added: 'Added',
  lastSignIn: 'last signed in',
  neverSignedIn: 'never signed in',
  disable: 'Disable',
  enable: 'Enable',
  remove: 'Remove',
  disableLabel: (email: string) => `Disable ${email}`,
  enableLabel: (email: string) => `Enable ${email}`,
  removeLabel: (email: string) => `Remove ${email}`,
  roleChanged: (email: string, role: string) => `${email} is now ${article(role)} ${role} account.`,
  disabledDone: (email: string) => `${email} is disabled and signed out everywhere.`,
  enabledDone: (email: string) => `${email} can sign in again.`,
  removedDone: (email: string) =>
    `${email} was removed. What they did stays in the activity under their address.`,
  twoFactorOffAction: 'Turn off two-factor',
  twoFactorOffLabel: (email: string) => `Turn off two-factor sign-in for ${email}`,
  twoFactorOffTitle: 'Turn off two-factor sign-in?',
  twoFactorOffText: (email: string) =>
    `${email} will be signed out everywhere and sign in with the password alone until two-factor sign-in is set up again (an admin must set it up at the next sign-in). Do this for someone who lost their phone and their recovery codes.`,
  twoFactorOffConfirm: 'Turn off',
  twoFactorOffDone: (email: string) =>
    `Two-factor sign-in is off for ${email}, who is signed out everywhere.`,
  confirmTitle: 'Remove this account?',
  confirmText: (email: string) =>
    `${email} will be signed out everywhere and can no longer sign in. Their notes and history stay under their address. This cannot be undone: to stop someone signing in for a while, disable the account instead.`,
  confirmRemove: 'Remove',
  cancel: 'Cancel',
  yourselfHint: 'Another admin can disable or remove your account.',
  invitations: {
    heading: 'Invite a colleague',
    lead: `They get an e-mail with a link to choose their password and join with the role you give them. The link works once, for ${invitationDays} days; until then the invitation waits below, and you can withdraw it.`,
    formLabel: 'Invite a colleague',
    email: 'Their e-mail address',
    role: 'Role',
    send: 'Send invitation',
    emailProblem: 'Enter one e-mail address, such as name@company.com.',
    roleProblem: 'Choose what they will see.',
    sent: (email: string) =>
      `Invitation sent to ${email}. The link in it works for ${invitationDays} days.`,
    failed: 'The invitation could not be sent. Please try again.',
    waitingHeading: 'Waiting to be accepted',
    none: 'No invitations are waiting.',
    loadFailed: 'The invitations could not be loaded.',
    detail: (role: string, by: string, at: string, until: string) =>
      `${role} · invited by ${by} on ${at} · the link works until ${until}`,
    withdraw: 'Withdraw',
    withdrawLabel: (email: string) => `Withdraw the invitation to ${email}`,
    withdrawn: (email: string) =>
      `The invitation to ${email} was withdrawn: its link opens nothing now.`,
  },
  loadFailed: 'The accounts could not be loaded.',
  changeFailed: 'That change could not be made. Please try again.',
} as const;
