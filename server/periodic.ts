/**
 * The work that runs once a period for all instances together (the retention sweep, the digest
 * e-mails): each instance checks at start and then hourly, and each check claims its period in
 * the database, so only one instance does the work. A serverless deployment runs the same checks
 * on its schedule.
 */

/** One check: does its work when its period is due, and says nothing otherwise. */
export interface PeriodicCheck {
  name: string;
  run(now: number): Promise<unknown>;
}

/** How often each instance asks whether a period's work is due. */
export const checkIntervalMs = 60 * 60_000;

/** Runs every check once; a failing check is logged and does not stop the others. */
export async function runChecks(
  checks: readonly PeriodicCheck[],
  now: number,
  log: (line: string) => void,
): Promise<void> {
  for (const check of checks) {
    try {
      await check.run(now);
    } catch (error) {
      log(`${check.name} failed: ${error instanceof Error ? error.name : typeof error}`);
    }
  }
}

/** Checks at start and then hourly; the returned function stops and waits for a check running. */
export function scheduleChecks(
  checks: readonly PeriodicCheck[],
  log: (line: string) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runChecks(checks, Date.now(), log));
  };
  tick();
  const timer = setInterval(tick, checkIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
