// @vitest-environment node
/**
 * A job's share image drawn from the database, on the engine under test: the job's title as it
 * is now, drawn once per title, served before the build's files, and none for a job that is not
 * public.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImage, shareImagePath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { openDatabase, type Database } from '../db';
import { changeJob } from '../db/jobs';
import type { LiveFrame } from '../live-frame';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import type { LivePages } from './live-pages';
import { livePageRoutes } from './routes';
import { liveShareImages, type LiveShareImages } from './share-images';

const [first, second, third] = firstJobs;

/** A frame with only what the pictures read; the pages are not drawn here. */
function frameWithPictures(): LiveFrame {
  return {
    buildId: 'test',
    template: '',
    preloads: '',
    themeStyles: '',
    carouselStyle: '',
    scripts: {},
    inlineScripts: {},
    sitemap: { paths: [], builtOn: '2026-11-01' },
    shareImage: {
      colors: {
        hero: '#0b2545',
        heroAccent: '#13315c',
        heroText: '#f7f6f5',
        heroMuted: '#c9d6ea',
        accent: '#2ec4b6',
        markBackground: '#f1f2f3',
      },
      markFile: 'assets/mark.svg',
      jobArtFile: 'assets/careers.svg',
    },
  };
}

/** No page is asked for here: the routes under test are the pictures'. */
const noPages: LivePages = {
  page: () => Promise.resolve(undefined),
  reload: () => undefined,
  build: () => Promise.resolve(undefined),
  failures: () => [],
  retry: () => Promise.resolve([]),
};

const pictureOf = (slug: string) => shareImagePath(paths.job.href(slug));

describe('a job’s share image', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let distDir: string;
  let pictures: LiveShareImages;
  let app: Hono;
  const lines: string[] = [];
  let clock = Date.parse('2026-11-20T10:00:00Z');

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(testDatabase.target);
    distDir = mkdtempSync(join(tmpdir(), 'akscel-share-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(
      join(distDir, 'assets', 'mark.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1d4ed8"/></svg>',
    );
    writeFileSync(
      join(distDir, 'assets', 'careers.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" rx="28" fill="#dbeafe"/></svg>',
    );
    pictures = liveShareImages({
      database,
      distDir,
      frame: () => Promise.resolve(frameWithPictures()),
      log: (line) => lines.push(line),
    });
    app = new Hono();
    app.route('/', livePageRoutes(noPages, pictures));
    // What the build's files would answer after the live routes pass.
    app.notFound((c) => c.text('the built file or not found', 404));
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('is a 1200 x 630 PNG of the job’s title, drawn once while the title holds', async () => {
    const picture = await pictures.picture(first.slug);
    if (!picture) throw new Error('An open job has no picture.');
    const png = PNG.sync.read(picture.png);
    expect([png.width, png.height]).toEqual([shareImage.width, shareImage.height]);
    // The band's colour in the top left corner.
    expect([...png.data.subarray(0, 3)]).toEqual([0x0b, 0x25, 0x45]);
    expect(await pictures.picture(first.slug)).toBe(picture);
  });

  it('follows a new title at once, and a paused job keeps its picture', async () => {
    const before = await pictures.picture(second.slug);
    clock += 60_000;
    await changeJob(
      database,
      second.slug,
      { job: { ...second, seo: { ...second.seo, title: 'Enterprise Account Executive' } } },
      clock,
    );
    const after = await pictures.picture(second.slug);
    expect(after?.etag).toBeDefined();
    expect(after?.etag).not.toBe(before?.etag);
    expect(after?.png.equals(before?.png ?? Buffer.alloc(0))).toBe(false);

    await changeJob(database, second.slug, { state: 'paused' }, clock);
    expect((await pictures.picture(second.slug))?.etag).toBe(after?.etag);
  });

  it('is none for a closed job, a slug no job has, or a build without the frame’s setup', async () => {
    await changeJob(database, third.slug, { state: 'closed' }, clock);
    expect(await pictures.picture(third.slug)).toBeUndefined();
    expect(await pictures.picture('no-such-job')).toBeUndefined();
    const withoutSetup = liveShareImages({
      database,
      distDir,
      frame: () => Promise.resolve({ ...frameWithPictures(), shareImage: undefined }),
      log: () => undefined,
    });
    expect(await withoutSetup.picture(first.slug)).toBeUndefined();
  });

  it('is served before the built files, revalidated by its ETag, and passed on when there is none', async () => {
    const answer = await app.request(pictureOf(first.slug));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe(shareImage.type);
    expect(answer.headers.get('Cache-Control')).toContain('s-maxage');
    const etag = answer.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    expect(PNG.sync.read(Buffer.from(await answer.arrayBuffer())).width).toBe(shareImage.width);

    const again = await app.request(pictureOf(first.slug), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    for (const path of [pictureOf(third.slug), pictureOf('no-such-job'), '/share/careers/x.svg']) {
      const passed = await app.request(path);
      expect(passed.status, path).toBe(404);
      expect(await passed.text()).toBe('the built file or not found');
    }
    expect(lines).toEqual([]);
  });
});
