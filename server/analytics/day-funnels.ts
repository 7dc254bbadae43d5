/**
 * The funnels of a day: from a page of the first step, to one of the second, to the submission
 * the funnel ends in.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { paths } from '@/config/paths';
import type { Tables } from '../db/schema';
import { counted, inParts } from './counting';

/** The funnels: the pages of each step, by route pattern, and the kind submitted at the end. */
export const funnelSteps = {
  enquiry: [[paths.service.pattern, paths.domain.pattern], [paths.contact.pattern]],
  application: [[paths.job.pattern], [paths.apply.pattern]],
} as const;

/** Whether any of the route patterns was seen by a visit: 1 or 0, per visit. */
const sawAny = (routes: readonly string[]) =>
  sql<number>`max(case when route in (${sql.join(routes)}) then 1 else 0 end)`;

/** A funnel's visitors at its first step, and those of them who reached the second. */
export interface FunnelReach {
  funnel: string;
  saw: number;
  both: number;
}

/** The visits of the day that saw a page of each step, grouped by visit. */
function sawBoth(
  db: Kysely<Tables>,
  day: string,
  first: readonly string[],
  second: readonly string[],
) {
  return db
    .selectFrom('page_views')
    .select('visit_id')
    .where('day', '=', day)
    .where('route', 'in', [...first, ...second])
    .groupBy('visit_id')
    .having(sawAny(first), '=', 1)
    .having(sawAny(second), '=', 1);
}

async function countOf(db: Kysely<Tables>, query: ReturnType<typeof sawBoth>): Promise<number> {
  const row = await db
    .selectFrom(query.as('reached'))
    .select((eb) => eb.fn.countAll<number | string>().as('visitors'))
    .executeTakeFirst();
  return counted(row?.visitors ?? 0);
}

/**
 * The visitors of the day's funnels at their first two steps, counted by the database: those
 * who saw a page of the first step, and those of them who also saw one of the second.
 */
export async function funnelReachOfDay(db: Kysely<Tables>, day: string): Promise<FunnelReach[]> {
  const reach: FunnelReach[] = [];
  for (const [funnel, [first, second]] of Object.entries(funnelSteps)) {
    const saw = await db
      .selectFrom('page_views')
      .select((eb) => eb.fn.count<number | string>('visit_id').distinct().as('visitors'))
      .where('day', '=', day)
      .where('route', 'in', first)
      .executeTakeFirst();
    reach.push({
      funnel,
      saw: counted(saw?.visitors ?? 0),
      both: await countOf(db, sawBoth(db, day, first, second)),
    });
  }
  return reach;
}

/**
 * The day's funnels, step by step: `reach` for the first two, and those of the second whose
 * visit sent the funnel's kind of submission (`converted`).
 */
export async function funnelsOfDay(
  db: Kysely<Tables>,
  day: string,
  reach: readonly FunnelReach[],
  converted: ReadonlyMap<number, { contact: number; apply: number }>,
): Promise<Selectable<Tables['daily_funnels']>[]> {
  const funnels: Selectable<Tables['daily_funnels']>[] = [];
  for (const [funnel, [first, second]] of Object.entries(funnelSteps)) {
    const kind = funnel === 'enquiry' ? 'contact' : 'apply';
    const sent = [...converted].filter(([, done]) => done[kind] > 0).map(([id]) => id);
    let sentCount = 0;
    for (const ids of inParts(sent)) {
      sentCount += await countOf(db, sawBoth(db, day, first, second).where('visit_id', 'in', ids));
    }
    const reached = reach.find((row) => row.funnel === funnel);
    funnels.push(
      { day, funnel, step: 0, visitors: reached?.saw ?? 0 },
      { day, funnel, step: 1, visitors: reached?.both ?? 0 },
      { day, funnel, step: 2, visitors: sentCount },
    );
  }
  return funnels;
}
