/**
 * A job's share image (/share/careers/<slug>.png), drawn from the database: the picture a link to
 * the job's page shows in social sites and chat apps. The build draws the first jobs' pictures;
 * a job staff add or retitle later gets its own here, with the same drawing
 * (server/share-image.ts) in the colours, mark and artwork the build wrote into the live frame.
 *
 * A picture is drawn on its first request after the job's title changed, once however many ask
 * at the same moment, and kept in memory: crawlers ask rarely, and a title changes more rarely.
 * The job is read on every request (one small query), so a retitled job's picture is right on
 * the next request, on every instance. A job that is not public (a draft, a closed one) has no
 * picture here: its page says it is gone, and the build's file, if there is one, is what remains.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../db';
import { jobPageAnswer } from '../db/jobs';
import type { LiveFrame } from '../live-frame';
import { shareImageRenderer, type ShareImageInput } from '../share-image';

export interface SharePicture {
  png: Buffer;
  etag: string;
}

export interface LiveShareImages {
  /** The picture of the public job at `slug`; undefined for no such job or no frame to draw by. */
  picture: (slug: string) => Promise<SharePicture | undefined>;
  /** After a rebuild: draw with the new frame, and every picture again. */
  reload: () => void;
}

export interface LiveShareImagesOptions {
  database: Database;
  /** The built site, which the frame's files are inside. */
  distDir: string;
  /** The frame of the build in place; undefined when there is none. */
  frame: () => Promise<LiveFrame | undefined>;
  log: (line: string) => void;
}

type Draw = (input: Omit<ShareImageInput, 'markFile' | 'artFile'>) => Promise<Buffer>;

export function liveShareImages(options: LiveShareImagesOptions): LiveShareImages {
  const { database, distDir, log } = options;

  let drawing: Promise<Draw | undefined> | undefined;
  const drawer = () =>
    (drawing ??= (async () => {
      const frame = await options.frame();
      const setup = frame?.shareImage;
      if (!setup) return undefined;
      const draw = await shareImageRenderer(setup.colors);
      const markFile = join(distDir, setup.markFile);
      const artFile = setup.jobArtFile === undefined ? undefined : join(distDir, setup.jobArtFile);
      const drawJob: Draw = (input) => draw({ ...input, markFile, artFile });
      return drawJob;
    })().catch((error: unknown) => {
      log(`share images: nothing to draw with (${String(error)})`);
      return undefined;
    }));

  /** The last picture of each job, by its slug, with the title it shows. */
  const drawn = new Map<string, { title: string; picture: SharePicture }>();
  const pending = new Map<string, Promise<SharePicture>>();

  return {
    picture: async (slug) => {
      const answer = await jobPageAnswer(database, slug);
      if (answer?.kind !== 'open' && answer?.kind !== 'paused') return undefined;
      const title = answer.job.seo.title;
      const last = drawn.get(slug);
      if (last?.title === title) return last.picture;
      const draw = await drawer();
      if (!draw) return undefined;
      const key = `${slug}\n${title}`;
      let picture = pending.get(key);
      if (!picture) {
        picture = draw({ title })
          .then((png) => ({
            png,
            etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`,
          }))
          .finally(() => pending.delete(key));
        pending.set(key, picture);
      }
      try {
        const made = await picture;
        drawn.set(slug, { title, picture: made });
        return made;
      } catch (error) {
        log(`share images: drawing ${slug} failed: ${String(error)}`);
        return last?.picture;
      }
    },
    reload: () => {
      drawing = undefined;
      drawn.clear();
    },
  };
}
