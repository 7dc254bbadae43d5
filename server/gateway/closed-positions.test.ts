// @vitest-environment node
/** Applications name a job by its title; a job that is not open takes none, on either engine. */
import { describe, expect, it } from 'vitest';
import { applicationMessage } from '@/shared/forms/application-message';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { changeJob } from '../db/jobs';
import { validApply } from '../support/payloads';
import { messageOf, testServers } from '../support/test-server';

const start = testServers({ inProcess: true });
const [job] = firstJobs;

const applicationFor = (position: string) => ({
  ...validApply,
  message: applicationMessage(position, 'Yes', 'Ravi Kumar\nSix years of delivery.\n'),
});

describe('applications to jobs that are not open', () => {
  it('are refused while the job is paused or closed, and taken again once it reopens', async () => {
    const server = await start();
    expect((await server.submit(applicationFor(job.title))).status).toBe(201);

    for (const state of ['paused', 'closed', 'draft'] as const) {
      await changeJob(server.database, job.slug, { state }, Date.now());
      const refused = await server.submit(applicationFor(job.title));
      expect(refused.status, state).toBe(400);
      expect(await messageOf(refused)).toBe(
        `The ${job.title} position is not taking applications any more. Choose an open position or an open application.`,
      );
    }

    await changeJob(server.database, job.slug, { state: 'open' }, Date.now());
    expect((await server.submit(applicationFor(job.title))).status).toBe(201);
  });

  it('take an open application, or a title no job has, whatever it holds', async () => {
    const server = await start();
    await changeJob(server.database, job.slug, { state: 'closed' }, Date.now());
    for (const position of [
      'Open application',
      `${job.title}s`,
      "Project Manager' OR '1'='1",
      'Project Manager\u202E',
      '项目经理',
    ]) {
      const response = await server.submit(applicationFor(position));
      expect(response.status, position).toBe(201);
    }
  });
});
