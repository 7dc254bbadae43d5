/**
 * The checks every running gateway makes each hour (server/periodic.ts runs them), wired once for
 * every way it runs: the build it serves registered, uploads no application referred to deleted,
 * the retention sweep, the analytics' upkeep and, when staff are told by e-mail, the spam digest
 * and the weekly report. Part of the composition with ./runtime.ts: it reaches into the slices.
 */
import type { ServerConfig } from './config';
import type { Database } from './db';
import { settleErasure } from './db/erase';
import { deleteUnattachedUploads } from './db/resumes';
import { sweepIfDue } from './db/retention';
import type { ResumeReader } from './gateway/resume-text';
import type { Analytics } from './analytics/attribution';
import { analyticsUpkeepIfDue } from './analytics/upkeep';
import { queueWeeklyDigestIfDue } from './analytics/weekly-digest';
import { queueSpamDigestIfDue } from './notify/spam-digest';
import { enabledChannels, type OutboxWorker } from './notify/worker';
import type { PeriodicCheck } from './periodic';

export interface CheckParts {
  database: Database;
  config: Pick<
    ServerConfig,
    | 'retentionDays'
    | 'rateLimitWindowMs'
    | 'timeZone'
    | 'analyticsRawDays'
    | 'notify'
    | 'weeklyDigest'
  >;
  analytics: Analytics;
  resumes: ResumeReader;
  worker: OutboxWorker;
  log: (line: string) => void;
}

export function periodicChecks({
  database,
  config,
  analytics,
  resumes,
  worker,
  log,
}: CheckParts): PeriodicCheck[] {
  const sweepOptions = {
    retentionDays: config.retentionDays,
    rateLimitWindowMs: config.rateLimitWindowMs,
  };
  const checks: PeriodicCheck[] = [
    {
      // Every instance, every hour: a build stays the site's while a server serves it.
      name: 'issued builds',
      run: () => analytics.builds.register(),
    },
    {
      // Every instance, every hour: uploads no application referred to within their hour.
      name: 'unattached uploads',
      run: async (now) => {
        if ((await deleteUnattachedUploads(database, now)) > 0) await settleErasure(database);
        // Files a stopped server left unread.
        resumes.wake();
      },
    },
    {
      name: 'retention sweep',
      run: (now) => sweepIfDue(database, { ...sweepOptions, now }, log),
    },
    {
      name: 'insights upkeep',
      run: async (now) => {
        const done = await analyticsUpkeepIfDue(database, now, {
          timeZone: config.timeZone,
          rawDays: config.analyticsRawDays,
          retentionDays: config.retentionDays,
        });
        if (
          done &&
          (done.rolledUp.length > 0 || done.rawRowsDeleted > 0 || done.buildsDeleted > 0)
        ) {
          log(
            `insights upkeep: rolled up ${done.rolledUp.length} days, deleted ${done.rawRowsDeleted} raw rows, ${done.dailyRowsDeleted} daily rows and ${done.buildsDeleted} builds`,
          );
        }
      },
    },
  ];
  if (enabledChannels(config.notify).includes('email')) {
    checks.push({
      name: 'spam digest',
      run: async (now) => {
        const queued = await queueSpamDigestIfDue(database, now);
        if (queued) worker.wake();
      },
    });
    checks.push({
      name: 'weekly report',
      run: async (now) => {
        const queued = await queueWeeklyDigestIfDue(database, now, {
          timeZone: config.timeZone,
          ...config.weeklyDigest,
        });
        if (queued) worker.wake();
      },
    });
  }
  return checks;
}
