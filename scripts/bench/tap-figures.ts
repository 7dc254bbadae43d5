/**
 * Figures of the tap benchmark: the percentile, how a duration and a cell of samples are
 * written, and the table of one build (a row per interaction, a column per moment).
 */
import { markdownTable } from '../lib/table';

/** The value below which `share` of the samples lie (nearest rank); NaN without samples. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Seconds with two significant digits (0.96 s, 1.7 s, 12 s). */
function seconds(ms: number): string {
  return String(Number((ms / 1000).toPrecision(2)));
}

/** One duration as the tables write it: whole milliseconds under a second, else seconds. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return ms > 0 ? 'none' : 'n/a';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${seconds(ms)} s`;
}

/**
 * The samples of one cell in the order they were taken, sharing one unit: "66 / 128 ms",
 * "0.96 / 1.1 s". A tap that got no response within the wait is written "none".
 */
export function formatCell(samples: readonly number[]): string {
  if (samples.length === 0) return 'n/a';
  const finite = samples.filter(Number.isFinite);
  const inSeconds = finite.some((ms) => ms >= 1000);
  const values = samples.map((ms) => {
    if (!Number.isFinite(ms)) return 'none';
    return inSeconds ? seconds(ms) : String(Math.round(ms));
  });
  return finite.length === 0
    ? values.join(' / ')
    : `${values.join(' / ')} ${inSeconds ? 's' : 'ms'}`;
}

/** The column title of a moment: "at first paint", "+300 ms", "+1.5 s". */
export function momentLabel(offsetMs: number): string {
  if (offsetMs === 0) return 'at first paint';
  return offsetMs < 1000 ? `+${offsetMs} ms` : `+${offsetMs / 1000} s`;
}

export interface TapRow {
  /** The interaction, e.g. "menu button on `/` (drawer visible)". */
  label: string;
  /** Samples (ms from pointerdown to the response on screen) by moment, in `offsets` order. */
  cells: readonly (readonly number[])[];
}

/** Every sample of a build's table. */
export function allSamples(rows: readonly TapRow[]): number[] {
  return rows.flatMap((row) => row.cells.flat());
}

/** The table of one build, with each row's p75 and worst, as Markdown. */
export function tapTable(rows: readonly TapRow[], offsets: readonly number[]): string {
  const columns = [
    'tap',
    ...offsets.map((offset) => ({ title: momentLabel(offset), align: 'right' as const })),
    { title: 'p75', align: 'right' as const },
    { title: 'worst', align: 'right' as const },
  ];
  const body = rows.map((row) => {
    const samples = row.cells.flat();
    return [
      row.label,
      ...row.cells.map(formatCell),
      formatDuration(percentile(samples, 0.75)),
      formatDuration(Math.max(...samples)),
    ];
  });
  return markdownTable(columns, body);
}

/** The line under a build's table: "p75 over 50 taps: 96 ms; worst: 180 ms". */
export function summaryLine(rows: readonly TapRow[]): string {
  const samples = allSamples(rows);
  return (
    `p75 over ${samples.length} taps: ${formatDuration(percentile(samples, 0.75))}; ` +
    `worst: ${formatDuration(samples.length === 0 ? Number.NaN : Math.max(...samples))}`
  );
}
