/** The privacy notice: what the two forms collect, why, how long it is kept, whom to ask. */
import { builtRetentionDays, analyticsRawDays, statusLinkDays } from '@/config/retention';
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
  updated: '2026-11-26',
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
        'Application form: your first and last name, e-mail address, organization, location, the position you apply for, your answer to the onsite question and the resume text you paste.',
        'A resume file, if you attach one (a PDF or Word document): the file as you sent it, its name, and the text we read from it so that our recruiters can read and search it. A file that is not sent with an application within an hour is deleted.',
        'With every submission we store the time we received it. We do not store your IP address. To recognize floods of automated submissions, we keep a keyed one-way fingerprint of your network address with the submission for at most two days; it cannot be turned back into the address.',
      ],
    },
    {
      heading: 'What we send you',
      paragraphs: [
        `When you send a form with your e-mail address, we send you one confirmation: your reference number, what happens next, and a private link to a page that shows your request as you sent it and where it stands. The e-mail repeats nothing you typed, and we write to one address at most once a day. Anyone with the link can see that page, so keep it to yourself; it stops working ${String(statusLinkDays)} days after you sent the request.`,
        'On that page you can withdraw your request at any time. Withdrawing erases at once, from our inbox and database, everything you sent and our notes about it, just as a deletion by our staff does. Two copies are out of its reach: the e-mail our team received when your request arrived (your name, organization, e-mail address and the first 300 characters of your message), which stays in their mailboxes, and, if we pass requests to another system of ours, the copy that system received. Our records keep that a request was withdrawn and what our staff did with it, by its number and time, with nothing you wrote.',
      ],
    },
    {
      heading: 'Why we collect it',
      paragraphs: [
        'We use contact requests to answer you and, if you ask for one, to prepare a proposal or demo. We use applications to assess you for our open positions and to contact you about them. We do not sell your information, and we do not use it for advertising.',
        'Every submission is checked automatically for signs of spam, such as links in a name, many links, known spam phrases or the same text sent again. A submission that looks like spam is set aside, not deleted: a person reviews what was set aside every day, and if it was a genuine request, it goes back to the team and you get your confirmation.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `We keep what you send for ${String(builtRetentionDays)} days from the day we receive it. After that it is deleted automatically, together with the notifications about it, the resume file you attached and the text read from it, and our notes and history of it. Withdraw it from your status page, or ask us, and we delete it sooner.`,
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only the Akscellence staff who need it: our sales and delivery leads see contact requests, our recruiters and hiring managers see applications, and neither sees the other kind; the few administrators who run our staff inbox see both. Staff read submissions in a password-protected inbox, where they may assign yours to a colleague who works the same kind and keep internal notes on it, and are told about each new one by e-mail or through our own systems with your name, organization, e-mail address and the start of your message. Submissions are stored on servers we control, and our logs record that a submission arrived, never what it said.',
      ],
    },
    {
      heading: 'Counting visits, without cookies',
      paragraphs: [
        'To learn which pages help people and where our visitors come from, each page you open sends our own server (no one else) a short note: the page, the site that linked to it (only its address, such as google.com), the campaign name of a link we tagged, whether your screen is a phone, tablet or desktop size, and how fast the page loaded and answered your taps.',
        `We count visitors without knowing who they are: from your network address and browser name we compute a one-way code with a key that is thrown away at the end of each day, so the same person cannot be recognized from one day to the next, and we store neither the address nor the browser name. If you send a form the same day, we note which pages led you to it. The detailed counts are deleted after ${String(analyticsRawDays)} days; only daily totals remain, for as long as we keep submissions.`,
        'If your browser sends a Global Privacy Control or Do Not Track signal, nothing is counted at all, and a form you send is not linked to any visit. Search engines and other automated visitors are not counted either.',
      ],
    },
    {
      heading: 'Cookies and drafts',
      paragraphs: [
        'The site sets no cookies for visitors and runs no advertising trackers or third-party analytics (only staff who sign in to the inbox get a session cookie). Your browser remembers two things on your device only: your light or dark color choice, and a draft of a form you have started, so a reload does not lose your typing. The draft is deleted when you send the form or close the tab.',
      ],
    },
  ] satisfies readonly PrivacySection[],
};
