/**
 * The weekly report by e-mail to the notification recipients: visits, leads, applications, spam
 * caught, the top sources and the p75 speed of the week just ended, each beside the week before,
 * any presses the site never acted on (lost taps), with a link to the reports page. Written as one outbox job per week, claimed in the database so
 * that several instances send it once; its text is composed when it is sent.
 */
import { staffPagePatterns } from '@/config/endpoints';
import {
  describeSource,
  type ReportTotals,
  type ReportsResponse,
} from '@/shared/analytics/reports';
import { weekdays, type Weekday } from '../config';
import type { Database } from '../db/connection';
import { queueDigest } from '../db/outbox';
import { oneLine, type OutgoingMail } from '../outgoing-mail';
import { dayInZone } from '../time-zone';
import { buildReports } from './reports';
import { addDays } from './calendar-days';
import { p75OfBuckets } from './vital-buckets';

/**
 * The jobs' name, stored in the outbox: it keeps the subsystem's former name so that jobs written
 * before the rename are still recognised.
 */
const taskName = 'insights-weekly';

export interface DigestSchedule {
  timeZone: string;
  weekday: Weekday;
  /** Hour of the day in the company's zone, 0 to 23. */
  hour: number;
}

/** The hour of the day in the zone, 0 to 23. */
function hourIn(at: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0);
}

/** The day (in the zone) of this week's slot when it has come, or undefined before it. */
export function slotDayOf(now: number, schedule: DigestSchedule): string | undefined {
  const today = dayInZone(new Date(now), schedule.timeZone);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const back = (weekday - weekdays.indexOf(schedule.weekday) + 7) % 7;
  if (back === 0 && hourIn(now, schedule.timeZone) < schedule.hour) {
    return addDays(today, -7);
  }
  return addDays(today, -back);
}

/**
 * Writes this week's job once, whichever instance gets there first, from the hour on the day;
 * true when this call did.
 */
export async function queueWeeklyDigestIfDue(
  database: Database,
  now: number,
  schedule: DigestSchedule,
): Promise<boolean> {
  const slot = slotDayOf(now, schedule);
  // Sent on its own day only: a server started on a Thursday does not send last Monday's.
  if (!slot || slot !== dayInZone(new Date(now), schedule.timeZone)) return false;
  const to = addDays(slot, -1);
  const from = addDays(to, -6);
  return queueDigest(database.db, {
    dedupeKey: `${taskName}:${slot}`,
    payload: JSON.stringify({ type: taskName, from, to }),
    at: now,
  });
}

/** A weekly digest job's range, or undefined for another kind of digest. */
export function weeklyRangeOf(payload: string | null): { from: string; to: string } | undefined {
  const value = JSON.parse(payload ?? 'null') as Record<string, unknown> | null;
  if (value?.type !== taskName) return undefined;
  const { from, to } = value;
  if (typeof from !== 'string' || typeof to !== 'string')
    throw new Error('A weekly digest job without its range');
  return { from, to };
}

const count = (value: number) => value.toLocaleString('en-US');
const counted = (value: number, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'none the week before';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}% on the week before (${count(before)})`;
}

/** The p75 of each measure over the week, every page and screen together. */
async function weekSpeed(database: Database, from: string, to: string) {
  // Summed by the database: a week holds a row per page, screen, build and bucket of each day.
  const rows = await database.db
    .selectFrom('daily_vitals')
    .select(['metric', 'bucket', (eb) => eb.fn.sum<number | string>('samples').as('samples')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('metric', 'in', ['LCP', 'INP', 'CLS'])
    .groupBy(['metric', 'bucket'])
    .execute();
  const byMetric = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const counts = byMetric.get(row.metric) ?? new Map<number, number>();
    counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + Number(row.samples));
    byMetric.set(row.metric, counts);
  }
  return (['LCP', 'INP', 'CLS'] as const).map((metric) => {
    const counts = byMetric.get(metric);
    if (!counts) return `${metric}: no figures`;
    const p75 = p75OfBuckets(metric, counts);
    return metric === 'CLS'
      ? `${metric}: ${p75.toFixed(2)}`
      : `${metric}: ${count(Math.round(p75))} ms`;
  });
}

/**
 * The week's lost taps in a paragraph, when there were any: each is a visitor whose tap or form
 * did nothing, which is a fault to look into, not a figure to watch.
 */
function lostTapsLines(lostTaps: ReportsResponse['lostTaps']): string[] {
  const total = lostTaps.reduce((sum, row) => sum + row.lost, 0);
  if (total === 0) return [];
  const byRoute = new Map<string, number>();
  for (const row of lostTaps) byRoute.set(row.route, (byRoute.get(row.route) ?? 0) + row.lost);
  const worst = [...byRoute].sort(([a, one], [b, other]) => other - one || a.localeCompare(b))[0];
  const builds = new Set(lostTaps.map((row) => row.build)).size;
  return [
    `Presses the site never acted on: ${count(total)}, most on ${worst?.[0] ?? ''} (${count(worst?.[1] ?? 0)}), over ${counted(builds, 'build')}.`,
    '  Each is a visitor whose tap or form did nothing; the reports list them by page and deploy.',
    '',
  ];
}

export async function weeklyDigestMail(
  database: Database,
  range: { from: string; to: string },
  context: {
    to: readonly string[];
    timeZone: string;
    publicOrigin: string;
    jobId: number;
    now: number;
  },
): Promise<OutgoingMail> {
  const report = await buildReports(database, range, context.now, context.timeZone);
  const line = (label: string, key: keyof ReportTotals) =>
    `${label}: ${count(report.totals[key])} (${change(report.totals[key], report.previous[key])})`;
  // A source or campaign was written by whoever sent the beacon; ones stored before the
  // vocabulary may hold anything. Each is written on its one line, whatever it holds.
  const sources = report.sources.slice(0, 5).map((row) => {
    const campaign = row.campaign ? `, campaign ${oneLine(row.campaign)}` : '';
    return `  ${oneLine(describeSource(row.kind, row.source))}${campaign}: ${counted(row.visits, 'visit')}, ${counted(row.leads, 'lead')}, ${counted(row.applications, 'application')}`;
  });
  const lines = [
    `The website from ${range.from} to ${range.to}:`,
    '',
    line('Visitors', 'visitors'),
    line('Page views', 'views'),
    line('Leads', 'leads'),
    line('Applications', 'applications'),
    line('Spam caught', 'spam'),
    '',
    'Top sources:',
    ...(sources.length > 0 ? sources : ['  No visits were counted.']),
    '',
    'Speed for real visitors (75th percentile):',
    ...(await weekSpeed(database, range.from, range.to)).map((text) => `  ${text}`),
    '',
    ...lostTapsLines(report.lostTaps),
    `Every figure, page by page: ${new URL(`${staffPagePatterns.reports}?from=${range.from}&to=${range.to}`, context.publicOrigin).toString()}`,
    '',
  ];
  return {
    to: context.to,
    subject: `The website last week: ${counted(report.totals.leads, 'lead')}, ${counted(report.totals.applications, 'application')}`,
    text: lines.join('\n'),
    messageKey: `insights-weekly.job-${context.jobId}`,
  };
}
