/**
 * What `npm run bench:jobs` measures on one deployment (jobs.ts runs them and prints the
 * figures): a change timed until a public page shows it, the same load on a live page and a
 * prerendered one, and the renders a burst of edits costs each instance.
 */
import { liveJob, msUntilShown, publicPage, type JobsStaff } from '../../server/support/jobs-staff';
import type { ServerProcess } from '../../server/support/server-process';
import { autocannon, type AutocannonResult } from './instances';

/** The ports the bench's instances listen on, from the first up. */
export const firstPort = 4370;

export const changes = 24;
export const pollEveryMs = 25;
export const liveTargetMs = 5_000;

export const connections = 10;
export const warmUpSeconds = 2;
export const loadSeconds = 8;
export const loadRounds = 2;
/** A live page's p99 may be this many times the prerendered page's. */
export const speedTarget = 1.2;

export const burstEdits = 20;
/** "At most a few" renders of a page in a burst, read as this many at most. */
export const fewRenders = 5;

export const prerendered = '/aboutus';
/** A first job's page: open on a fresh install, not touched by the other parts. */
export const firstJobPage = '/careers/project-manager';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LiveFigures {
  page: number[];
  careers: number[];
  /** Per change, the later of the two. */
  both: number[];
  missed: number;
}

/** Edits and publications by `staff`, each timed until the instance at `reader` shows it. */
export async function publishToLive(staff: JobsStaff, reader: string): Promise<LiveFigures> {
  const input = liveJob({ title: 'Bench Engineer 0', slug: 'bench-engineer' });
  const job = await staff.create(input);
  await staff.move(job.id, 'publish');
  const drafts = [];
  for (let index = 1; index <= changes / 2; index += 1) {
    const draft = liveJob({
      title: `Bench Analyst ${String(index)}`,
      slug: `bench-analyst-${String(index)}`,
      referenceNumber: `AKS-BENCH-${String(index)}`,
    });
    drafts.push({ input: draft, id: (await staff.create(draft)).id });
  }
  const figures: LiveFigures = { page: [], careers: [], both: [], missed: 0 };
  for (let change = 1; change <= changes; change += 1) {
    await sleep(Math.random() * 1_000);
    let title: string;
    let path: string;
    if (change % 2 === 1) {
      title = `Bench Engineer ${String(change)}`;
      path = `/careers/${input.slug}`;
      await staff.edit(job.id, { ...input, title });
    } else {
      const draft = drafts[change / 2 - 1];
      if (!draft) throw new Error('No draft left to publish.');
      title = draft.input.title;
      path = `/careers/${draft.input.slug}`;
      await staff.move(draft.id, 'publish');
    }
    // The title as the page's text ends it: "Bench Engineer 1" is not "Bench Engineer 11".
    const shows = ({ status, body }: { status: number; body: string }) =>
      status === 200 && body.includes(`${title}<`);
    const options = { everyMs: pollEveryMs, giveUpMs: 3 * liveTargetMs };
    const [page, careers] = await Promise.all([
      msUntilShown(reader, path, shows, options),
      msUntilShown(reader, '/careers', shows, options),
    ]);
    if (page === undefined || careers === undefined) {
      figures.missed += 1;
      continue;
    }
    figures.page.push(page);
    figures.careers.push(careers);
    figures.both.push(Math.max(page, careers));
  }
  for (const list of [figures.page, figures.careers, figures.both]) list.sort((a, b) => a - b);
  return figures;
}

export interface SpeedRow {
  round: number;
  path: string;
  result: AutocannonResult;
}

/** The same closed load on each page in turn, `loadRounds` times. */
export async function servingSpeed(origin: string): Promise<SpeedRow[]> {
  const rows: SpeedRow[] = [];
  for (let round = 1; round <= loadRounds; round += 1) {
    for (const path of [prerendered, '/careers', firstJobPage]) {
      const request = { url: `${origin}${path}`, headers: { 'Accept-Encoding': 'br' } };
      const probe = await fetch(request.url, { headers: request.headers });
      await probe.arrayBuffer();
      if (probe.status !== 200 || probe.headers.get('Content-Encoding') !== 'br') {
        throw new Error(`${path} answered ${String(probe.status)} without Brotli.`);
      }
      await autocannon({ ...request, connections, duration: warmUpSeconds, workers: 1 });
      const result = await autocannon({
        ...request,
        connections,
        duration: loadSeconds,
        workers: 1,
      });
      rows.push({ round, path, result });
    }
  }
  return rows;
}

export interface BurstFigures {
  seconds: number;
  /** Per instance, renders of each page during the burst and until every page showed its end. */
  renders: { page: number; careers: number; other: number }[];
}

/** The render lines (after a timestamp) an instance logged after `from`, a length of its output. */
export function rendersSince(instance: ServerProcess, from: number): string[] {
  return [
    ...instance
      .output()
      .slice(from)
      .matchAll(/live pages: rendered (\S+) in \d+ ms$/gm),
  ].map(([, path = '']) => path);
}

export async function burst(
  staff: JobsStaff,
  instances: readonly ServerProcess[],
): Promise<BurstFigures> {
  const input = liveJob({
    title: 'Burst Engineer',
    slug: 'burst-engineer',
    referenceNumber: 'AKS-BURST',
  });
  const job = await staff.create(input);
  await staff.move(job.id, 'publish');
  const page = `/careers/${input.slug}`;
  let visiting = true;
  // Visitors on every instance: a page is rendered again only when someone asks for it.
  const visitors = instances.flatMap((instance) =>
    [page, '/careers'].map(async (path) => {
      while (visiting) {
        await publicPage(instance.origin, path);
        await sleep(50);
      }
    }),
  );
  const last = `Burst Engineer ${String(burstEdits)}`;
  try {
    for (const instance of instances) {
      await msUntilShown(instance.origin, page, ({ status }) => status === 200);
    }
    await sleep(1_500);
    const marks = instances.map((instance) => instance.output().length);
    const started = performance.now();
    for (let edit = 1; edit <= burstEdits; edit += 1) {
      await staff.edit(job.id, { ...input, title: `Burst Engineer ${String(edit)}` });
    }
    const seconds = (performance.now() - started) / 1000;
    for (const instance of instances) {
      for (const path of [page, '/careers']) {
        await msUntilShown(instance.origin, path, ({ body }) => body.includes(`${last}<`));
      }
    }
    // A render still under way when the end showed on one page would be missed otherwise.
    await sleep(1_500);
    return {
      seconds,
      renders: instances.map((instance, index) => {
        const paths = rendersSince(instance, marks[index] ?? 0);
        const page_ = paths.filter((path) => path === page).length;
        const careers = paths.filter((path) => path === '/careers').length;
        return { page: page_, careers, other: paths.length - page_ - careers };
      }),
    };
  } finally {
    visiting = false;
    await Promise.all(visitors);
  }
}
