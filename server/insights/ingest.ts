/**
 * Beacons are written in batches: the endpoint answers at once and queues what it accepted; a
 * flush writes the queue in one transaction (one insert per table, not per beacon), so a spike of
 * page views costs the database a few statements a second and never holds up the form gateway.
 * The queue is bounded: past its size a beacon is dropped (a count is lost, never a lead).
 */
import type { Database } from '../db/connection';
import type { Tables } from '../db/schema';
import type { Kysely } from 'kysely';
import type { ViewBeacon, VitalsBeacon } from '@/shared/insights/beacon';
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
  /** Beacons queued at most; a flush starts at once when a quarter of it is reached. */
  maxQueued?: number;
  log?: (line: string) => void;
}

/** Rows per insert statement: well inside both engines' limits on bound values. */
const rowsPerStatement = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += rowsPerStatement) {
    out.push(items.slice(start, start + rowsPerStatement));
  }
  return out;
}

async function writeViews(trx: Kysely<Tables>, views: readonly QueuedView[]): Promise<void> {
  // The first view of a visitor's day opens the visit: its landing page and source.
  const firsts = new Map<string, QueuedView>();
  for (const view of views) {
    const key = `${view.visitor} ${view.day}`;
    if (!firsts.has(key)) firsts.set(key, view);
  }
  for (const part of chunks([...firsts.values()])) {
    await trx
      .insertInto('visits')
      .values(
        part.map((view) => ({
          visitor: view.visitor,
          day: view.day,
          started_at: view.at,
          landing_route: view.beacon.route,
          landing_path: view.beacon.path,
          referrer: view.source.referrer,
          source_kind: view.source.kind,
          source: view.source.source,
          medium: view.source.medium,
          campaign: view.source.campaign,
          viewport: view.beacon.vp,
        })),
      )
      .onConflict((conflict) => conflict.columns(['visitor', 'day']).doNothing())
      .execute();
  }
  const ids = new Map<string, number>();
  for (const part of chunks([...firsts.values()])) {
    const rows = await trx
      .selectFrom('visits')
      .select(['id', 'visitor', 'day'])
      .where((eb) =>
        eb.or(
          part.map((view) => eb.and([eb('visitor', '=', view.visitor), eb('day', '=', view.day)])),
        ),
      )
      .execute();
    for (const row of rows) ids.set(`${row.visitor} ${row.day}`, row.id);
  }
  const pageViews = views.flatMap((view) => {
    const visitId = ids.get(`${view.visitor} ${view.day}`);
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
            build: view.beacon.build,
          },
        ];
  });
  for (const part of chunks(pageViews)) await trx.insertInto('page_views').values(part).execute();
}

async function writeVitals(trx: Kysely<Tables>, batch: readonly QueuedVitals[]): Promise<void> {
  const rows = batch.flatMap(({ day, at, beacon }) =>
    beacon.m.map((figure) => ({
      day,
      recorded_at: at,
      route: beacon.route,
      viewport: beacon.vp,
      build: beacon.build,
      metric: figure.n,
      value: figure.v,
    })),
  );
  for (const part of chunks(rows)) await trx.insertInto('vitals').values(part).execute();
  const builds = new Map<string, number>();
  for (const { beacon, at } of batch) if (!builds.has(beacon.build)) builds.set(beacon.build, at);
  for (const [build, at] of builds) {
    await trx
      .insertInto('builds')
      .values({ build, first_seen: at })
      .onConflict((conflict) => conflict.column('build').doNothing())
      .execute();
  }
}

export class BeaconQueue {
  readonly #database: Database;
  readonly #flushAfterMs: number;
  readonly #maxQueued: number;
  readonly #log: (line: string) => void;
  #views: QueuedView[] = [];
  #vitals: QueuedVitals[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #dropped = 0;

  constructor(database: Database, options: IngestOptions = {}) {
    this.#database = database;
    this.#flushAfterMs = options.flushAfterMs ?? 500;
    this.#maxQueued = options.maxQueued ?? 20_000;
    this.#log =
      options.log ??
      ((line) => {
        console.log(line);
      });
  }

  get queued(): number {
    return this.#views.length + this.#vitals.length;
  }

  /** False when the queue is full and the beacon was dropped. */
  add(item: { view: QueuedView } | { vitals: QueuedVitals }): boolean {
    if (this.queued >= this.#maxQueued) {
      this.#dropped += 1;
      return false;
    }
    if ('view' in item) this.#views.push(item.view);
    else this.#vitals.push(item.vitals);
    if (this.queued >= this.#maxQueued / 4) void this.flush();
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
    this.#writing = this.#writing.then(async () => {
      if (views.length === 0 && vitals.length === 0) return;
      try {
        await this.#database.db.transaction().execute(async (trx) => {
          if (views.length > 0) await writeViews(trx, views);
          if (vitals.length > 0) await writeVitals(trx, vitals);
        });
      } catch (error) {
        this.#log(
          `insights: ${views.length + vitals.length} beacons not stored: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (this.#dropped > 0) {
        this.#log(`insights: ${this.#dropped} beacons dropped while the queue was full`);
        this.#dropped = 0;
      }
    });
    return this.#writing;
  }
}
