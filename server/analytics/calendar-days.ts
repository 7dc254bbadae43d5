/** Calendar days as `YYYY-MM-DD` text: what the daily totals and the reports are keyed by. */

const dayMs = 24 * 60 * 60_000;

/** The days from `first` to `last`, both included (YYYY-MM-DD). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${first}T00:00:00Z`);
    at <= Date.parse(`${last}T00:00:00Z`);
    at += dayMs
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}
