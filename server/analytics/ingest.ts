/**
 * Beacons are written in batches: the endpoint answers at once and queues what it accepted; a
 * flush cuts the queue into slices and writes them one after another, each in one transaction
 * (a few statements, not one per beacon), so a spike of page views costs the database a few
 * statements a second. The form gateway never waits for that stream: a slice is small enough that
 * the event loop and the database connection are free again within a moment, between slices the
 * writer rests a few milliseconds while the gateway has the database to itself, and a submission
 * waits only for its own sender's page views (`settle`), written ahead of the rest. The queue is bounded: past its size a beacon is dropped
 * (a count is lost, never a lead); what a slice writes is in `beacon-rows.ts`.
 */
import type { Database } from '../db/connection';
import { DailyValues, distinctPerDay } from './daily-values';
import {
  foldOf,
  keepAll,
  writeSlice,
  type Fold,
  type QueuedView,
  type QueuedVitals,
} from './beacon-rows';

export interface IngestOptions {
  /** How long a beacon may wait in the queue. */
  flushAfterMs?: number;
  /** Beacons accepted and not yet written, at most. */
  maxQueued?: number;
  /** Beacons written in one transaction; a flush starts at once when four slices are queued. */
  sliceSize?: number;
  /** The rest between two slices, in which other work has the database to itself. */
  restMs?: number;
  /** Distinct values of each kind (source, campaign, build...) kept per day; 0 keeps all. */
  distinctPerDay?: number;
  log?: (line: string) => void;
}

interface Slice {
  views: QueuedView[];
  vitals: QueuedVitals[];
  /** A submission waits for it: it is written without a rest before it. */
  awaited: boolean;
  written: Promise<void>;
  done: () => void;
}

function slice(views: QueuedView[], vitals: QueuedVitals[], awaited = false): Slice {
  let done = () => {};
  const written = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { views, vitals, awaited, written, done };
}

const rest = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export class BeaconQueue {
  readonly #database: Database;
  readonly #flushAfterMs: number;
  readonly #maxQueued: number;
  readonly #sliceSize: number;
  readonly #restMs: number;
  readonly #values: DailyValues | undefined;
  readonly #log: (line: string) => void;
  #views: QueuedView[] = [];
  #vitals: QueuedVitals[] = [];
  /** Slices waiting to be written, in order; `#writing` is the one being written. */
  #ready: Slice[] = [];
  #writing: Slice | undefined;
  #running = false;
  /** Beacons accepted and not yet written, wherever they are waiting. */
  #unwritten = 0;
  #timer: NodeJS.Timeout | undefined;
  #dropped = 0;

  constructor(database: Database, options: IngestOptions = {}) {
    this.#database = database;
    this.#flushAfterMs = options.flushAfterMs ?? 500;
    this.#maxQueued = options.maxQueued ?? 20_000;
    this.#sliceSize = options.sliceSize ?? 250;
    this.#restMs = options.restMs ?? 5;
    const cap = options.distinctPerDay ?? distinctPerDay;
    this.#values = cap > 0 ? new DailyValues(database, cap) : undefined;
    this.#log =
      options.log ??
      ((line) => {
        console.log(line);
      });
  }

  /** Beacons accepted and not yet written. */
  get queued(): number {
    return this.#unwritten;
  }

  /** False when the queue is full and the beacon was dropped. */
  add(item: { view: QueuedView } | { vitals: QueuedVitals }): boolean {
    if (this.#unwritten >= this.#maxQueued) {
      this.#dropped += 1;
      return false;
    }
    if ('view' in item) this.#views.push(item.view);
    else this.#vitals.push(item.vitals);
    this.#unwritten += 1;
    if (this.#views.length + this.#vitals.length >= this.#sliceSize * 4) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), this.#flushAfterMs);
    return true;
  }

  /** Writes everything queued so far; resolves once it is stored (or the write failed). */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const views = this.#views;
    const vitals = this.#vitals;
    this.#views = [];
    this.#vitals = [];
    while (views.length > 0 || vitals.length > 0) {
      const someViews = views.splice(0, this.#sliceSize);
      this.#ready.push(slice(someViews, vitals.splice(0, this.#sliceSize - someViews.length)));
    }
    return this.#start();
  }

  /**
   * Resolves once every page view of `visitor` accepted so far is stored: the ones still queued
   * are taken out of line and written next, after the slice being written (which may hold the
   * visitor's earlier views, so the first view stays the visit's landing page).
   */
  settle(visitor: string): Promise<void> {
    const mine: QueuedView[] = [];
    const others = (views: QueuedView[]) =>
      views.filter((view) => {
        if (view.visitor !== visitor) return true;
        mine.push(view);
        return false;
      });
    for (const part of this.#ready) part.views = others(part.views);
    this.#views = others(this.#views);
    if (mine.length > 0) {
      const own = slice(mine, [], true);
      this.#ready.unshift(own);
      void this.#start();
      return own.written;
    }
    if (this.#writing?.views.some((view) => view.visitor === visitor)) return this.#writing.written;
    return Promise.resolve();
  }

  /** Starts writing the ready slices unless that is under way; resolves when the last is. */
  #start(): Promise<void> {
    const last = this.#ready.at(-1) ?? this.#writing;
    if (!this.#running && this.#ready.length > 0) void this.#writeAll();
    return last ? last.written : Promise.resolve();
  }

  async #writeAll(): Promise<void> {
    this.#running = true;
    for (let part = this.#ready.shift(); part; part = this.#ready.shift()) {
      this.#writing = part;
      await this.#write(part);
      this.#writing = undefined;
      this.#unwritten -= part.views.length + part.vitals.length;
      part.done();
      // Said while the overload lasts, not only once the writing catches up.
      if (this.#dropped > 0) {
        this.#log(`insights: ${this.#dropped} beacons dropped while the queue was full`);
        this.#dropped = 0;
      }
      // A submission needs the database several times in a row; were the next slice to start
      // as soon as the event loop turned, each of those steps could wait for a whole slice.
      const next = this.#ready[0];
      const hasRows = next !== undefined && next.views.length + next.vitals.length > 0;
      if (hasRows && !next.awaited) await rest(this.#restMs);
    }
    this.#running = false;
  }

  async #write({ views, vitals }: Slice): Promise<void> {
    const count = views.length + vitals.length;
    if (count === 0) return;
    const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
    let fold: Fold | undefined;
    try {
      // Asked before the slice's transaction, so that each value another instance admits is
      // seen at once, and the cap holds across them.
      fold = this.#values ? await foldOf(this.#values, views, vitals) : keepAll;
      await writeSlice(this.#database, views, vitals, fold);
      return;
    } catch (error) {
      if (count === 1 || fold === undefined) {
        this.#log(`insights: ${count} beacons not stored: ${reasonOf(error)}`);
        return;
      }
    }
    const kept = fold;
    // One row the database refuses fails the whole transaction (PostgreSQL aborts it at the
    // first error): the slice is written again a beacon at a time, each in a transaction of
    // its own, so only the beacon that holds the bad row is lost. In order, so that each
    // visitor's first view still opens the visit.
    let lost = 0;
    let reason = '';
    const alone = async (someViews: readonly QueuedView[], someVitals: readonly QueuedVitals[]) => {
      try {
        await writeSlice(this.#database, someViews, someVitals, kept);
      } catch (error) {
        lost += 1;
        reason = reasonOf(error);
      }
    };
    for (const view of views) await alone([view], []);
    for (const figures of vitals) await alone([], [figures]);
    if (lost > 0) {
      this.#log(`insights: ${lost} of ${count} beacons of a slice not stored: ${reason}`);
    }
  }
}
