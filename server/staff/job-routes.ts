/**
 * The staff Jobs API: the list, one job, a new draft, an edit, a copy, and the moves between
 * states (publish, pause, resume, close, reopen). Only the jobs capability (admin, recruiting)
 * reaches these routes (routes.ts). Every change is written with its line in the activity.
 */
import { Hono, type Context } from 'hono';
import { staffApiPaths } from '@/config/staff-api';
import { jobLimits, readJobInput } from '@/shared/jobs/job-input';
import { isJobMove, jobMoveRules } from '@/shared/jobs/job-moves';
import { publishProblems, publishProblemsIn } from '@/shared/jobs/publish-checks';
import type { JobMoveRefusal } from '@/shared/jobs/staff-jobs';
import { findStaffJob, listStaffJobs } from '../db/staff-job-reads';
import { createJob, duplicateJob, editJob, moveJob, type JobWrite } from '../db/staff-jobs';
import { bodyLimit } from '../body-limit';
import { jsonObjectOf } from '../input-controls';
import type { StaffEnv } from './guard';
import { positiveInteger } from './inbox-query';
import { actorOf } from './audit-actor';
import { basedOnRevision, revisionMessages, staleMessage, staleReason } from './job-revision';
import type { SubmissionRouteOptions } from './submission-routes';

export const jobMessages = {
  notFound: 'There is no such job.',
  tooLarge: 'The job is too large to store: shorten its texts.',
  slugTaken: 'Another job has (or had) that address. Choose another slug.',
  referenceFixed:
    'The reference number is fixed once the job has been published: it identifies the posting.',
  malformedMove: 'Send one move: publish, pause, resume, close or reopen.',
  cannotPublish: 'The job cannot be opened yet:',
} as const;

/** A job's body holds at most about this much: all its texts at their longest fit under it. */
const maxJobBody = 64 * 1024;

export type JobRouteOptions = Pick<SubmissionRouteOptions, 'database' | 'proxy' | 'hashClient'> & {
  now: () => number;
  /** Where a job posting must carry its pay range (ISO 3166-2 codes). */
  payTransparency: readonly string[];
};

async function writeRefused(
  c: Context<StaffEnv>,
  result: JobWrite & { ok: false },
  options: JobRouteOptions,
  id: number,
) {
  switch (result.reason) {
    case 'not-found':
      return c.json({ message: jobMessages.notFound }, 404);
    case 'slug-taken':
      return c.json({ message: jobMessages.slugTaken, reason: result.reason }, 409);
    case 'reference-fixed':
      return c.json({ message: jobMessages.referenceFixed, reason: result.reason }, 409);
    case 'stale':
      return c.json(
        { message: await staleMessage(options.database, id), reason: staleReason },
        409,
      );
  }
}

export function jobRoutes(options: JobRouteOptions): Hono<StaffEnv> {
  const { database, now } = options;
  const app = new Hono<StaffEnv>();
  const limit = bodyLimit({
    maxSize: maxJobBody,
    onError: (c) => c.json({ message: jobMessages.tooLarge }, 413),
  });

  const answerJob = async (c: Context<StaffEnv>, id: number, status: 200 | 201 = 200) => {
    const job = await findStaffJob(database, id, now());
    return job ? c.json(job, status) : c.json({ message: jobMessages.notFound }, 404);
  };

  app.get(staffApiPaths.jobs, async (c) => c.json(await listStaffJobs(database, now())));

  app.post(staffApiPaths.jobs, limit, async (c) => {
    const read = readJobInput(await jsonObjectOf(c));
    if (!read.ok) return c.json({ message: read.message, field: read.field }, 400);
    const result = await createJob(database, read.input, actorOf(c, options), now());
    return result.ok ? answerJob(c, result.id, 201) : writeRefused(c, result, options, 0);
  });

  app.get(staffApiPaths.jobPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    return id === undefined ? c.json({ message: jobMessages.notFound }, 404) : answerJob(c, id);
  });

  app.put(staffApiPaths.jobPattern, limit, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    // The revision the edit is based on travels with the job; the rest is the job itself.
    const { revision, ...body } = (await jsonObjectOf(c)) ?? {};
    const read = readJobInput(body);
    if (!read.ok) return c.json({ message: read.message, field: read.field }, 400);
    const basedOn = basedOnRevision(revision);
    if (basedOn === undefined) return c.json({ message: revisionMessages.missing }, 400);
    if (id === undefined) return c.json({ message: jobMessages.notFound }, 404);
    const result = await editJob(database, id, read.input, actorOf(c, options), now(), basedOn);
    return result.ok ? answerJob(c, id) : writeRefused(c, result, options, id);
  });

  app.post(staffApiPaths.jobCopiesPattern, async (c) => {
    const id = positiveInteger(c.req.param('id'));
    if (id === undefined) return c.json({ message: jobMessages.notFound }, 404);
    const result = await duplicateJob(database, id, actorOf(c, options), now(), jobLimits);
    return result.ok ? answerJob(c, result.id, 201) : writeRefused(c, result, options, id);
  });

  app.post(
    staffApiPaths.jobMovesPattern,
    bodyLimit({
      maxSize: 1024,
      onError: (c) => c.json({ message: jobMessages.malformedMove }, 413),
    }),
    async (c) => {
      const id = positiveInteger(c.req.param('id'));
      const body = await jsonObjectOf(c);
      const move = body?.move;
      const extra = body
        ? Object.keys(body).filter((key) => key !== 'move' && key !== 'revision')
        : [];
      if (!body || extra.length > 0 || !isJobMove(move)) {
        return c.json({ message: jobMessages.malformedMove }, 400);
      }
      const basedOn = basedOnRevision(body.revision);
      if (basedOn === undefined) return c.json({ message: revisionMessages.missing }, 400);
      if (id === undefined) return c.json({ message: jobMessages.notFound }, 404);
      const result = await moveJob(
        database,
        id,
        move,
        (job, today) => publishProblems(job, today, options.payTransparency),
        actorOf(c, options),
        now(),
        basedOn,
      );
      if (result.ok) return answerJob(c, id);
      switch (result.reason) {
        case 'not-found':
          return c.json({ message: jobMessages.notFound }, 404);
        case 'stale':
          return writeRefused(c, result, options, id);
        case 'not-allowed':
          return c.json(
            {
              message: `A ${result.state} job cannot be moved with “${move}”: that move is for ${jobMoveRules[move].from.join(' or ')} jobs.`,
            },
            409,
          );
        case 'problems': {
          const refusal: JobMoveRefusal = {
            message: `${jobMessages.cannotPublish} ${result.problems.join(' ')}`,
            problems: result.problems,
            fields: result.problems.flatMap((problem) =>
              publishProblemsIn(problem).map(({ field }) => field),
            ),
          };
          return c.json(refusal, 422);
        }
      }
    },
  );

  return app;
}
