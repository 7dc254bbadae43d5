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
  noAccount: 'No account yet? Staff accounts are created by the site administrator on the server.',
} as const;
