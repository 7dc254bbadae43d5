/**
 * Copy of the contact and application pages and of the messages around a submission.
 * Field labels, placeholders and helper texts live here; validation messages live with the
 * rules in `shared/forms/`, because the gateway server sends the same ones.
 */
import { paths } from '@/config/paths';
import { openApplication } from './positions';
import { pageArt } from './site-art';
import type { PageHeroContent } from './types';

export const contactPage = {
  seo: {
    title: 'Contact Us: Talk to Our Omaha Team',
    description:
      'Ask for a demo, a proposal or the right IT professional. Write to Akscellence in Omaha, NE and a delivery lead or recruiter replies within one business day.',
  },
  hero: {
    eyebrow: 'CONTACT US',
    heading: 'Let’s talk about what you need',
    lead: 'A project, a team to extend or a question about our services: send us a note and the right person will reply within one business day.',
    art: pageArt.contact,
  } satisfies PageHeroContent,
  back: { label: 'Back to Home', to: paths.home.href() },
  detailsHeading: 'Reach us directly',
  detailsLead:
    'Prefer e-mail or the phone? We are in the office Monday to Friday, 8 am to 5 pm Central.',
  formHeading: 'Send us a message',
  formLead: 'First and last name are required; everything else helps us answer well.',
  fields: {
    first_name: { label: 'First name' },
    last_name: { label: 'Last name' },
    orgnization_email: {
      label: 'E-mail',
      help: 'Optional. Add it if you would like a reply by e-mail.',
    },
    orgnization_name: { label: 'Company' },
    message: {
      label: 'Message',
      placeholder: 'Tell us about your project or the role you need to fill.',
    },
  },
  submit: 'Send message',
  sending: 'Sending…',
  errorTitle: 'Your message was not sent',
  nextSteps: 'What happens next: a delivery lead or recruiter replies within one business day.',
  sendAnother: 'Send another message',
} as const;

export const applyPage = {
  seo: {
    title: 'Apply Now: Join Our Team in Omaha',
    description:
      'Apply for an open position at Akscellence in Omaha, NE. Tell us about yourself, share your resume and our recruiters will be in touch.',
  },
  hero: {
    eyebrow: 'APPLY NOW',
    heading: 'Apply to join Akscellence',
    lead: 'Tell us where you are and share your resume. A recruiter reads every application and replies within five business days.',
    art: pageArt.apply,
  } satisfies PageHeroContent,
  back: { label: 'Back to Careers', to: paths.insights.href() },
  formHeading: 'Your application',
  formLead: 'All fields are required.',
  /** The lead where the form takes a résumé file (the site's own gateway). */
  formLeadWithFile:
    'All fields are required. For your resume, attach a file or paste the text: either is enough.',
  /** The choice of the position select for an application not tied to one of the open positions. */
  openApplication,
  fields: {
    position: {
      label: 'Position',
      help: 'The role you are applying for, or an open application for future roles.',
    },
    first_name: { label: 'First name' },
    last_name: { label: 'Last name' },
    orgnization_email: { label: 'E-mail' },
    orgnization_name: {
      label: 'Organization',
      help: 'Prefilled with our portal name: replace it with your current or most recent employer.',
    },
    country: { label: 'Location', placeholder: 'Your Location' },
    onSite: { label: 'Can you work onsite in Omaha?', placeholder: 'Choose the Onsite option' },
    message: { label: 'Resume', placeholder: 'Paste your resume here...' },
    resume_file: {
      label: 'Resume file',
      help: 'A PDF or Word (.docx) file of up to 10 MB.',
    },
  },
  /** The text box where a file may be attached instead: an optional note beside a file. */
  messageWithFile: {
    label: 'Resume text or a note',
    placeholder: 'Paste your resume here, or add a note to your file...',
    help: 'Optional when you attach a file.',
  },
  /** The résumé file control: its buttons, its progress and what can go wrong. */
  resumeFile: {
    choose: 'Choose a file',
    drop: 'or drop it here',
    dropNow: 'Drop the file to attach it',
    replace: 'Replace',
    remove: 'Remove',
    cancel: 'Cancel upload',
    retry: 'Try again',
    progressLabel: 'Upload progress',
    uploading: (percent: number) => `Uploading: ${percent}%`,
    uploaded: 'Uploaded',
    attached: (name: string, size: string) => `Attached: ${name}, ${size}.`,
    cancelled: 'Upload cancelled. Choose the file again to attach it.',
    removed: 'File removed.',
    waiting: 'Your application is sent as soon as the file has uploaded.',
    tooLarge: (size: string) =>
      `This file is ${size}: a resume file can be at most 10 MB. Save a smaller PDF, or paste your resume instead.`,
    wrongType:
      'Only PDF and Word (.docx) files can be attached. Save your resume as one of those, or paste it instead.',
    empty: 'This file is empty. Choose your resume again, or paste it instead.',
    network:
      'The upload stopped: the connection was lost. Check your connection and press Try again; everything you typed stays here.',
    refused: 'Our server did not accept this file. Choose another, or paste your resume instead.',
    tooMany:
      'Too many files from your connection. Please wait a few minutes and try again, or paste your resume instead.',
    serverError: (status: number) =>
      `Our server had a problem (error ${status}) with the file. Please try again in a few minutes, or paste your resume instead.`,
  },
  submit: 'Submit application',
  sending: 'Submitting…',
  errorTitle: 'Your application was not sent',
  // The server's message above it already says when a recruiter replies.
  nextSteps:
    'What happens next: a recruiter reads your application, matches it with our open positions and contacts you whatever the outcome.',
  sendAnother: 'Send another application',
} as const;

export const formMessages = {
  /** Shown when a 2xx answer carries no message of its own. */
  received: 'Thank you. Your submission was received.',
  successTitle: 'Sent',
  /** Before the reference the gateway gave the submission, and what it is for. */
  referenceLabel: 'Your reference is',
  referenceHint: 'Quote it if you call or write to us about this request.',
  keptValues: 'Your entries are still in the form.',
  unexpected: 'Something went wrong while sending. Please try again.',
  network: 'We could not reach our server. Check your internet connection and try again.',
  timeout: (seconds: number) =>
    `Our server did not answer within ${seconds} seconds. Please try again in a few minutes.`,
  rejected: 'Some of the information was not accepted. Check the fields and try again.',
  tooLarge: 'The submission is too large. Shorten the message or resume and try again.',
  tooMany: (seconds: number | undefined) =>
    seconds === undefined
      ? 'Too many submissions from your connection. Please wait a minute and try again.'
      : `Too many submissions from your connection. Please try again in ${seconds} seconds.`,
  serverError: (status: number) =>
    `Our server had a problem (error ${status}) and could not store your submission. Please try again in a few minutes.`,
  privacy: 'How we handle what you send:',
  privacyLink: 'privacy notice',
  draftRestored: 'We restored what you had typed before.',
  /**
   * When a press of a complete form was let go (the page was not ready for it in time): shown
   * under the form's own "was not sent" title.
   */
  unsent:
    'Nothing left this page: it was not ready in time. Everything you typed is still here. Please press the button again in a moment.',
} as const;
