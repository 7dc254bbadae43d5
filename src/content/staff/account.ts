/** Copy of the staff member's own account page: where they are signed in. */
export const staffAccountCopy = {
  title: 'Your account',
  heading: 'Your account',
  sessions: 'Where you are signed in',
  sessionsLead:
    'Each browser you signed in with, most recently used first. Sessions end after 30 idle minutes and after 12 hours in any case; at most 10 are kept.',
  started: 'Signed in',
  lastSeen: 'Last used',
  thisBrowser: 'This browser',
  endOne: 'Sign out',
  endOneLabel: (device: string) => `Sign out the session on ${device}`,
  endOthers: 'Sign out everywhere else',
  endedOthers: (count: number) =>
    count === 0
      ? 'There were no other sessions.'
      : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
  endedOne: 'That session has ended.',
  loadFailed: 'Your sessions could not be loaded.',
} as const;
