/**
 * Copy every staff page shares: the frame around the pages (name, navigation, signing out) and the
 * names of kinds, stages, folders and sources that the inbox, an entry and the reports all use.
 */
import type { Folder, SubmissionKind } from '@/shared/staff/api-types';
import type { StaffRole } from '@/shared/staff/roles';
import { sourceKindLabels } from '@/shared/analytics/reports';
import { kindLabels, stageLabels } from '@/shared/staff/pipeline';

export const staffCommonCopy = {
  appName: 'Staff inbox',
  headerNavLabel: 'Staff',
  signedInAs: (email: string, role: string) => `Signed in as ${email} (${role})`,
  navLabel: 'Staff pages',
  /** Read after "Inbox" in the navigation. */
  newCount: (count: number) => `, ${count} new`,
  nav: {
    inbox: 'Inbox',
    reports: 'Reports',
    activity: 'Activity',
    accounts: 'Accounts',
    jobs: 'Jobs',
    account: 'Your account',
  },
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  loading: 'Loading…',
  /** The button of an alert about something that could not be loaded. */
  retry: 'Try again',
  roles: {
    admin: 'admin',
    sales: 'sales',
    recruiting: 'recruiting',
  } satisfies Record<StaffRole, string>,
  /** Where a page is not part of the signed-in account's role (the server refuses it too). */
  notForYourRole:
    'This page is not part of your role. An admin can change your role if you need it.',

  kinds: kindLabels,
  /** Where a visit came from, as the reports and an entry's "came from" block name it. */
  sourceKinds: sourceKindLabels,
  spamLabel: 'Spam',
  stages: stageLabels,
  folders: [
    { value: 'inbox', label: 'Inbox (not spam)' },
    { value: 'spam', label: 'Spam' },
    { value: 'all', label: 'Everything' },
  ] as const satisfies readonly { value: Folder; label: string }[],
  kindFilters: [
    { value: '', label: 'All kinds' },
    { value: 'contact', label: 'Contact requests' },
    { value: 'apply', label: 'Applications' },
  ] as const satisfies readonly { value: SubmissionKind | ''; label: string }[],
} as const;
