/**
 * The pages that show jobs (/careers, each job's page, /insights, /applynow's list of positions,
 * the sitemap), rendered on
 * request from the database by the build's own renderer and kept until a job changes. Each
 * instance polls the jobs' version at most once a second (server/db/jobs.ts), so a change made
 * on any instance sharing the database is served by every instance within about a second plus a
 * render. Between changes a page is a string in memory with its compressed twins: served as a
 * prerendered file is. A burst of changes renders each page at most once per poll, on its next
 * request. A render that fails keeps the last good page, is logged, and is listed for staff, who
 * may have it rendered again (`failures`, `retry`). docs/jobs.md has the measurements behind this
 * design.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { assetPaths } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { JobList, JobPageAnswer } from '@/shared/jobs/public-jobs';
import type { Database } from '../db';
import { jobPageAnswer, jobPagesChanged, jobsVersion, publicSlugs } from '../db/jobs';
import { openJobList } from '../db/screening';
import { assemblePage, type LiveFrame, type RenderedMarkup } from '../live-frame';
import { sitemapXml, type SitemapEntry } from '../sitemap';

/** What the renderer's loaders read the jobs from (src/lib/jobs-source.ts has the same shape). */
export interface JobsReader {
  list: () => Promise<JobList>;
  page: (slug: string) => Promise<JobPageAnswer | undefined>;
}

export type RenderResult = RenderedMarkup | { status: number; location: string };

/** The server build's `render` (src/entry-server.tsx). */
export type RenderPage = (path: string, jobs: JobsReader) => Promise<RenderResult>;

export interface LiveBuild {
  render: RenderPage;
  frame: LiveFrame;
}

/** A page ready to send: its status, and its document or where it moved. */
export interface LivePage {
  status: number;
  body: string;
  location?: string | undefined;
  type: 'html' | 'xml';
  etag: string;
  brotli: Buffer;
  gzip: Buffer;
}

export interface LivePagesOptions {
  database: Database;
  /** Loads the build in place: its renderer and the frame of its pages. */
  load: () => Promise<LiveBuild>;
  log: (line: string) => void;
  checkEveryMs?: number;
  now?: () => number;
}

export interface LivePages {
  /**
   * The page at `path` (a live route's; trailing slash and query left out), or undefined when
   * the path is none of the jobs' pages: a job slug never public, or no build to render with.
   */
  page: (path: string) => Promise<LivePage | undefined>;
  /** After a rebuild: load the new build, and render every page again. */
  reload: () => void;
  /** The build in place, loaded on first use; undefined when there is none to render with. */
  build: () => Promise<LiveBuild | undefined>;
  /** The pages whose last render failed on this instance, and when: visitors get the last good. */
  failures: () => LivePageFailure[];
  /** Renders the failed pages again now; answers the failures that remain. */
  retry: () => Promise<LivePageFailure[]>;
}

export interface LivePageFailure {
  path: string;
  /** When the render last failed (ms since the epoch). */
  at: number;
}

/** The paths rendered live besides the job pages themselves. */
const listPaths: ReadonlySet<string> = new Set([
  paths.careers.href(),
  paths.insights.href(),
  paths.apply.href(),
]);
const jobPrefix = `${paths.careers.href()}/`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page ready to serve, compressed as the build compresses its pages (Brotli at its
 * best, so a form or list page still arrives in a new connection's first round trip), on
 * libuv's threads rather than the event loop: the best level takes tens of milliseconds a page.
 * Once per page and version, then served from memory.
 */
async function finish(
  status: number,
  body: string,
  type: LivePage['type'],
  location?: string,
): Promise<LivePage> {
  const bytes = Buffer.from(body);
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return {
    status,
    body,
    location,
    type,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    brotli: brotliBytes,
    gzip: gzipBytes,
  };
}

/** The slug of a job page's path; undefined for a malformed escape. */
function slugOf(path: string): string | undefined {
  if (!path.startsWith(jobPrefix)) return undefined;
  try {
    return decodeURIComponent(path.slice(jobPrefix.length));
  } catch {
    return undefined;
  }
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function livePages(options: LivePagesOptions): LivePages {
  const { database, log } = options;
  const now = options.now ?? Date.now;
  const checkEveryMs = options.checkEveryMs ?? 1_000;

  const reader: JobsReader = {
    list: () => openJobList(database),
    page: (slug) => jobPageAnswer(database, slug),
  };

  let build: Promise<LiveBuild | undefined> | undefined;
  const loadBuild = () =>
    (build ??= (async () => {
      try {
        const loaded = await options.load();
        // One render of each route first: the first render in a process waits for the routes'
        // modules, and React then finishes their parts in another order than the build did,
        // which orders the critical CSS differently from the prerendered page.
        for (const path of [...listPaths, `${jobPrefix}-`]) await loaded.render(path, reader);
        return loaded;
      } catch (error) {
        log(`live pages: no build to render with (${String(error)}); serving the built files`);
        return undefined;
      }
    })());

  /** The jobs' version as last read, and the slugs with a public answer at that version. */
  let known: { version: string; slugs: Set<string>; checkedAt: number } | undefined;
  let checking: Promise<NonNullable<typeof known>> | undefined;
  /** `fresh`: read the version now, even within a second of the last read. */
  const current = async (fresh = false) => {
    if (!fresh && known && now() - known.checkedAt < checkEveryMs) return known;
    checking ??= (async () => {
      try {
        const version = await jobsVersion(database);
        const slugs =
          known && known.version === version ? known.slugs : await publicSlugs(database);
        known = { version, slugs, checkedAt: now() };
        return known;
      } finally {
        checking = undefined;
      }
    })();
    return checking;
  };

  const sitemap = async (frame: LiveFrame): Promise<LivePage> => {
    const jobs = await jobPagesChanged(database);
    const latest = Math.max(Date.parse(frame.sitemap.builtOn), ...jobs.map((job) => job.updatedAt));
    const listed = new Set<string>(listPaths);
    const entries: SitemapEntry[] = [
      ...frame.sitemap.paths.map((path) => ({
        path,
        // The lists change with the jobs they show.
        lastModified: listed.has(path) ? day(latest) : frame.sitemap.builtOn,
      })),
      ...jobs.map((job) => ({ path: paths.job.href(job.slug), lastModified: day(job.updatedAt) })),
    ];
    return finish(200, sitemapXml(site.origin, entries), 'xml');
  };

  const renderPage = async (path: string, live: LiveBuild): Promise<LivePage> => {
    if (path === assetPaths.sitemap) return sitemap(live.frame);
    const result = await live.render(path, reader);
    if (!('html' in result)) return finish(result.status, '', 'html', result.location);
    return finish(result.status, assemblePage(live.frame, result), 'html');
  };
  // One line per render: what a change costs each instance shows in its log (and
  // `npm run bench:jobs` counts these lines), with no endpoint to ask.
  const render = async (path: string, live: LiveBuild): Promise<LivePage> => {
    const started = performance.now();
    const page = await renderPage(path, live);
    log(`live pages: rendered ${path} in ${String(Math.round(performance.now() - started))} ms`);
    return page;
  };

  const cache = new Map<string, { version: string; page: LivePage }>();
  const rendering = new Map<string, Promise<LivePage>>();
  /** When each page's last render failed, until one succeeds. */
  const failed = new Map<string, number>();

  const isLivePath = (path: string, slugs: Set<string>) => {
    if (listPaths.has(path) || path === assetPaths.sitemap) return true;
    if (!path.startsWith(jobPrefix)) return false;
    return slugs.has(slugOf(path) ?? '');
  };

  return {
    page: async (requested) => {
      const path =
        requested.length > 1 && requested.endsWith('/') ? requested.slice(0, -1) : requested;
      let { version, slugs } = await current();
      // A job page not known at the last poll may be a job opened since: a list rendered in
      // that second already links to it, so its page must not be missing until the next poll.
      // Asking again costs one small query, and only for addresses under the jobs' prefix.
      if (!isLivePath(path, slugs) && path.startsWith(jobPrefix)) {
        ({ version, slugs } = await current(true));
      }
      if (!isLivePath(path, slugs)) return undefined;
      const cached = cache.get(path);
      if (cached?.version === version) return cached.page;
      const live = await loadBuild();
      if (!live) return undefined;
      const key = `${version} ${path}`;
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(path, live).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      try {
        const page = await pending;
        cache.set(path, { version, page });
        failed.delete(path);
        return page;
      } catch (error) {
        log(`live pages: rendering ${path} failed: ${String(error)}`);
        failed.set(path, now());
        if (!cached) throw error;
        // The last good page, unless it still offers a job that is no longer open: closing or
        // pausing takes effect at once, as the missing page, even while pages fail to render.
        const slug = slugOf(path);
        if (slug !== undefined && cached.page.status === 200) {
          const answer = await jobPageAnswer(database, slug);
          if (answer?.kind !== 'open') return undefined;
        }
        return cached.page;
      }
    },
    reload: () => {
      build = undefined;
      cache.clear();
      failed.clear();
    },
    build: loadBuild,
    failures: () => [...failed].map(([path, at]) => ({ path, at })),
    retry: async () => {
      const live = await loadBuild();
      if (live) {
        for (const path of [...failed.keys()]) {
          const { version } = await current(true);
          try {
            cache.set(path, { version, page: await render(path, live) });
            failed.delete(path);
          } catch (error) {
            log(`live pages: rendering ${path} again failed: ${String(error)}`);
            failed.set(path, now());
          }
        }
      }
      return [...failed].map(([path, at]) => ({ path, at }));
    },
  };
}
