/**
 * The job pages the analytics count views of: /careers/<slug> for every slug a published job has
 * or had (server/db/jobs.ts), so a job staff add is counted from its first visitor and a renamed
 * one keeps its old address's views. A beacon is checked without waiting on the database: the
 * slugs are kept in memory and read again at most every half minute, and at once (at most every
 * few seconds, however many beacons name unknown slugs) when a beacon names one not known yet,
 * such as a job published a moment ago. Made-up slugs are refused as before and cost at most
 * that one read every few seconds.
 */
import { firstJobs } from '@/shared/jobs/first-jobs';
import type { Database } from '../db';
import { publishedJobSlugs } from '../db/jobs';

/** How old the slugs may get before a beacon reads them again. */
const freshForMs = 30_000;
/** The shortest time between two reads that a beacon with an unknown slug asks for. */
const missEveryMs = 5_000;

export class CountedJobPages {
  /** The first jobs' slugs until the first read: what a fresh install has. */
  #slugs: ReadonlySet<string> = new Set(firstJobs.map((job) => job.slug));
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a job was published at this slug (as last read). */
  has(slug: string): boolean {
    return this.#slugs.has(slug);
  }

  /**
   * Reads the slugs again when they are old, or when `slug` is not among them and the last read
   * is a few seconds old; resolves once the read is done (at once when none is needed). A read
   * that fails keeps the slugs as they were.
   */
  async refresh(slug?: string): Promise<void> {
    const age = this.now() - this.#readAt;
    const wanted =
      age >= freshForMs || (slug !== undefined && !this.#slugs.has(slug) && age >= missEveryMs);
    if (wanted) {
      this.#reading ??= publishedJobSlugs(this.database)
        .then((slugs) => {
          this.#slugs = new Set(slugs);
          this.#readAt = this.now();
        })
        .catch(() => {
          // Not again at once: the slugs as they were, until the next read is due.
          this.#readAt = this.now();
        })
        .finally(() => {
          this.#reading = undefined;
        });
    }
    await this.#reading;
  }
}
