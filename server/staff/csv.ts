/**
 * CSV export of inbox entries: RFC 4180 (comma-separated, CRLF line ends, fields with a quote,
 * comma or line break quoted and inner quotes doubled), with a header row. A cell that starts
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows
 * it as text instead of running it as a formula (a visitor could type `=HYPERLINK(...)`). The
 * same goes wherever else a spreadsheet would start a cell: after a semicolon or comma (a
 * program set to another separator splits the cell there), a tab or a line break; and the
 * full-width signs ＝＋－＠, which some spreadsheets read as their ASCII twins.
 */
import { fieldsIn, type SubmissionIn } from '@/shared/staff/submission-fields';

export const csvColumns = fieldsIn('export');

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

export function csvHeader(): string {
  return csvLine(csvColumns);
}

export function csvRecord(entry: SubmissionIn<'export'>): string {
  return csvLine(csvColumns.map((column) => entry[column]));
}
