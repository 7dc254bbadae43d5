/** Copy of the audit trail: the activity page and the history on an entry. */
import type { AuditAction } from '@/shared/staff/audit';

export const staffActivityCopy = {
  title: 'Activity',
  heading: 'Activity',
  lead: 'Everything staff did, newest first: sign-ins, stage changes, assignments, notes, replies, deletions, exports and account changes. Kept as long as the leads.',
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
    'stage-changed': 'moved it to another stage',
    'marked-spam': 'moved it to spam',
    'marked-not-spam': 'found it was not spam',
    assigned: 'assigned it',
    'note-added': 'added a note',
    'reply-started': 'started a reply by e-mail',
    'confirmation-sent': 'sent the sender their confirmation',
    'entry-withdrawn': 'withdrew and erased an entry',
    'entry-deleted': 'deleted an entry',
    'entry-viewed': 'opened it',
    export: 'exported a CSV file',
    'account-added': 'added a staff account',
    'account-removed': 'removed a staff account',
    'password-changed': 'changed a password',
    'role-changed': 'changed the role of a staff account',
    'account-disabled': 'disabled a staff account',
    'account-enabled': 'enabled a staff account',
  } satisfies Record<AuditAction, string>,
  history: 'History',
  noHistory: 'No changes yet.',
} as const;
