/** Copy of the staff sign-in page. */
export const staffSignInCopy = {
  title: 'Sign in',
  heading: 'Sign in to the staff inbox',
  lead: 'Contact requests and job applications from the website arrive here.',
  email: 'E-mail address',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  missing: 'Enter your e-mail address and password.',
  signedOut: 'You have signed out.',
  expired: 'Your session has ended. Sign in again to continue.',
  passwordSet: 'Your new password is set, and every other browser is signed out. Sign in with it.',
  noAccount: 'No account yet? An admin of the staff area can send you an invitation.',
} as const;
