// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, isDay, rangeLength, rangeParams, readRange } from './report-range';

const today = '2026-03-10';

describe('the reports range in the address bar', () => {
  it('defaults to the last 28 days, today included', () => {
    expect(readRange(new URLSearchParams(), today)).toEqual({
      kind: 'preset',
      days: 28,
      from: '2026-02-11',
      to: today,
    });
  });

  it('reads a preset and writes it back', () => {
    const range = readRange(new URLSearchParams('range=7'), today);
    expect(range).toMatchObject({ from: '2026-03-04', to: today });
    expect(rangeParams(range).toString()).toBe('range=7');
    expect(readRange(new URLSearchParams('range=90'), today).from).toBe('2025-12-11');
  });

  it('reads a custom range, which wins over a preset, and writes it back', () => {
    const range = readRange(new URLSearchParams('range=7&from=2026-01-01&to=2026-01-31'), today);
    expect(range).toEqual({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(rangeParams(range).toString()).toBe('from=2026-01-01&to=2026-01-31');
  });

  it('falls back to the default for days that are not real or out of order, and unknown presets', () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-05&to=2026-03-01',
      'from=yesterday&to=today',
      'range=30',
    ]) {
      expect(readRange(new URLSearchParams(query), today)).toMatchObject({
        kind: 'preset',
        days: 28,
      });
    }
  });

  it('counts days across months and leap days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(rangeLength('2026-02-11', today)).toBe(28);
    expect(rangeLength(today, today)).toBe(1);
  });

  it("takes today from the company's time zone, not the browser's", () => {
    // A morning in Omaha is already the next day in Auckland; a late evening there is the
    // next day in UTC.
    const morning = new Date('2026-03-10T13:30:00Z');
    expect(dayIn(morning, 'America/Chicago')).toBe('2026-03-10');
    expect(dayIn(morning, 'Pacific/Auckland')).toBe('2026-03-11');
    const evening = new Date('2026-03-10T04:30:00Z');
    expect(dayIn(evening, 'America/Chicago')).toBe('2026-03-09');
    expect(dayIn(evening, 'UTC')).toBe('2026-03-10');
  });

  it("uses the browser's own day while the company's zone is not known", () => {
    const moment = new Date(2026, 11, 31, 23, 59);
    expect(dayIn(moment)).toBe('2026-12-31');
  });
});
