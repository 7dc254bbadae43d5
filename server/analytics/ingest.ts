/**
 * Beacons are written in batches: the endpoint answers at once and queues what it accepted; a
 * flush cuts the queue into slices and writes them one after another, each in one transaction
 * (a few statements, not one per beacon), so a spike of page views costs the database a few
 * statements a second. The form gateway never waits for that stream: a slice is small enough that
 * the event loop and the database connection are free again within a moment, between slices the
 * writer rests a few milliseconds while the gateway has the database to itself, and a submission
 * waits only for its own sender's page views (`settle`), written ahead of the rest. The queue is bounded: past its size a beacon is dropped
 * (a count is lost, never a lead). What a slice stores by name (a source, a campaign, a build...)
 * passes the day's cap on distinct values first (`daily-values.ts`).
 */
import type { Database } from '../db/connection';
import { insertRows } from '../db/bulk-insert';
import type { Tables } from '../db/schema';
import { sql, type Transaction } from 'kysely';
import { otherValue, type ViewBeacon, type VitalsBeacon } from '@/shared/analytics/beacon';
import { DailyValues, distinctPerDay, type ValueKind } from './daily-values';
import type { Source } from './sources';

export interface QueuedView {
  visitor: string;
  day: string;
  at: number;
  beacon: ViewBeacon;
  source: Source;
}

export interface QueuedVitals {
  day: string;
  at: number;
  beacon: VitalsBeacon;
}

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

/** A value as it is stored on its day: itself while the day keeps it, `other` past the cap. */
type Fold = (day: string, kind: ValueKind, value: string) => string;

const keepAll: Fold = (_day, _kind, value) => value;

/** A key of a visitor's day: the first view of it in a slice opens the visit. */
const visitKey = (view: QueuedView) => `${view.visitor} ${view.day}`;

/** The first view of each visitor's day in `views`, in order. */
function firstViews(views: readonly QueuedView[]): QueuedView[] {
  const firsts = new Map<string, QueuedView>();
  for (const view of views) if (!firsts.has(visitKey(view))) firsts.set(visitKey(view), view);
  return [...firsts.values()];
}

/**
 * Asks the day's cap about every value the slice would store (a visit's source, medium,
 * campaign and referring site, a view's or a figure's build), and answers how to store each.
 */
async function foldOf(
  values: DailyValues,
  views: readonly QueuedView[],
  vitals: readonly QueuedVitals[],
): Promise<Fold> {
  const wanted = new Map<string, { day: string; kind: ValueKind; values: Set<string> }>();
  const want = (day: string, kind: ValueKind, value: string | null) => {
    if (value === null) return;
    const key = `${day} ${kind}`;
    const entry = wanted.get(key) ?? { day, kind, values: new Set<string>() };
    entry.values.add(value);
    wanted.set(key, entry);
  };
  for (const { day, source } of firstViews(views)) {
    want(day, 'source', source.source);
    want(day, 'medium', source.medium);
    want(day, 'campaign', source.campaign);
    want(day, 'referrer', source.referrer);
  }
  for (const { day, beacon } of [...views, ...vitals]) want(day, 'build', beacon.build);
  const kept = new Map<string, ReadonlySet<string>>();
  for (const [key, entry] of wanted) {
    kept.set(key, await values.keep(entry.day, entry.kind, entry.values));
  }
  return (day, kind, value) => (kept.get(`${day} ${kind}`)?.has(value) ? value : otherValue);
}

const visitColumns = {
  visitor: 'text',
  day: 'text',
  started_at: 'bigint',
  landing_route: 'text',
  landing_path: 'text',
  referrer: 'text',
  source_kind: 'text',
  source: 'text',
  medium: 'text',
  campaign: 'text',
  viewport: 'text',
} as const;

const pageViewColumns = {
  visit_id: 'bigint',
  day: 'text',
  viewed_at: 'bigint',
  route: 'text',
  path: 'text',
  viewport: 'text',
  build: 'text',
} as const;

const vitalsColumns = {
  day: 'text',
  recorded_at: 'bigint',
  route: 'text',
  viewport: 'text',
  build: 'text',
  metric: 'text',
  value: 'double precision',
} as const;

/** Visitors looked up per statement: well inside both engines' limits on bound values. */
const visitorsPerLookup = 500;

async function writeViews(
  database: Database,
  trx: Transaction<Tables>,
  views: readonly QueuedView[],
  fold: Fold,
): Promise<void> {
  // The first view of a visitor's day opens the visit: its landing page and source.
  const visits = firstViews(views).map(({ visitor, day, at, beacon, source }) => ({
    visitor,
    day,
    started_at: at,
    landing_route: beacon.route,
    landing_path: beacon.path,
    // A referring site past the day's cap is none: its origin is no name to keep.
    referrer:
      source.referrer === null || fold(day, 'referrer', source.referrer) === otherValue
        ? null
        : source.referrer,
    source_kind: source.kind,
    source: fold(day, 'source', source.source),
    medium: source.medium === null ? null : fold(day, 'medium', source.medium),
    campaign: source.campaign === null ? null : fold(day, 'campaign', source.campaign),
    viewport: beacon.vp,
  }));
  await insertRows(database, trx, 'visits', visitColumns, visits, ['visitor', 'day']);
  // A slice's views nearly always share one day, so a list of visitors and a list of days find
  // the visits through the (visitor, day) index; a pair the slice does not hold may come back too
  // and is simply not looked up. One condition per pair instead has the databases plan an OR of
  // hundreds of branches, which is many times slower on PostgreSQL.
  const days = [...new Set(views.map((view) => view.day))];
  const visitors = [...new Set(views.map((view) => view.visitor))];
  const ids = new Map<string, number>();
  for (let start = 0; start < visitors.length; start += visitorsPerLookup) {
    const rows = await trx
      .selectFrom('visits')
      .select(['id', 'visitor', 'day'])
      .where('visitor', 'in', visitors.slice(start, start + visitorsPerLookup))
      .where('day', 'in', days)
      .execute();
    for (const row of rows) ids.set(`${row.visitor} ${row.day}`, row.id);
  }
  const pageViews = views.flatMap((view) => {
    const visitId = ids.get(visitKey(view));
    return visitId === undefined
      ? []
      : [
          {
            visit_id: visitId,
            day: view.day,
            viewed_at: view.at,
            route: view.beacon.route,
            path: view.beacon.path,
            viewport: view.beacon.vp,
            build: fold(view.day, 'build', view.beacon.build),
          },
        ];
  });
  await insertRows(database, trx, 'page_views', pageViewColumns, pageViews);
}

async function writeVitals(
  database: Database,
  trx: Transaction<Tables>,
  batch: readonly QueuedVitals[],
  fold: Fold,
): Promise<void> {
  const rows = batch.flatMap(({ day, at, beacon }) =>
    beacon.m.map((figure) => ({
      day,
      recorded_at: at,
      route: beacon.route,
      viewport: beacon.vp,
      build: fold(day, 'build', beacon.build),
      metric: figure.n,
      value: figure.v,
    })),
  );
  await insertRows(database, trx, 'vitals', vitalsColumns, rows);
  const builds = new Map<string, number>();
  for (const { day, beacon, at } of batch) {
    const build = fold(day, 'build', beacon.build);
    if (!builds.has(build)) builds.set(build, at);
  }
  for (const [build, at] of builds) {
    await trx
      .insertInto('builds')
      .values({ build, first_seen: at })
      .onConflict((conflict) => conflict.column('build').doNothing())
      .execute();
  }
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

  /** Writes these beacons in one transaction. */
  async #transaction(
    views: readonly QueuedView[],
    vitals: readonly QueuedVitals[],
    fold: Fold,
  ): Promise<void> {
    await this.#database.db.transaction().execute(async (trx) => {
      // A count of visits may lose its last moment in a crash; a lead may not. Without
      // waiting for its own flush to disk, a batch of beacons does not hold up the commits
      // of submissions behind it. PostgreSQL only: SQLite sets this for its one connection,
      // which also writes the leads.
      if (this.#database.engine === 'postgres') {
        await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      }
      if (views.length > 0) await writeViews(this.#database, trx, views, fold);
      if (vitals.length > 0) await writeVitals(this.#database, trx, vitals, fold);
    });
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
      await this.#transaction(views, vitals, fold);
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
        await this.#transaction(someViews, someVitals, kept);
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
