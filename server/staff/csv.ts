/**
 * CSV export of inbox entries: RFC 4180 (comma-separated, CRLF line ends, fields with a quote,
 * comma or line break quoted and inner quotes doubled), with a header row. A cell that starts
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows
 * it as text instead of running it as a formula (a visitor could type `=HYPERLINK(...)`).
 */
import { fieldsIn, type SubmissionIn } from '@/shared/staff/submission-fields';

export const csvColumns = fieldsIn('export');

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

export function csvRecord(entry: SubmissionIn<'export'>): string {
  return csvLine(csvColumns.map((column) => entry[column]));
}
