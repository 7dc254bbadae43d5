/** The privacy notice: what the two forms collect, why, how long it is kept, whom to ask. */
import type { SeoText } from './types';

export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const privacyPage = {
  seo: {
    title: 'Privacy Notice: What We Do With What You Send',
    description:
      'What the Akscellence contact and application forms collect, why, how long we keep it, who can see it and how to ask for a copy or deletion.',
  } satisfies SeoText,
  eyebrow: 'PRIVACY',
  heading: 'Privacy notice',
  updated: '2026-11-01',
  updatedLabel: 'Last updated',
  lead: 'This site asks for personal information in two places only: the contact form and the job application form. This notice explains what happens to it.',
  contactHeading: 'Questions, copies and deletion',
  contactText:
    'To see what we hold about you, correct it or have it deleted, write to us at the address below. We answer within 30 days and delete on request unless the law requires us to keep a record.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what you type into a form and send:'],
      items: [
        'Contact form: your first and last name, and, if you give them, your e-mail address, company and message.',
        'Application form: your first and last name, e-mail address, organization, location and the resume text you paste. The onsite question helps you answer but is not sent to us.',
        'With every submission we store the time we received it. We do not store your IP address with it.',
      ],
    },
    {
      heading: 'Why we collect it',
      paragraphs: [
        'We use contact requests to answer you and, if you ask for one, to prepare a proposal or demo. We use applications to assess you for our open positions and to contact you about them. We do not sell your information, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Contact requests are kept for 24 months after our last exchange with you, so we can follow up on an ongoing conversation. Applications are kept for 12 months after the position closes, unless you ask us to keep you in mind for future roles or to delete your application sooner.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only the Akscellence staff who need it: our sales and delivery leads for contact requests, our recruiters and hiring managers for applications. Submissions are stored on servers we control, and our logs record that a submission arrived, never what it said.',
      ],
    },
    {
      heading: 'Cookies and drafts',
      paragraphs: [
        'The site sets no cookies and runs no analytics or advertising trackers. Your browser remembers two things on your device only: your light or dark color choice, and a draft of a form you have started, so a reload does not lose your typing. The draft is deleted when you send the form or close the tab.',
      ],
    },
  ] satisfies readonly PrivacySection[],
};
