import { describe, expect, it } from 'vitest';
import type { PayRange } from '@/shared/jobs/job-posting';
import { formatAmount, payText } from './pay-text';

const pay = (min: number, max: number, unit: PayRange['unit'], currency = 'USD'): PayRange => ({
  min,
  max,
  currency,
  unit,
});

describe('formatAmount', () => {
  it('writes dollars grouped, without decimals when whole and with cents when not', () => {
    expect(formatAmount(95_000, 'USD')).toBe('$95,000');
    expect(formatAmount(1_250_000, 'USD')).toBe('$1,250,000');
    expect(formatAmount(55, 'USD')).toBe('$55');
    expect(formatAmount(55.5, 'USD')).toBe('$55.50');
    expect(formatAmount(72.25, 'USD')).toBe('$72.25');
    expect(formatAmount(999.999, 'USD')).toBe('$1,000.00');
  });

  it('writes other currencies with their code, as Intl formats them', () => {
    expect(formatAmount(60_000, 'EUR')).toBe('EUR\u00a060,000');
    expect(formatAmount(48.5, 'GBP')).toBe('GBP\u00a048.50');
    expect(formatAmount(90_000, 'CAD')).toBe('CAD\u00a090,000');
  });
});

describe('payText', () => {
  it('says a yearly range with an en dash on screen and "to" for assistive technology', () => {
    expect(payText(pay(95_000, 120_000, 'YEAR'))).toEqual({
      text: '$95,000 – $120,000 a year',
      spoken: '$95,000 to $120,000 a year',
    });
  });

  it('says an hourly range', () => {
    expect(payText(pay(55, 70, 'HOUR'))).toEqual({
      text: '$55 – $70 an hour',
      spoken: '$55 to $70 an hour',
    });
    expect(payText(pay(55.5, 70, 'HOUR')).text).toBe('$55.50 – $70 an hour');
  });

  it('says one figure, with nothing to read differently, when the minimum is the maximum', () => {
    expect(payText(pay(100_000, 100_000, 'YEAR'))).toEqual({ text: '$100,000 a year' });
    expect(payText(pay(65, 65, 'HOUR'))).toEqual({ text: '$65 an hour' });
  });

  it('says other currencies by their code, per hour and per year', () => {
    expect(payText(pay(60_000, 75_000, 'YEAR', 'EUR'))).toEqual({
      text: 'EUR\u00a060,000 – EUR\u00a075,000 a year',
      spoken: 'EUR\u00a060,000 to EUR\u00a075,000 a year',
    });
    expect(payText(pay(40, 40, 'HOUR', 'GBP'))).toEqual({ text: 'GBP\u00a040 an hour' });
  });
});
