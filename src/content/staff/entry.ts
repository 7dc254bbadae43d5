/** Copy of one submission's page: its fields, where it came from, the work on it and its notes. */
import type { ExtractionState, ResumeFlag } from '@/shared/staff/resume-flags';

export const staffEntryCopy = {
  back: 'Back to the inbox',
  details: 'Details',
  received: 'Received',
  reference: 'Reference',
  fields: {
    kind: 'Kind',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    organization: 'Organization',
    location: 'Location',
    job: 'Job',
    onsite: 'Can work onsite',
  },
  message: 'Message',
  resume: 'Resume',
  /** With a file beside it, the pasted text is a note. */
  resumeNote: 'Note from the applicant',
  resumeFile: {
    heading: 'Resume file',
    name: 'File',
    size: 'Size',
    type: 'Type',
    otherType: 'Other',
    download: 'Download original',
    downloadHint:
      'Downloaded as it was sent; open it with care if it is flagged below. Each download is recorded in the history.',
    flagsHeading: 'Found in the file',
    textHeading: 'Text of the file',
    extraction: {
      pending: 'The file’s text is being read; reload the page in a moment.',
      'no-text':
        'No text was found in the file: it may be a scan (pictures of pages). Download it to read it.',
      failed:
        'The file’s text could not be read (it may be damaged or protected). Download it to read it.',
      'timed-out': 'Reading the file’s text took too long and was stopped. Download it to read it.',
    } satisfies Record<Exclude<ExtractionState, 'done'>, string>,
    flags: {
      script:
        'JavaScript: the PDF can run script when opened. Open it in a viewer with scripts off.',
      launch: 'A launch action: the PDF asks to start a program.',
      'embedded-file': 'Embedded files: the PDF carries other files inside it.',
      encrypted: 'Encrypted: the PDF may need a password or refuse to be copied from.',
    } satisfies Record<ResumeFlag, string>,
  },
  cameFrom: {
    heading: 'Came from',
    kind: 'Kind of source',
    source: 'Source',
    campaign: 'Campaign',
    medium: 'Medium',
    referrer: 'Referring site',
    noReferrer: 'None (typed or bookmarked)',
    landingPage: 'Landing page',
    pagesBefore: 'Pages seen before the form',
    noPagesBefore: 'None: the form was the first page after the landing page.',
    jobPage: 'Job page',
    firstSeen: 'Visit began',
    none: 'None',
    unknown:
      'Source unknown: no visit of this sender was recorded that day (a visitor who asks not to be tracked, or who blocks the count, is never recorded).',
  },
  noMessage: 'No message.',
  notGiven: 'Not given',
  workLabel: 'Working this entry',
  stage: 'Stage',
  assignee: 'Assigned to',
  unassigned: 'Nobody',
  reply: 'Reply by e-mail',
  replyHint: 'Opens your mail program with the subject and the sender’s message quoted.',
  replySubject: {
    contact: (company: string) => `Re: your enquiry to ${company}`,
    apply: (job: string | null, company: string) =>
      job ? `Your application for ${job}` : `Your application to ${company}`,
  },
  replyGreeting: (name: string) => `Hello ${name},`,
  replyQuoteIntro: (when: string) => `On ${when} you wrote:`,
  noReplyLink:
    'The address is not a plain mailbox, so it gets no reply link: copy it into a new e-mail if it looks right.',
  moveToSpam: 'Move to spam',
  notSpam: 'Not spam',
  delete: 'Delete…',
  spamHeading: 'Why it was flagged as spam',
  spamScore: (score: number) => `Spam score ${score}:`,
  noSpamSignals: 'No spam signals; it was moved to spam by hand.',
  stageChanged: (stage: string) => `Stage changed to ${stage}.`,
  assigned: (who: string) => `Assigned to ${who}.`,
  markedSpam: 'Moved to the spam folder.',
  markedNotSpam: 'Back in the inbox, at the stage it had.',
  actionsLabel: 'Actions',
  notFound: 'There is no such submission; it may have been deleted.',
  /** The same answer whether it is not there or of a kind the role does not include. */
  notFoundForRole:
    'There is no such submission among those your role includes: it may have been deleted, or be of a kind another role works.',
  loadFailed: 'The submission could not be loaded.',
  confirmTitle: 'Delete this submission?',
  confirmText: (what: string) =>
    `${what} will be erased for good, with its notes, history and notifications. Use this for a request to erase someone's data.`,
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  actionFailed: 'That did not work. Please try again.',
} as const;

/** The internal notes on an entry, which only staff see. */
export const staffNotesCopy = {
  heading: 'Internal notes',
  lead: 'Only staff see these; the sender never does.',
  none: 'No notes yet.',
  field: 'Add a note',
  add: 'Add note',
  empty: 'Write the note first.',
  added: 'Note added.',
  by: (author: string, when: string) => `${author}, ${when}`,
} as const;
