/** Copy of the staff inbox: the pages where staff sign in and work the leads the forms send. */
import type { StatusFilter, SubmissionKind, SubmissionStatus } from '@/shared/staff/api-types';
import type { AuditAction } from '@/shared/staff/audit';

export const staffCopy = {
  appName: 'Staff inbox',
  headerNavLabel: 'Staff',
  signedInAs: (email: string) => `Signed in as ${email}`,
  navLabel: 'Staff pages',
  nav: { inbox: 'Inbox', activity: 'Activity', account: 'Your account' },
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  loading: 'Loading…',

  signIn: {
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
    noAccount:
      'No account yet? Staff accounts are created by the site administrator on the server.',
  },

  inbox: {
    title: 'Inbox',
    heading: 'Leads',
    filtersLabel: 'Filter the list',
    kind: 'Kind',
    status: 'Status',
    search: 'Search every field',
    searchButton: 'Search',
    clearSearch: 'Clear search',
    export: 'Export CSV',
    exportHint: 'Downloads every entry of the current filter as a spreadsheet file.',
    gridLabel: 'Submissions, newest first',
    empty: 'No submissions match this filter.',
    emptyInbox: 'Nothing here yet: new contact requests and applications will appear here.',
    loadFailed: 'The list could not be loaded.',
    retry: 'Try again',
    columns: {
      received: 'Received',
      kind: 'Kind',
      name: 'Name',
      organization: 'Organization',
      email: 'E-mail',
      status: 'Status',
    },
    openEntry: (name: string) => `Open the submission from ${name}`,
    deleted: 'The submission was deleted.',
  },

  entry: {
    back: 'Back to the inbox',
    details: 'Details',
    received: 'Received',
    fields: {
      kind: 'Kind',
      status: 'Status',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      organization: 'Organization',
      location: 'Location',
      portal: 'Portal',
      product: 'Requested for',
    },
    message: 'Message',
    resume: 'Resume',
    noMessage: 'No message.',
    notGiven: 'Not given',
    reply: 'Reply by e-mail',
    noReplyLink:
      'The address is not a plain mailbox, so it gets no reply link: copy it into a new e-mail if it looks right.',
    markHandled: 'Mark as handled',
    markNew: 'Mark as new',
    moveToSpam: 'Move to spam',
    notSpam: 'Not spam',
    delete: 'Delete…',
    spamHeading: 'Why it was flagged as spam',
    spamScore: (score: number) => `Spam score ${score}.`,
    noSpamSignals: 'No spam signals; it was moved to spam by hand.',
    statusChanged: (status: string) => `Status changed to ${status}.`,
    actionsLabel: 'Actions',
    notFound: 'There is no such submission; it may have been deleted.',
    loadFailed: 'The submission could not be loaded.',
    confirmTitle: 'Delete this submission?',
    confirmText: (what: string) =>
      `${what} will be removed for good, with its notifications. Use this for a request to erase someone's data.`,
    confirmDelete: 'Delete',
    cancel: 'Cancel',
    actionFailed: 'That did not work. Please try again.',
  },

  activity: {
    title: 'Activity',
    heading: 'Activity',
    lead: 'Everything staff did, newest first: sign-ins, status changes, deletions, exports and account changes. Kept as long as the leads.',
    listLabel: 'Activity, newest first',
    empty: 'Nothing has happened yet.',
    older: 'Show older activity',
    loadFailed: 'The activity could not be loaded.',
    entry: (id: number) => `Entry #${id}`,
    from: (client: string) => `from address ${client}`,
    fromHint:
      'A shortened keyed hash of the address: equal codes, same address; it cannot be turned back into the address.',
    /** What each action says after the actor's name. */
    actions: {
      'sign-in': 'signed in',
      'sign-in-failed': 'failed to sign in',
      'sign-out': 'signed out',
      'sessions-ended': 'ended sessions',
      'status-changed': 'changed the status',
      'entry-deleted': 'deleted an entry',
      export: 'exported a CSV file',
      'account-added': 'added a staff account',
      'account-removed': 'removed a staff account',
      'password-changed': 'changed a password',
    } satisfies Record<AuditAction, string>,
    history: 'History',
    noHistory: 'No changes yet.',
  },

  account: {
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
  },

  kinds: {
    contact: 'Contact request',
    apply: 'Application',
  } satisfies Record<SubmissionKind, string>,
  statuses: {
    new: 'New',
    handled: 'Handled',
    spam: 'Spam',
  } satisfies Record<SubmissionStatus, string>,
  kindFilters: [
    { value: '', label: 'All kinds' },
    { value: 'contact', label: 'Contact requests' },
    { value: 'apply', label: 'Applications' },
  ] as const satisfies readonly { value: SubmissionKind | ''; label: string }[],
  statusFilters: [
    { value: '', label: 'Inbox (new and handled)' },
    { value: 'new', label: 'New' },
    { value: 'handled', label: 'Handled' },
    { value: 'spam', label: 'Spam' },
    { value: 'all', label: 'Everything' },
  ] as const satisfies readonly { value: StatusFilter; label: string }[],
  /** Names of the spam heuristics, as staff read them. */
  spamReasons: {
    'link-in-name': 'a link in a name',
    'many-links': 'many links in the message',
    burst: 'many submissions from one address within minutes',
    'identical-repeat': 'the same text sent before',
    'spam-phrase': 'a known spam phrase',
  } satisfies Record<string, string>,
} as const;
