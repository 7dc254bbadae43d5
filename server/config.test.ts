/**
 * Settings that were renamed when the analytics got their name: the new names work, and the
 * former INSIGHTS_* names an existing deployment set keep working.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const base = { HASH_KEY: 'k'.repeat(64), DATABASE_PATH: ':memory:' };

describe('renamed analytics settings', () => {
  it('reads the analytics names', () => {
    const config = readConfig({
      ...base,
      ANALYTICS_RAW_DAYS: '30',
      ANALYTICS_DIGEST_DAY: 'friday',
      ANALYTICS_DIGEST_HOUR: '17',
    });
    expect(config.analyticsRawDays).toBe(30);
    expect(config.weeklyDigest).toEqual({ weekday: 'friday', hour: 17 });
  });

  it('still reads the former INSIGHTS_ names, and prefers the new one when both are set', () => {
    const former = readConfig({
      ...base,
      INSIGHTS_RAW_DAYS: '20',
      INSIGHTS_DIGEST_DAY: 'tuesday',
      INSIGHTS_DIGEST_HOUR: '6',
    });
    expect(former.analyticsRawDays).toBe(20);
    expect(former.weeklyDigest).toEqual({ weekday: 'tuesday', hour: 6 });
    expect(
      readConfig({ ...base, INSIGHTS_RAW_DAYS: '20', ANALYTICS_RAW_DAYS: '10' }).analyticsRawDays,
    ).toBe(10);
  });

  it('names the variable the operator wrote when its value is wrong', () => {
    expect(() => readConfig({ ...base, INSIGHTS_DIGEST_HOUR: '25' })).toThrow(
      /^INSIGHTS_DIGEST_HOUR /,
    );
    expect(() => readConfig({ ...base, ANALYTICS_DIGEST_DAY: 'someday' })).toThrow(
      /^ANALYTICS_DIGEST_DAY /,
    );
  });
});

describe('STAFF_TWO_FACTOR', () => {
  it('asks two-factor of admins by default, of everyone with `all`, and refuses anything else', () => {
    expect(readConfig(base).staffTwoFactor).toBe('admins');
    expect(readConfig({ ...base, STAFF_TWO_FACTOR: 'ALL' }).staffTwoFactor).toBe('all');
    expect(() => readConfig({ ...base, STAFF_TWO_FACTOR: 'none' })).toThrow(/^STAFF_TWO_FACTOR /);
  });
});

describe('PAY_TRANSPARENCY', () => {
  it('lists the states with pay-transparency laws by default, takes codes or none, and refuses anything else', () => {
    const defaults = readConfig(base).payTransparency;
    expect(defaults).toContain('US-CA');
    expect(defaults).toContain('US-DC');
    expect(defaults).toHaveLength(16);
    expect(readConfig({ ...base, PAY_TRANSPARENCY: 'us-ca, US, GB' }).payTransparency).toEqual([
      'US-CA',
      'US',
      'GB',
    ]);
    expect(readConfig({ ...base, PAY_TRANSPARENCY: 'none' }).payTransparency).toEqual([]);
    expect(() => readConfig({ ...base, PAY_TRANSPARENCY: 'California' })).toThrow(
      /^PAY_TRANSPARENCY .*"CALIFORNIA"/,
    );
  });
});
