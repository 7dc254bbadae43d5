/**
 * How long the company keeps what the forms send. One setting for both sides: the gateway's
 * daily sweep deletes submissions older than this, and the privacy notice, prerendered at build
 * time, states the same period. Both read RETENTION_DAYS (the build from its environment, the
 * server at start) and fall back to the default below; `npm start` rebuilds when the two differ.
 */

/** A year: long enough to follow up on a conversation or a hiring round. */
export const defaultRetentionDays = 365;

/** The retention period from RETENTION_DAYS, or the default when it is unset or empty. */
export function retentionDaysFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultRetentionDays;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new Error(
      `RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${value}".`,
    );
  }
  return days;
}

/**
 * The build's value: Vite exposes RETENTION_DAYS to the pages (see envPrefix in vite.config.ts).
 */
function buildValue(): string | undefined {
  // The gateway server imports this module outside Vite, where `import.meta.env` is absent.
  const meta: { env?: Partial<Record<string, string>> } = import.meta;
  return meta.env?.RETENTION_DAYS;
}

/** The period the privacy notice states, fixed when the site is built. */
export const builtRetentionDays = retentionDaysFrom(buildValue());

/**
 * A sender's private status link (in their confirmation e-mail) stops working this many days
 * after the request arrived; the privacy notice says the same.
 */
export const statusLinkDays = 90;

/**
 * How long raw page views, visits and speed figures are kept; after that only daily totals
 * remain (for the retention period above). The privacy notice states it; the server's
 * ANALYTICS_RAW_DAYS (formerly INSIGHTS_RAW_DAYS) may shorten it, never lengthen it.
 */
export const analyticsRawDays = 90;
