/**
 * CSV export of inbox entries, for people who open it in a spreadsheet: RFC 4180 (comma-
 * separated, CRLF line ends, fields with a quote, comma or line break quoted and inner quotes
 * doubled), a header row in words (the fields' labels), times in the company's time zone with
 * the zone named, stages, kinds and assignees as the inbox shows them, and the portal's fixed
 * fields left out.
 *
 * A cell that starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula (a visitor could type
 * `=HYPERLINK(...)`). The same goes wherever else a spreadsheet would start a cell: after a
 * semicolon or comma (a program set to another separator splits the cell there), a tab or a line
 * break; and the full-width signs ＝＋－＠, which some spreadsheets read as their ASCII twins.
 */
import { sourceUnknown } from '@/shared/analytics/reports';
import { kindLabels, stageLabels } from '@/shared/staff/pipeline';
import { describeSpamReasons } from '@/shared/staff/spam-reasons';
import {
  fieldLabel,
  fieldsIn,
  submissionFields,
  type SubmissionIn,
} from '@/shared/staff/submission-fields';
import type { Note } from '@/shared/staff/api-types';
import { readableMessage } from '@/shared/staff/readable-message';
import { formatInZone } from '../time-zone';

export const csvColumns = fieldsIn('export');

/** How the export writes what only the server knows: the time zone, staff accounts' names. */
export interface CsvContext {
  timeZone: string;
  /** Staff accounts' e-mail addresses by id, for the Assignee column. */
  staffEmails: ReadonlyMap<number, string>;
  /** The reference a sender quotes, of an entry's number. */
  referenceOf: (id: number) => string;
}

/** A formula sign at the start of the text, or after a place where a spreadsheet starts a cell. */
const formulaStart = /(?<=^|[;,\t\r\n]\s*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | number | null | readonly string[]): string {
  let text = value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  text = text.replace(formulaStart, "'");
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | readonly string[])[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvHeader(context: CsvContext): string {
  return csvLine([
    ...csvColumns.map((column) =>
      submissionFields[column].type === 'time'
        ? `${fieldLabel(column)} (${context.timeZone})`
        : fieldLabel(column),
    ),
    notesLabel,
  ]);
}

/** The last column: the entry's internal notes, oldest first, one per line. */
const notesLabel = 'Notes';

/**
 * A time as a spreadsheet reads a date and time (`2026-07-04 12:30`), in the company's zone,
 * which the column's header names.
 */
function spreadsheetTime(at: string, timeZone: string): string {
  return formatInZone(at, timeZone).slice(0, 16);
}

function notesCell(notes: readonly Note[], timeZone: string): string {
  return notes
    .map((note) => `${spreadsheetTime(note.createdAt, timeZone)} ${note.author}: ${note.body}`)
    .join('\n');
}

type Entry = SubmissionIn<'export'>;

/** Each column's value as a person reads it. */
const written: {
  [K in (typeof csvColumns)[number]]: (entry: Entry, context: CsvContext) => string | null;
} = {
  id: (entry, context) => context.referenceOf(entry.id),
  kind: (entry) => kindLabels[entry.kind],
  stage: (entry) => stageLabels[entry.stage],
  spam: (entry) => (entry.spam ? 'Yes' : 'No'),
  received_at: (entry, context) => spreadsheetTime(entry.received_at, context.timeZone),
  position: (entry) => entry.position,
  assignee_id: (entry, context) =>
    entry.assignee_id === null ? '' : (context.staffEmails.get(entry.assignee_id) ?? ''),
  first_name: (entry) => entry.first_name,
  last_name: (entry) => entry.last_name,
  orgnization_email: (entry) => entry.orgnization_email,
  orgnization_name: (entry) => entry.orgnization_name,
  country: (entry) => entry.country,
  onsite: (entry) => entry.onsite,
  // As people read it: an application's position and onsite lines are columns of their own.
  message: (entry) => readableMessage(entry),
  screening_answers: (entry) => entry.screening_answers,
  spam_score: (entry) => String(entry.spam_score),
  spam_reasons: (entry) => describeSpamReasons(entry.spam_reasons),
  source: (entry) => entry.source ?? sourceUnknown,
  campaign: (entry) => entry.campaign,
  landing_page: (entry) => entry.landing_page,
};

export function csvRecord(entry: Entry, context: CsvContext, notes: readonly Note[] = []): string {
  return csvLine([
    ...csvColumns.map((column) => written[column](entry, context)),
    notesCell(notes, context.timeZone),
  ]);
}
