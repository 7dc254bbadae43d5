/**
 * CSV export of inbox entries: RFC 4180 (comma-separated, CRLF line ends, fields with a quote,
 * comma or line break quoted and inner quotes doubled), with a header row. A cell that starts
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows
 * it as text instead of running it as a formula (a visitor could type `=HYPERLINK(...)`).
 */
import type { SubmissionDetail } from '../db/inbox';

export const csvColumns = [
  'id',
  'kind',
  'status',
  'received_at',
  'first_name',
  'last_name',
  'orgnization_email',
  'orgnization_name',
  'country',
  'message',
  'portal_name',
  'requested_demo_for_product_name',
  'spam_score',
  'spam_reasons',
] as const satisfies readonly (keyof SubmissionDetail)[];

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | number | null | readonly string[]): string {
  let text = value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | readonly string[])[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvHeader(): string {
  return csvLine(csvColumns);
}

export function csvRecord(entry: SubmissionDetail): string {
  return csvLine(csvColumns.map((column) => entry[column]));
}
