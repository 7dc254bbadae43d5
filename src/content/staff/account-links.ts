/**
 * Copy of the pages reached without a password: accepting an invitation, asking for a new
 * password, and setting one with the link from that e-mail. The server's own sentences (a
 * password refused, a link that opens nothing) are shown as it sends them.
 */
import { minPasswordLength } from '@/shared/staff/password-rules';

export const staffAccountLinksCopy = {
  forgotLink: 'Forgot your password?',
  join: {
    title: 'Join the staff area',
    heading: 'Join the staff area',
    lead: (invitedBy: string, role: string) =>
      `${invitedBy} has invited you to the staff inbox, with the ${role} role. Choose a password to make your account.`,
    submit: 'Create my account',
    unusableWayOn:
      'Ask the admin who invited you to send a new invitation. If you have an account already, sign in.',
  },
  reset: {
    title: 'Set a new password',
    heading: 'Set a new password',
    lead: 'Choose a new password for your staff account. Setting it signs your account out on every browser.',
    submit: 'Set the new password',
    unusableWayOn: 'Ask for a new link: it arrives within a minute and works for one hour.',
    askAgain: 'Ask for a new link',
  },
  forgot: {
    title: 'Forgotten password',
    heading: 'Forgot your password?',
    lead: 'Enter the e-mail address of your staff account. We will send it a link to choose a new password.',
    email: 'E-mail address',
    submit: 'Send the link',
    missing: 'Enter the e-mail address of your staff account.',
    sentHeading: 'Check your e-mail',
    spamHint:
      'Nothing after a few minutes? Look in the spam folder, and check the address with the person who runs the staff accounts.',
  },
  email: 'E-mail address',
  password: 'New password',
  passwordHint: `At least ${minPasswordLength} characters, and hard to guess.`,
  showPassword: 'Show password',
  missingPassword: 'Choose a password.',
  checking: 'Checking the link…',
  unusableHeading: 'This link cannot be used',
  /** A link without its token, or one opened on the other kind of page. */
  incomplete:
    'This link is not complete: open it from the e-mail again, or copy the whole address into the browser.',
  backToSignIn: 'Back to sign in',
  signIn: 'Sign in',
  failed: 'That did not work. Check your connection and try again.',
} as const;
