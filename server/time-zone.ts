/**
 * Times as the company reads them: in its own time zone (COMPANY_TIME_ZONE, by default the
 * office's, America/Chicago), with the zone named, in the e-mails staff and senders get and in
 * the CSV export.
 */

export const defaultTimeZone = 'America/Chicago';

/** Throws a sentence naming the setting when `zone` is no IANA time zone this runtime knows. */
export function checkTimeZone(zone: string, name = 'COMPANY_TIME_ZONE'): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`${name} must be a time zone such as America/Chicago, got "${zone}".`);
  }
  return zone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formats.set(zone, format);
  }
  return format;
}

/** "2026-11-23 23:45 CST": a moment in the zone, with the zone's abbreviation. */
export function formatInZone(at: Date | string | number, zone: string): string {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/**
 * The day of the latest minute asked about, per zone. Every beacon asks for its day, and
 * formatting a date in a zone costs more than the rest of the beacon's checks; every zone in use
 * today is offset from UTC by whole minutes, so all moments of one minute fall on one day.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** "2026-11-23": the calendar day of a moment in the zone. */
export function dayInZone(at: Date | number, zone: string): string {
  const minute = Math.floor(Number(at) / 60_000);
  const last = lastDays.get(zone);
  if (last?.minute === minute) return last.day;
  const day = formatInZone(at, zone).slice(0, 10);
  lastDays.set(zone, { minute, day });
  return day;
}
