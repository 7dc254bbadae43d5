/**
 * Where the pages that show jobs get them. On the server (and at build time) the router's
 * request context carries a source reading the database (or the first jobs); in the browser a
 * client-side navigation asks the server's jobs endpoint for the same JSON. A hydrating page
 * asks nothing: its data came with it.
 */
import { jobsApiPaths } from '@/config/endpoints';
import type { JobList, JobPageAnswer } from '@/shared/jobs/public-jobs';

export interface JobsSource {
  list: () => Promise<JobList>;
  /** Undefined: a draft, or a slug no job has had. */
  page: (slug: string) => Promise<JobPageAnswer | undefined>;
}

/** The request context the server's render hands the router's loaders. */
export interface JobsContext {
  jobs: JobsSource;
}

function isJobsContext(context: unknown): context is JobsContext {
  return typeof context === 'object' && context !== null && 'jobs' in context;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// The endpoint is the site's own server: these are its answers, checked for their shape only.
function isJobList(value: unknown): value is JobList {
  return isObject(value) && Array.isArray(value.jobs);
}

function isJobPageAnswer(value: unknown): value is JobPageAnswer {
  return (
    isObject(value) &&
    (value.kind === 'open' ||
      value.kind === 'paused' ||
      value.kind === 'closed' ||
      value.kind === 'moved')
  );
}

async function readJson(path: string, expected: readonly number[]): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!expected.includes(response.status)) {
    throw new Error(`The jobs endpoint answered ${String(response.status)}.`);
  }
  return response.json();
}

/** The browser's source: the server's jobs endpoint, on the page's own origin. */
const endpointSource: JobsSource = {
  list: async () => {
    const body = await readJson(jobsApiPaths.list, [200]);
    if (!isJobList(body)) throw new Error('The jobs endpoint answered something else.');
    return body;
  },
  page: async (slug) => {
    const response = await fetch(jobsApiPaths.job(slug), {
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404) return undefined;
    if (response.status !== 200 && response.status !== 410) {
      throw new Error(`The jobs endpoint answered ${String(response.status)}.`);
    }
    const body: unknown = await response.json();
    if (!isJobPageAnswer(body)) throw new Error('The jobs endpoint answered something else.');
    return body;
  },
};

/** The source a loader reads: the server's from the request context, else the endpoint. */
export function jobsSourceOf(context: unknown): JobsSource {
  return isJobsContext(context) ? context.jobs : endpointSource;
}
