/**
 * The fields of a stored submission, defined once: what kind of value each holds, what staff call
 * it, and where it appears. The database row (server/db/schema.ts), the staff API's answers
 * (./api-types.ts), the CSV export and the webhook's body are all derived from this table; the
 * versioned migrations (server/db/migrations/schema.ts) create the columns. Adding a field means
 * a line here and the next migration.
 *
 * The payload fields keep the spelling of the form contract (`orgnization`).
 */
import type { Stage } from './pipeline';

export const submissionKinds = ['contact', 'apply'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** Where a field is shown or sent. */
export type FieldView = 'list' | 'detail' | 'export' | 'webhook';

/** The value of each kind of field, as the staff API and the webhook carry it. */
interface ApiValues {
  id: number;
  kind: SubmissionKind;
  stage: Stage;
  /** Flagged as spam: in the spam folder, nobody told. */
  flag: boolean;
  /** Another row's id, when there is one (the staff account an entry is assigned to). */
  reference: number | null;
  /** ISO 8601, UTC. */
  time: string;
  text: string;
  /** Text only some submissions have (an applicant's location). */
  optionalText: string | null;
  count: number;
  /** Names of the spam heuristics that fired. */
  reasons: string[];
  /** A keyed hash; never leaves the server. */
  hash: string | null;
}

/**
 * The same values as the database stores them: the heuristics' names are one comma-separated
 * text, a flag is 0 or 1.
 */
export type StoredValues = Omit<ApiValues, 'reasons' | 'flag'> & { reasons: string; flag: number };

export type FieldType = keyof ApiValues;

interface FieldSpec {
  type: FieldType;
  /** What staff call it (the CSV's header, the e-mail's and the entry page's labels). */
  label: string;
  views: readonly FieldView[];
  /** Part of the form's payload (validated by the forms' shared schemas). */
  payload?: true;
  /** Typed by the sender (not a constant of the portal): what spam checks and search read. */
  typed?: true;
  /** Given a value by the database when a row is written without one. */
  generated?: true;
  /** Text of several lines (a message); every other text is read on one line. */
  multiline?: true;
}

const everywhere = ['list', 'detail', 'export', 'webhook'] as const;
const inEntry = ['detail', 'export', 'webhook'] as const;
const forStaff = ['list', 'detail', 'export'] as const;

/** In the order staff read them: the CSV's columns follow it. */
export const submissionFields = {
  id: { type: 'id', label: 'Reference', views: everywhere, generated: true },
  kind: { type: 'kind', label: 'Kind', views: everywhere },
  stage: { type: 'stage', label: 'Stage', views: everywhere, generated: true },
  spam: { type: 'flag', label: 'Spam', views: everywhere, generated: true },
  received_at: { type: 'time', label: 'Received', views: everywhere },
  /** The job an application is for, from its message's first line. */
  position: { type: 'optionalText', label: 'Job', views: everywhere },
  assignee_id: { type: 'reference', label: 'Assignee', views: forStaff },
  /**
   * The stored job an application is for, found at intake from the position (server/db/jobs.ts);
   * null for an open application or a position no job matched.
   */
  job_id: { type: 'reference', label: 'Job number', views: ['detail'], generated: true },
  first_name: { type: 'text', label: 'First name', views: everywhere, payload: true, typed: true },
  last_name: { type: 'text', label: 'Last name', views: everywhere, payload: true, typed: true },
  orgnization_email: {
    type: 'text',
    label: 'E-mail',
    views: everywhere,
    payload: true,
    typed: true,
  },
  orgnization_name: {
    type: 'text',
    label: 'Organization',
    views: everywhere,
    payload: true,
    typed: true,
  },
  country: { type: 'optionalText', label: 'Location', views: inEntry, payload: true, typed: true },
  /** An applicant's answer to "can you work onsite", from its message's second line. */
  onsite: { type: 'optionalText', label: 'Onsite', views: inEntry },
  message: {
    type: 'text',
    label: 'Message',
    views: inEntry,
    payload: true,
    typed: true,
    multiline: true,
  },
  /**
   * An applicant's answers to the job's screening questions, each after the question's words as
   * they read it (src/shared/jobs/screening.ts); null when there were none.
   */
  screening_answers: {
    type: 'optionalText',
    label: 'Screening answers',
    views: inEntry,
    multiline: true,
  },
  // The same on every submission: the CSV leaves them out.
  portal_name: { type: 'text', label: 'Portal', views: ['detail', 'webhook'], payload: true },
  requested_demo_for_product_name: {
    type: 'text',
    label: 'Requested for',
    views: ['detail', 'webhook'],
    payload: true,
  },
  spam_score: { type: 'count', label: 'Spam score', views: ['detail', 'export'], generated: true },
  spam_reasons: {
    type: 'reasons',
    label: 'Spam reasons',
    views: forStaff,
    generated: true,
  },
  /** Where the sender came from (the same day's visit of theirs): for the CSV and the webhook. */
  source: { type: 'optionalText', label: 'Source', views: inEntry, generated: true },
  campaign: { type: 'optionalText', label: 'Campaign', views: inEntry, generated: true },
  landing_page: { type: 'optionalText', label: 'Landing page', views: inEntry, generated: true },
  /** The kind of source, for the inbox's filter. */
  source_kind: { type: 'optionalText', label: 'Kind of source', views: [], generated: true },
  /** The whole "came from" record as JSON, shown in the entry. */
  came_from: { type: 'optionalText', label: 'Came from', views: [], generated: true },
  visit_id: { type: 'reference', label: 'Visit', views: [], generated: true },
  /** Keyed hash of the client's address, for the burst heuristic; cleared after a day. */
  client_hash: { type: 'hash', label: 'Client', views: [] },
  /** Hash of the submission's normalised text, for the identical-repeat heuristic. */
  fingerprint: { type: 'hash', label: 'Fingerprint', views: [] },
} as const satisfies Record<string, FieldSpec>;

type FieldTable = typeof submissionFields;
export type FieldName = keyof FieldTable;

/** The names of the fields shown in a view. */
export type FieldsIn<V extends FieldView> = {
  [K in FieldName]: V extends FieldTable[K]['views'][number] ? K : never;
}[FieldName];

/** A submission as one view shows it. */
export type SubmissionIn<V extends FieldView> = {
  [K in FieldsIn<V>]: ApiValues[FieldTable[K]['type']];
};

/** Every column of a stored submission, with its stored value and whether the database fills it. */
export type SubmissionColumns = {
  [K in FieldName]: {
    value: StoredValues[FieldTable[K]['type']];
    generated: FieldTable[K] extends { generated: true } ? true : false;
  };
};

export type PayloadField = {
  [K in FieldName]: FieldTable[K] extends { payload: true } ? K : never;
}[FieldName];

export type TypedField = {
  [K in FieldName]: FieldTable[K] extends { typed: true } ? K : never;
}[FieldName];

/**
 * A validated submission as the gateway stores it: its kind, the payload's fields, the position
 * and onsite answer read from an application's message, and the job that position names.
 */
export type NewSubmission = { kind: SubmissionKind } & {
  [K in PayloadField]: ApiValues[FieldTable[K]['type']];
} & {
  position: string | null;
  onsite: string | null;
  /** The job the position names, when the gateway found one (server/db/jobs.ts). */
  job_id?: number | null;
  /** The answers to the job's screening questions, as text (src/shared/jobs/screening.ts). */
  screening_answers?: string | null;
};

const fieldNames = Object.keys(submissionFields) as FieldName[];

/** The names of the fields a view shows, in the table's order. */
export function fieldsIn<V extends FieldView>(view: V): FieldsIn<V>[] {
  return fieldNames.filter((name): name is FieldsIn<V> =>
    (submissionFields[name].views as readonly FieldView[]).includes(view),
  );
}

/** The fields the sender typed (not the portal's constants), in the table's order. */
export const typedFields = fieldNames.filter(
  (name): name is TypedField => 'typed' in submissionFields[name],
);

/** The payload's fields, in the table's order. */
export const payloadFields = fieldNames.filter(
  (name): name is PayloadField => 'payload' in submissionFields[name],
);

export function fieldLabel(name: FieldName): string {
  return submissionFields[name].label;
}

/** Only the fields a view shows, from a submission that has at least those. */
export function pickFields<V extends FieldView>(view: V, entry: SubmissionIn<V>): SubmissionIn<V> {
  const picked: Partial<Record<FieldName, unknown>> = {};
  for (const name of fieldsIn(view)) picked[name] = entry[name];
  return picked as SubmissionIn<V>;
}
