/**
 * A job's preview for staff: its public page rendered by the build's own renderer and the live
 * pages' frame (live-pages.ts), from the job as saved (GET) or as the form holds it unsaved
 * (POST, the body of an edit), whatever its state, so a draft, which has no public page, is seen
 * as it will be. Mounted behind the staff guard: signed-in staff with the jobs capability only
 * (server/staff/routes.ts checks `/staff/api/jobs/*`).
 *
 * A preview must be neither indexed nor counted: it answers `X-Robots-Tag: noindex, nofollow`
 * and `Cache-Control: no-store`, its head says `robots: noindex`, and it carries none of the
 * page's scripts but the small inline one that sets the colour scheme chosen: no JobPosting data
 * for a crawler, no analytics beacon (sent by the page's module script), and no hydration, which
 * would take the preview's address for a route the site does not have. The page
 * looks the same without them (its markup and styles are the server's). A bar across the top says
 * it is a preview.
 */
import { Hono, type Context } from 'hono';
import { paths } from '@/config/paths';
import { locationText, seoOf } from '@/shared/jobs/job-derived-text';
import { readJobInput, type JobInput } from '@/shared/jobs/job-input';
import { jobPreviewPattern } from '@/shared/jobs/job-preview';
import type { PublicJob } from '@/shared/jobs/public-jobs';
import { listingOf } from '@/shared/jobs/public-jobs';
import type { Database } from '../db/connection';
import { openJobs } from '../db/jobs';
import { inputOf } from '../db/staff-job-reads';
import { jsonObjectOf } from '../input-controls';
import { assemblePage } from '../live-frame';
import type { LivePages } from './live-pages';

const notFound = 'There is no such job.';

/** The server's words on a preview (staff read them; the site's copy modules are the pages'). */
export const previewMessages = {
  bar: (title: string) =>
    `Preview of “${title}”: this page is not public. Visitors will see it like this once the job is published with these words.`,
  /** The bar's name: a landmark of its own, so no content lies outside the page's landmarks. */
  barLabel: 'Preview',
  title: (title: string) => `Preview: ${title}`,
  noBuild: 'There is no build of the site here to render a preview with.',
} as const;
const copy = previewMessages;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** A job's number in the address, or undefined for anything else. */
const idOf = (param: string | undefined) =>
  param !== undefined && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;

/** The page as previewed: no scripts, a robots meta, and the bar after the body's start. */
export function previewHtml(page: string, title: string): string {
  const bar = `<aside aria-label="${copy.barLabel}" style="position:sticky;top:0;z-index:2000;padding:12px 16px;background:Mark;color:MarkText;border-bottom:2px solid MarkText;font:600 16px/1.4 system-ui,sans-serif;text-align:center">${escapeHtml(copy.bar(title))}</aside>`;
  return (
    page
      // Every script but the page's own first one, which only sets the colour scheme chosen.
      .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) =>
        attributes.trim() === 'data-for="page"' ? tag : '',
      )
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
      .replace(/<meta\s+name="robots"[^>]*>/gi, '')
      .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(copy.title(title))}</title>`)
      .replace(/<head\b[^>]*>/i, (head) => `${head}<meta name="robots" content="noindex">`)
      .replace(/<body\b[^>]*>/i, (body) => `${body}${bar}`)
  );
}

export function jobPreviewRoutes(live: LivePages | undefined, database: Database): Hono {
  const app = new Hono();

  const answer = async (c: Context, id: number, unsaved: JobInput | undefined) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    const row = await database.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return c.json({ message: notFound }, 404);
    const build = await live?.build();
    if (!build) return c.json({ message: copy.noBuild }, 503);
    const input = unsaved ?? inputOf(row);
    const kind = row.state === 'paused' ? ('paused' as const) : ('open' as const);
    // A paused job looks paused; any other as it will once published (or reopened): open, posted
    // on the day it was, or today.
    const job: PublicJob = {
      ...input,
      location: locationText(input),
      seo: seoOf(input),
      state: kind,
      datePosted: row.date_posted ?? new Date().toISOString().slice(0, 10),
    };
    const open = (await openJobs(database)).map(listingOf);
    const others = open.filter((other) => other.slug !== job.slug && other.slug !== row.slug);
    const result = await build.render(paths.job.href(job.slug), {
      list: () => Promise.resolve({ jobs: open }),
      page: (slug) => Promise.resolve(slug === job.slug ? { kind, job, others } : undefined),
    });
    if (!('html' in result)) return c.json({ message: notFound }, 404);
    return c.html(previewHtml(assemblePage(build.frame, result), job.title));
  };

  app.get(jobPreviewPattern, async (c) => {
    const id = idOf(c.req.param('id'));
    return id === undefined ? c.json({ message: notFound }, 404) : answer(c, id, undefined);
  });

  app.post(jobPreviewPattern, async (c) => {
    const id = idOf(c.req.param('id'));
    // The form's values, as an edit sends them; the revision an edit names is no part of a job.
    const sent = await jsonObjectOf(c);
    const body = sent && { ...sent };
    delete body?.revision;
    const read = readJobInput(body);
    if (!read.ok) return c.json({ message: read.message, field: read.field }, 400);
    return id === undefined ? c.json({ message: notFound }, 404) : answer(c, id, read.input);
  });

  return app;
}
