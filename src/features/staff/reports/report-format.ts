/**
 * The reports page's figures in words and numbers, in one place so that the cards, the charts'
 * descriptions and the tables say the same thing the same way.
 */
import { staffCopy } from '@/content/staff/staff-copy';
import { rateVital, vitalThresholds, type DailyPoint } from '@/shared/analytics/reports';
import { type VitalName } from '@/shared/analytics/measures';

const copy = staffCopy.reports;

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const average = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
// A change of several times over reads better whole ("Up 864%", not "Up 864.3%").
const largePercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
// Report days are calendar days, not moments: read and written in UTC so no zone shifts them.
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatCount(value: number): string {
  return count.format(value);
}

/** A ratio from 0 to 1 as a percentage ("12.5%"). */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

/** A YYYY-MM-DD day for an axis ("Mar 4"). */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** A YYYY-MM-DD day in a sentence or a heading ("Mar 4, 2026"). */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

export type ChangeDirection = 'up' | 'down' | 'same';

/** A total against the same figure of the period before, as a direction and a sentence. */
export function describeChange(
  current: number,
  previous: number,
): { direction: ChangeDirection; text: string } {
  if (current === previous) return { direction: 'same', text: copy.change.same };
  if (previous === 0) return { direction: 'up', text: copy.change.fromNone };
  const ratio = Math.abs(current - previous) / previous;
  const percent = ratio >= 1 ? largePercent.format(ratio) : formatPercent(ratio);
  return current > previous
    ? { direction: 'up', text: copy.change.up(percent) }
    : { direction: 'down', text: copy.change.down(percent) };
}

/**
 * A speed measure as people read it: CLS as a plain number, times under a second in whole
 * milliseconds, longer ones in seconds with two decimals (so 2.54 s does not pass for 2.5 s,
 * on the far side of LCP's threshold).
 */
export function formatVital(metric: VitalName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (value < 1000) return `${String(Math.round(value))} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** The value and its rating in words: colour is never the only sign of a rating. */
export function describeVital(metric: VitalName, value: number) {
  const rating = rateVital(metric, value);
  return { rating, value: formatVital(metric, value), ratingText: copy.ratings[rating] };
}

/** "LCP is good up to 2.50 s and poor above 4.00 s." */
export function describeThresholds(metric: VitalName): string {
  const { good, poor } = vitalThresholds[metric];
  return copy.builds.thresholds(
    copy.metrics[metric],
    formatVital(metric, good),
    formatVital(metric, poor),
  );
}

export type DailyFigure = Exclude<keyof DailyPoint, 'date'>;

/**
 * A daily series in one sentence: its total, its average, its busiest day, and whether the
 * second half of the range was higher or lower than the first (a rise or fall under 5% reads as
 * level: day-to-day noise is larger than that).
 */
export function describeSeries(points: readonly DailyPoint[], figure: DailyFigure, label: string) {
  if (points.length === 0) return '';
  const values = points.map((point) => point[figure]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const peakIndex = values.reduce(
    (best, value, index) => (value > (values[best] ?? 0) ? index : best),
    0,
  );
  const half = Math.floor(values.length / 2);
  const first = values.slice(0, half).reduce((sum, value) => sum + value, 0);
  const second = values.slice(values.length - half).reduce((sum, value) => sum + value, 0);
  let trend: string = copy.trend.flat;
  if (half > 0 && first > 0 && Math.abs(second - first) / first >= 0.05) {
    const ratio = formatPercent(Math.abs(second - first) / first);
    trend = second > first ? copy.trend.up(ratio) : copy.trend.down(ratio);
  } else if (half > 0 && first === 0 && second > 0) {
    trend = copy.trend.fromNone;
  }
  return copy.seriesSummary(label, {
    total: formatCount(total),
    average: average.format(values.length === 0 ? 0 : total / values.length),
    peak: formatCount(values[peakIndex] ?? 0),
    peakDay: formatShortDay(points[peakIndex]?.date ?? ''),
    trend,
  });
}
