// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { otherValue } from '@/shared/analytics/beacon';
import { nameBuilds } from './build-names';

const chicago = 'America/Chicago';

describe('builds by name', () => {
  it('names a build by when it went live, in the company’s time zone', () => {
    const names = nameBuilds(
      [
        { build: 'main-B7xw2LmN', firstSeen: '2026-11-12T20:05:00.000Z' },
        { build: 'main-Dk3v9QpA', firstSeen: '2026-07-04T17:00:00.000Z' },
      ],
      chicago,
    );
    expect(names.get('main-B7xw2LmN')).toEqual({
      name: 'Build of Nov 12, 2026, 2:05 PM CST',
      short: 'Nov 12',
    });
    // Summer time: the zone's own abbreviation for that day.
    expect(names.get('main-Dk3v9QpA')?.name).toBe('Build of Jul 4, 2026, 12:00 PM CDT');
  });

  it('reads the same moment on the company’s calendar, not the browser’s', () => {
    // Two in the morning in Berlin is still the evening before in Chicago.
    const build = { build: 'b1', firstSeen: '2026-11-13T01:00:00.000Z' };
    expect(nameBuilds([build], chicago).get('b1')?.name).toBe('Build of Nov 12, 2026, 7:00 PM CST');
    expect(nameBuilds([build], 'Europe/Berlin').get('b1')?.name).toBe(
      'Build of Nov 13, 2026, 2:00 AM GMT+1',
    );
  });

  it('adds the time on the axis when two builds went live the same day', () => {
    const names = nameBuilds(
      [
        { build: 'b1', firstSeen: '2026-11-12T15:00:00.000Z' },
        { build: 'b2', firstSeen: '2026-11-12T20:05:00.000Z' },
        { build: 'b3', firstSeen: '2026-11-20T20:05:00.000Z' },
      ],
      chicago,
    );
    expect(names.get('b1')?.short).toBe('Nov 12, 9:00 AM');
    expect(names.get('b2')?.short).toBe('Nov 12, 2:05 PM');
    expect(names.get('b3')?.short).toBe('Nov 20');
  });

  it('keeps the ids of two builds of the same minute, so that no two read the same', () => {
    const names = nameBuilds(
      [
        { build: 'b1', firstSeen: '2026-11-12T20:05:10.000Z' },
        { build: 'b2', firstSeen: '2026-11-12T20:05:40.000Z' },
      ],
      chicago,
    );
    expect(names.get('b1')?.name).toBe('Build of Nov 12, 2026, 2:05 PM CST (b1)');
    expect(names.get('b2')?.name).toBe('Build of Nov 12, 2026, 2:05 PM CST (b2)');
  });

  it('names a build with no date by its id, and the figures of builds not the site’s as such', () => {
    const names = nameBuilds(
      [
        { build: 'b9', firstSeen: null },
        { build: otherValue, firstSeen: '2026-11-12T20:05:00.000Z' },
      ],
      chicago,
    );
    expect(names.get('b9')).toEqual({ name: 'Build b9', short: 'b9' });
    expect(names.get(otherValue)?.name).toBe('Builds not issued by this site');
  });

  it('names each build once however many measures it has', () => {
    const build = { build: 'b1', firstSeen: '2026-11-12T20:05:00.000Z' };
    const names = nameBuilds([build, build, build], chicago);
    expect(names.size).toBe(1);
    expect(names.get('b1')?.short).toBe('Nov 12');
  });
});
