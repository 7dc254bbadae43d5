/** Copy of the staff inbox: the list of leads, its filters, paging and export. */
import { sourceUnknown } from '@/shared/analytics/reports';
import type { SubmissionKind } from '@/shared/staff/api-types';

export const staffInboxCopy = {
  title: 'Inbox',
  /** The page title with the count of new entries, as a mail program shows it. */
  titleWithNew: (count: number) => (count > 0 ? `(${count}) Inbox` : 'Inbox'),
  heading: 'Leads',
  /** The lead of an account whose role sees one kind of entry only. */
  onlyKind: {
    contact: 'Your role (sales) shows contact requests; applications go to recruiting.',
    apply: 'Your role (recruiting) shows applications; contact requests go to sales.',
  } satisfies Record<SubmissionKind, string>,
  filtersLabel: 'Filter the list',
  /** The button that shows or hides the filters on a phone, with how many are set. */
  filtersButton: (set: number) => (set === 0 ? 'Filters' : `Filters (${String(set)} set)`),
  kind: 'Kind',
  folder: 'Folder',
  stage: 'Stage',
  anyStage: 'Any stage',
  assignee: 'Assigned to',
  anyone: 'Anyone',
  unassigned: 'Nobody yet',
  job: 'Job',
  anyJob: 'Any job',
  /** Applications joined to no stored job: open applications, and positions no job matched. */
  noJob: 'No job',
  /** A job in the filter: its reference tells apart two jobs with one title. */
  jobOption: (title: string, reference: string) => `${title} (${reference})`,
  source: 'Source',
  anySource: 'Any source',
  unknownSource: sourceUnknown,
  campaign: 'Campaign',
  campaignHint: 'As the link carried it (utm_campaign); applies with Search.',
  sort: 'Order',
  sorts: { newest: 'Newest first', job: 'By job' },
  search: 'Search every field',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  export: 'Export CSV',
  exportHint: 'Downloads every entry of the current filter as a spreadsheet file.',
  gridLabel: 'Submissions',
  cardsLabel: 'Submissions',
  pagesLabel: 'Pages of submissions',
  /** An assignee whose account has since been removed. */
  formerStaff: 'a former staff member',
  empty: 'No submissions match this filter.',
  emptyInbox: 'Nothing here yet: new contact requests and applications will appear here.',
  loadFailed: 'The list could not be loaded.',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number) => `Page ${page}`,
  columns: {
    received: 'Received',
    kind: 'Kind',
    name: 'Name',
    job: 'Job',
    stage: 'Stage',
    assignee: 'Assigned to',
    flagged: 'Why flagged',
  },
  openEntry: (name: string) => `Open the submission from ${name}`,
  deleted: 'The submission was deleted.',
} as const;
