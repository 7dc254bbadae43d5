/**
 * The reports page's range of days, as the address bar carries it (`?range=28`, or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`) so that a report can be bookmarked and shared, and as the
 * API takes it (`from` and `to`, both days included).
 */

export const rangePresets = [7, 28, 90] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The range a page opened without one shows: four whole weeks, so weekdays compare evenly. */
export const defaultPreset: RangePreset = 28;

export type ReportRange =
  | { kind: 'preset'; days: RangePreset; from: string; to: string }
  | { kind: 'custom'; from: string; to: string };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The day of a moment as YYYY-MM-DD in `timeZone`: the company's, in which the server counts the
 * reports' days, so a range's last day is the company's today wherever staff are; in the
 * browser's own zone while the company's is not known yet.
 */
export function dayIn(moment: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from the first to the last, both included. */
export function rangeLength(from: string, to: string): number {
  const millis = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(millis / 86_400_000) + 1;
}

export function presetRange(days: RangePreset, today: string): ReportRange {
  return { kind: 'preset', days, from: addDays(today, 1 - days), to: today };
}

/**
 * The range the address asks for: a custom one when both days are real and in order, else the
 * preset it names, else the default. An address that makes no sense shows the default rather
 * than an error: it is most likely an old bookmark.
 */
export function readRange(params: URLSearchParams, today: string): ReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isDay(from) && isDay(to) && from <= to) return { kind: 'custom', from, to };
  const preset = rangePresets.find((days) => String(days) === params.get('range'));
  return presetRange(preset ?? defaultPreset, today);
}

/** The address's parameters for a range: the preset's length, or a custom range's two days. */
export function rangeParams(range: ReportRange): URLSearchParams {
  return range.kind === 'preset'
    ? new URLSearchParams({ range: String(range.days) })
    : new URLSearchParams({ from: range.from, to: range.to });
}
