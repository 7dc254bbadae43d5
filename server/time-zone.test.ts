// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayInZone, formatInZone } from './time-zone';

const chicago = 'America/Chicago';

describe('dayInZone', () => {
  it("turns the day at the zone's midnight, not at UTC's", () => {
    // Midnight in Omaha in winter is 06:00 UTC.
    expect(dayInZone(Date.parse('2026-11-24T05:59:59.999Z'), chicago)).toBe('2026-11-23');
    expect(dayInZone(Date.parse('2026-11-24T06:00:00.000Z'), chicago)).toBe('2026-11-24');
    expect(dayInZone(Date.parse('2026-11-24T05:59:30.000Z'), chicago)).toBe('2026-11-23');
  });

  it('answers each zone for itself when zones and minutes alternate', () => {
    const at = Date.parse('2026-07-04T03:30:00Z');
    expect(dayInZone(at, chicago)).toBe('2026-07-03');
    expect(dayInZone(at, 'Europe/Berlin')).toBe('2026-07-04');
    expect(dayInZone(at, chicago)).toBe('2026-07-03');
    expect(dayInZone(new Date(at + 86_400_000), chicago)).toBe('2026-07-04');
  });

  it('follows daylight saving time', () => {
    // In summer Omaha is five hours behind UTC.
    expect(dayInZone(Date.parse('2026-07-05T04:59:00Z'), chicago)).toBe('2026-07-04');
    expect(dayInZone(Date.parse('2026-07-05T05:00:00Z'), chicago)).toBe('2026-07-05');
    expect(formatInZone(Date.parse('2026-07-05T05:00:00Z'), chicago)).toBe('2026-07-05 00:00 CDT');
  });
});
