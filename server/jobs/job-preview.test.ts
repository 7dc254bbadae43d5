// @vitest-environment node
/**
 * A job's preview on the engine under test, rendered by the site's renderer (the source of the
 * server build, as the live pages' tests use it): who may see it (admins and recruiters; sales
 * 403, no session 401), what it answers with (no caching, no indexing, no scripts so neither
 * JobPosting data nor an analytics beacon, the preview bar), a draft's own words though the draft
 * has no public page, and unsaved values sent by POST, checked by the job's rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@/config/staff-api';
import { beaconPath } from '@/config/endpoints';
import { render } from '@/entry-server';
import { jobPreviewPath } from '@/shared/jobs/job-preview';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { jsonLdTypes, liveJob } from '../support/jobs-staff';
import { makeTestBuild, testFrame, type TestBuild } from '../support/live-build';
import { createStaff, signIn, staffSend, type StaffSession } from '../support/staff-client';
import { testServers } from '../support/test-server';
import { previewHtml, previewMessages } from './job-preview';

const start = testServers({ inProcess: true });
const password = 'a preview before publishing';
let build: TestBuild;

beforeAll(async () => {
  build = makeTestBuild(await testFrame(render));
});
afterAll(() => {
  build.remove();
});

async function setUp() {
  const server = await start({ distDir: build.distDir });
  const sessions: Record<string, StaffSession> = {};
  for (const role of ['admin', 'recruiting', 'sales'] as const) {
    const email = `${role}.preview@akscellence.example`;
    await createStaff(server, email, password, role);
    sessions[role] = await signIn(server, email, password, { twoFactor: 'set-up' });
  }
  const {
    admin,
    recruiting: recruiter,
    sales,
  } = sessions as Record<'admin' | 'recruiting' | 'sales', StaffSession>;
  const made = await staffSend(
    recruiter,
    'POST',
    staffApiPaths.jobs,
    liveJob({
      title: 'Preview Engineer',
      slug: 'preview-engineer',
      summary: 'Words only staff have read so far & none else.',
    }),
  );
  expect(made.status).toBe(201);
  const job = (await made.json()) as StaffJob;
  return { server, admin, recruiter, sales, job };
}

describe('a job’s preview', () => {
  it('keeps of a built page’s scripts only the one that sets the colour scheme', () => {
    const built = [
      '<!doctype html><html lang="en"><head><meta name="robots" content="index"><title>Job</title>',
      '<script data-for="page">document.documentElement.setAttribute("data-dark","")</script>',
      '<script type="module" async src="/assets/page-1.js"></script>',
      '<link rel="modulepreload" href="/assets/chunk-2.js">',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '</head><body><div id="root">Page & <b>more</b></div>',
      '<script type="application/json" id="router-hydration">{}</script></body></html>',
    ].join('');
    const html = previewHtml(built, 'A <b>bold</b> job');
    expect(html).toContain('<script data-for="page">');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('JobPosting');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('content="index"');
    expect(html).toContain('<head><meta name="robots" content="noindex">');
    expect(html).toContain('<title>Preview: A &#60;b&#62;bold&#60;/b&#62; job</title>');
    expect(html).toMatch(/<body><aside aria-label="Preview"[^>]*>Preview of “A &#60;b&#62;bold/);
  });

  it('shows a draft’s page to admins and recruiters only, marked, uncached, unindexed and uncounted', async () => {
    const { server, admin, recruiter, sales, job } = await setUp();
    // The draft has no public page.
    expect((await server.fetch('/careers/preview-engineer')).status).toBe(404);

    for (const session of [admin, recruiter]) {
      const answer = await staffSend(session, 'GET', jobPreviewPath(job.id));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('Preview Engineer');
      expect(html).toContain('Words only staff have read so far &amp; none else.');
      expect(html).toContain('<aside aria-label="Preview"');
      expect(html).toContain('Preview of “Preview Engineer”: this page is not public.');
      // No script at all: no JobPosting data, no beacon, no hydration.
      expect(jsonLdTypes(html)).toEqual([]);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toContain('JobPosting');
      expect(html).not.toContain(beaconPath);
    }

    expect((await staffSend(sales, 'GET', jobPreviewPath(job.id))).status).toBe(403);
    expect((await server.fetch(jobPreviewPath(job.id))).status).toBe(401);
    const posted = await server.fetch(jobPreviewPath(job.id), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(liveJob()),
    });
    expect([401, 403]).toContain(posted.status);
    expect((await staffSend(sales, 'POST', jobPreviewPath(job.id), liveJob())).status).toBe(403);
  });

  it('previews unsaved values sent by POST without storing them, and refuses what the rules refuse', async () => {
    const { recruiter, job } = await setUp();
    const unsaved = {
      ...liveJob({
        title: 'Preview Engineer II',
        slug: 'preview-engineer',
        summary: 'An unsaved summary.',
        locations: [{ locality: 'Denver', region: 'CO', country: 'US' }],
      }),
      revision: job.revision,
    };
    const answer = await staffSend(recruiter, 'POST', jobPreviewPath(job.id), unsaved);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    const html = await answer.text();
    expect(html).toContain('Preview Engineer II');
    expect(html).toContain('An unsaved summary.');
    expect(html).toContain('Denver, CO');
    expect(html).not.toMatch(/<script/i);
    // Nothing stored.
    const stored = (await (
      await staffSend(recruiter, 'GET', staffApiPaths.job(job.id))
    ).json()) as StaffJob;
    expect(stored).toMatchObject({ title: 'Preview Engineer', revision: job.revision });

    const hostile: [unknown, number][] = [
      [{ ...liveJob(), summary: '<script>alert(1)</script>' }, 400],
      [{ ...liveJob(), title: '' }, 400],
      [{ ...liveJob(), state: 'open' }, 400],
      ['not an object', 400],
    ];
    for (const [body, status] of hostile) {
      const refused = await staffSend(recruiter, 'POST', jobPreviewPath(job.id), body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(status);
    }
    expect((await staffSend(recruiter, 'GET', jobPreviewPath(999_999))).status).toBe(404);
    expect((await staffSend(recruiter, 'GET', jobPreviewPath('nope'))).status).toBe(404);
    expect((await staffSend(recruiter, 'POST', jobPreviewPath(999_999), liveJob())).status).toBe(
      404,
    );
    expect(html).toContain(`<title>${previewMessages.title('Preview Engineer II')}</title>`);
  });

  it('shows the words’ Markdown subset as formatting, and a disallowed link as the text typed', async () => {
    const { recruiter, job } = await setUp();
    const marked = {
      ...liveJob({
        summary: 'We **build** [our site](https://example.com/about).\n\n- *Remote* days',
        responsibilities: ['Own [x](javascript:alert(1)) and [y](//evil.example) **well**'],
      }),
      revision: job.revision,
    };
    const answer = await staffSend(recruiter, 'POST', jobPreviewPath(job.id), marked);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('We <strong>build</strong> <a');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/example\.com\/about" rel="noopener noreferrer nofollow"[^>]*>our site<\/a>/,
    );
    expect(html).toMatch(/<li><em>Remote<\/em> days<\/li>/);
    expect(html).toContain(
      'Own [x](javascript:alert(1)) and [y](//evil.example) <strong>well</strong>',
    );
    expect(html).not.toMatch(/href="(javascript:|\/\/evil)/);
    expect(html).not.toContain('**');
  });
});
