/**
 * Where a lead came from, found without a cookie and without changing the form's payload: the
 * submission's request is hashed the way its page views were (same address, user agent and day),
 * and the visit under that hash is the sender's. What it tells is kept with the submission, so it
 * outlives the raw page views. A sender whose visit was not counted (Global Privacy Control, Do
 * Not Track, a blocked beacon, another day) has none: "source unknown".
 */
import { paths } from '@/config/paths';
import { describeSource, type CameFrom, type SourceKind } from '@/shared/analytics/reports';
import type { SubmissionKind } from '@/shared/staff/submission-fields';
import type { Database } from '../db/connection';
import type { Attribution } from '../db/submissions';
import type { BeaconQueue } from './ingest';
import type { IssuedBuilds } from './issued-builds';
import type { CountedJobPages } from './job-pages';
import type { VisitorHasher } from './visitors';

export interface Analytics {
  queue: BeaconQueue;
  visitors: VisitorHasher;
  builds: IssuedBuilds;
  jobPages: CountedJobPages;
}

const formRoutes = new Set<string>([paths.contact.pattern, paths.apply.pattern]);

export async function attributionFor(
  database: Database,
  analytics: Analytics,
  request: { address: string; agent: string },
  kind: SubmissionKind,
  at: number,
): Promise<Attribution | null> {
  const visitor = await analytics.visitors.visitor(request.address, request.agent, at);
  // The sender's page views, the form page's own among them, may still be in the queue.
  await analytics.queue.settle(visitor);
  const { db } = database;
  const visit = await db
    .selectFrom('visits')
    .selectAll()
    .where('visitor', '=', visitor)
    .where('day', '=', analytics.visitors.dayOf(at))
    .executeTakeFirst();
  if (!visit) return null;
  const views = await db
    .selectFrom('page_views')
    .select(['route', 'path'])
    .where('visit_id', '=', visit.id)
    .where('viewed_at', '<=', at)
    .orderBy('viewed_at')
    .orderBy('id')
    .execute();
  const formAt = views.findIndex((view) => formRoutes.has(view.route));
  const before = (formAt === -1 ? views : views.slice(0, formAt)).filter(
    (view, index, all) => index === 0 || all[index - 1]?.path !== view.path,
  );
  const jobPage =
    kind === 'apply'
      ? (before.findLast((view) => view.route === paths.job.pattern)?.path ?? null)
      : null;
  const sourceKind = visit.source_kind as SourceKind;
  const cameFrom: CameFrom = {
    kind: sourceKind,
    source: visit.source,
    campaign: visit.campaign,
    medium: visit.medium,
    referrer: visit.referrer,
    landingPage: visit.landing_path,
    pagesBefore: before.map((view) => view.path),
    jobPage,
    firstSeenAt: new Date(visit.started_at).toISOString(),
  };
  return {
    visit_id: visit.id,
    source_kind: sourceKind,
    source: describeSource(sourceKind, visit.source),
    campaign: visit.campaign,
    landing_page: visit.landing_path,
    came_from: JSON.stringify(cameFrom),
  };
}
