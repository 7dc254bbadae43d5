/**
 * The sender's private status page (`/request-status#<token>`, linked from their confirmation
 * e-mail): where the request stands in plain words, and how to withdraw it.
 */
import type { SenderStage } from '@/shared/staff/pipeline';
import type { SubmissionKind } from '@/shared/staff/submission-fields';
import type { SeoText } from './types';

export interface SenderStep {
  stage: SenderStage;
  label: string;
  /** What the step means for the sender, shown under the current one. */
  meaning: string;
}

export const requestStatusPage = {
  seo: {
    title: 'Your Request: Where It Stands',
    description:
      'The private page where someone who wrote to Akscellence follows their enquiry or application, and can withdraw it.',
  } satisfies SeoText,
  eyebrow: 'YOUR REQUEST',
  heading: 'Where your request stands',
  /** Before the page has read its link (and all a browser without JavaScript shows). */
  intro:
    'This page shows where an enquiry or application you sent us stands. It opens from the private link in your confirmation e-mail, and needs JavaScript to read it.',
  noToken:
    'This address has no private link in it. Open the page from the link in your confirmation e-mail, or write to us and quote your reference.',
  loading: 'Looking up your request…',
  /** When no answer came at all. */
  unreachable:
    'We could not reach our server to look up your request. Check your connection and try again.',
  rateLimited: 'Too many look-ups from your network. Please wait a minute and try again.',
  retry: 'Try again',
  notFoundTitle: 'No request at this link',
  contactHint: 'Questions about a request? Write to us or call, and quote your reference:',
  greeting: (firstName: string) => `Hello ${firstName},`,
  kindLine: {
    contact: 'Your enquiry',
    apply: 'Your application',
  } satisfies Record<SubmissionKind, string>,
  forPosition: (position: string) => `for ${position}`,
  referenceLabel: 'Reference',
  receivedLabel: 'Received',
  /** The sender's copy of what they sent: only here, never in an e-mail. */
  sent: {
    heading: 'What you sent',
    lead: 'Your copy, shown only to whoever opens this private link. Our e-mails never repeat it.',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      organization: 'Organization',
      location: 'Location',
      message: { contact: 'Message', apply: 'Resume' },
    },
    notGiven: 'Not given',
    noMessage: 'No message.',
  },
  stepsLabel: 'Progress',
  currentLabel: 'Current step',
  doneLabel: 'Done',
  steps: {
    contact: [
      {
        stage: 'received',
        label: 'Received',
        meaning: 'Your enquiry has arrived and is waiting for a member of our team to read it.',
      },
      {
        stage: 'in-touch',
        label: 'In touch',
        meaning:
          'Someone on our team has picked up your enquiry and is in touch with you, or will be shortly.',
      },
      {
        stage: 'closed',
        label: 'Closed',
        meaning:
          'We have finished with this enquiry. Write to us any time if there is more to discuss.',
      },
    ],
    apply: [
      {
        stage: 'received',
        label: 'Received',
        meaning: 'Your application has arrived and is waiting for a recruiter to read it.',
      },
      {
        stage: 'in-review',
        label: 'In review',
        meaning: 'A recruiter is reviewing your application against the position.',
      },
      {
        stage: 'interviewing',
        label: 'Interviewing',
        meaning:
          'You are in our interview process; the recruiter will contact you about each step.',
      },
      {
        stage: 'closed',
        label: 'Closed',
        meaning:
          'This application is complete, and the recruiter has told you or will tell you the outcome.',
      },
    ],
  } satisfies Record<SubmissionKind, readonly SenderStep[]>,
  withdraw: {
    heading: 'Withdraw your request',
    text: 'Changed your mind, or sent this by mistake? Withdrawing erases what you sent and our notes about it from our inbox and database at once. It cannot be undone. The e-mail our team received when your request arrived stays in their mailboxes; the privacy notice says more.',
    button: 'Withdraw and erase',
    confirmQuestion: 'Erase this request and everything we hold about it?',
    confirm: 'Yes, erase it',
    cancel: 'Keep my request',
    working: 'Erasing…',
    failed: 'Your request could not be withdrawn just now. Please try again.',
    doneTitle: 'Withdrawn',
  },
} as const;
