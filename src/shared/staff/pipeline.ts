/**
 * Where a lead stands, in the words of the team that works it: an enquiry goes from new to
 * contacted, qualified and closed; an application from new to in review, interviewing, offer,
 * and hired or not selected. Spam is a flag beside the stage, so marking an entry "not spam"
 * brings it back at the stage it had. The sender sees fewer, plainer steps on their status page.
 */
import type { SubmissionKind } from './submission-fields';

export const enquiryStages = ['new', 'contacted', 'qualified', 'closed'] as const;
export const applicationStages = [
  'new',
  'in-review',
  'interviewing',
  'offer',
  'hired',
  'not-selected',
] as const;

export type Stage = (typeof enquiryStages)[number] | (typeof applicationStages)[number];

/** Every stage, each once, enquiries' first. */
export const stages: readonly Stage[] = [
  ...new Set<Stage>([...enquiryStages, ...applicationStages]),
];

export const stagesOf: Record<SubmissionKind, readonly Stage[]> = {
  contact: enquiryStages,
  apply: applicationStages,
};

export function isStage(value: string): value is Stage {
  return (stages as readonly string[]).includes(value);
}

export function isStageOf(kind: SubmissionKind, stage: string): stage is Stage {
  return (stagesOf[kind] as readonly string[]).includes(stage);
}

/** The steps a sender sees on their status page. */
export const senderStages = [
  'received',
  'in-review',
  'in-touch',
  'interviewing',
  'closed',
] as const;
export type SenderStage = (typeof senderStages)[number];

const senderStageOf: Record<Stage, SenderStage> = {
  new: 'received',
  contacted: 'in-touch',
  qualified: 'in-touch',
  closed: 'closed',
  'in-review': 'in-review',
  interviewing: 'interviewing',
  offer: 'interviewing',
  hired: 'closed',
  'not-selected': 'closed',
};

/** What the sender is told about an entry at this stage. */
export function senderStage(stage: Stage): SenderStage {
  return senderStageOf[stage];
}

/** Kinds and stages as staff read them: in the inbox, its CSV and the e-mails. */
export const kindLabels: Record<SubmissionKind, string> = {
  contact: 'Contact request',
  apply: 'Application',
};

export const stageLabels: Record<Stage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
  'in-review': 'In review',
  interviewing: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  'not-selected': 'Not selected',
};
