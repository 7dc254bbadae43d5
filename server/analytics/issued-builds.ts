/**
 * The builds of the site that its servers issued. A beacon names its page's build, and anyone can
 * make up a build id; only the ids of builds a server of ours served are kept, any other is
 * stored as `other`. A server learns its own build's id from the built site it serves
 * (build-settings.json, written by the prerender), and registers it in the database when it
 * starts and every hour after, so that the other instances, and this one after a deploy, keep
 * the beacons of pages still open from a build served a while ago. A server that serves no
 * built site (the API alone, Lambda) issues no build: it keeps only those the others registered.
 */
import type { Database } from '../db/connection';

export interface IssuedBuildsOptions {
  /** The ids of the builds this server serves (asked again, since a rebuild replaces them). */
  own: readonly string[] | (() => readonly string[]);
  /** A build registered longer ago than this is no longer one of the site's. */
  keepMs: number;
  now?: () => number;
}

/** The others' builds are read again at most this often, never while a beacon waits. */
const readEveryMs = 60_000;

export class IssuedBuilds {
  readonly #database: Database;
  readonly #own: () => readonly string[];
  readonly #keepMs: number;
  readonly #now: () => number;
  #registered: ReadonlySet<string> = new Set();
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<void> | undefined;

  constructor(database: Database, options: IssuedBuildsOptions) {
    this.#database = database;
    const { own } = options;
    this.#own = typeof own === 'function' ? own : () => own;
    this.#keepMs = options.keepMs;
    this.#now = options.now ?? Date.now;
  }

  /** Registers this server's builds as served now, then reads every instance's. */
  async register(): Promise<void> {
    const at = this.#now();
    for (const build of this.#own()) {
      await this.#database.db
        .insertInto('builds')
        .values({ build, first_seen: at, issued_at: at })
        .onConflict((conflict) => conflict.column('build').doUpdateSet({ issued_at: at }))
        .execute();
    }
    await this.read();
  }

  /** Reads the builds registered within the time they are kept. */
  async read(): Promise<void> {
    const at = this.#now();
    const rows = await this.#database.db
      .selectFrom('builds')
      .select('build')
      .where('issued_at', '>=', at - this.#keepMs)
      .execute();
    this.#registered = new Set(rows.map((row) => row.build));
    this.#readAt = at;
  }

  /**
   * Whether the site issued this build. Answered at once from what was last read; when that is
   * over a minute old, it is read again in the background for the beacons after this one.
   */
  has(build: string): boolean {
    if (this.#own().includes(build)) return true;
    if (this.#reading === undefined && this.#now() - this.#readAt >= readEveryMs) {
      this.#reading = this.read()
        .catch(() => undefined)
        .finally(() => {
          this.#reading = undefined;
        });
    }
    return this.#registered.has(build);
  }
}
