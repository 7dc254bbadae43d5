// @vitest-environment node
/**
 * The staff Jobs API names the field of each refusal, for a form to mark it: a 400 carries the
 * field beside its sentence (the same rules and sentences the form checks with), a 409 about the
 * address or the reference carries its reason, and the publish checks' 422 lists each problem's
 * field in the order of its problems.
 */
import { describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import type { JobMoveRefusal, StaffJob } from '@/shared/jobs/staff-jobs';
import { publishSentences } from '@/shared/jobs/publish-checks';
import { liveJob } from '../support/jobs-staff';
import { createStaff, signIn, staffSend } from '../support/staff-client';
import { testServers } from '../support/test-server';

const start = testServers({ inProcess: true });
const email = 'fields.recruiter@akscellence.example';
const password = 'each problem at its field';

describe('the staff Jobs API’s field keys', () => {
  it('names the field of a 400, of a 409 and of each publish problem', async () => {
    const server = await start();
    await createStaff(server, email, password, 'recruiting');
    const recruiter = await signIn(server, email, password);
    const cases: [string, unknown, string | undefined][] = [
      ['no title', liveJob({ title: '' }), 'title'],
      ['a bad slug', liveJob({ slug: 'Not A Slug' }), 'slug'],
      [
        'a bad location',
        liveJob({ locations: [{ locality: 'Omaha', region: 'Nebraska!', country: 'US' }] }),
        'locations',
      ],
      [
        'pay upside down',
        liveJob({ pay: { min: 9, max: 1, currency: 'USD', unit: 'HOUR' } }),
        'pay',
      ],
      ['markup in a list', liveJob({ qualifications: ['<b>SQL</b>'] }), 'qualifications'],
      [
        'a long search title',
        liveJob({ seo: { title: 'x'.repeat(81), description: 'Fine.' } }),
        'seo.title',
      ],
      [
        'a search description of NaN',
        { ...liveJob(), seo: { title: 'Fine', description: Number.NaN } },
        'seo.description',
      ],
      ['a client without a name', { ...liveJob(), client: { kind: 'client', name: '' } }, 'client'],
      // About the body as a whole: no one field.
      ['an unknown field', { ...liveJob(), state: 'open' }, undefined],
    ];
    const failures: string[] = [];
    for (const [label, body, field] of cases) {
      const answer = await staffSend(recruiter, 'POST', staffApiPaths.jobs, body);
      const said = (await answer.json()) as { message: string; field?: string };
      if (answer.status !== 400 || said.field !== field || said.message === '') {
        failures.push(`${label}: ${String(answer.status)} ${String(said.field)}`);
      }
    }
    expect(failures).toEqual([]);

    const made = await staffSend(recruiter, 'POST', staffApiPaths.jobs, liveJob());
    const job = (await made.json()) as StaffJob;
    const taken = await staffSend(recruiter, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ slug: 'project-manager' }),
      revision: job.revision,
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ reason: 'slug-taken' });

    const bare = await staffSend(recruiter, 'PUT', staffApiPaths.job(job.id), {
      ...liveJob({ summary: '', validThrough: '' }),
      revision: job.revision,
    });
    expect(bare.status).toBe(200);
    const edited = (await bare.json()) as StaffJob;
    const refused = await staffSend(recruiter, 'POST', staffApiPaths.jobMoves(job.id), {
      move: 'publish',
      revision: edited.revision,
    });
    expect(refused.status).toBe(422);
    const refusal = (await refused.json()) as JobMoveRefusal;
    expect(refusal.problems).toEqual([publishSentences.summary, publishSentences.validThrough]);
    expect(refusal.fields).toEqual(['summary', 'validThrough']);
  });
});
