import { describe, expect, it } from 'vitest';
import type { PayRange } from '@/shared/jobs/job-posting';
import {
  clientText,
  countryName,
  formatAmount,
  locationsText,
  payText,
  remoteAreasText,
  workplaceText,
} from './job-facts';

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

describe('workplace and places', () => {
  it('names on-site and hybrid work alone, whatever areas are stored', () => {
    expect(workplaceText('on-site', [])).toBe('On-site');
    expect(workplaceText('hybrid', [{ country: 'US', region: 'NE' }])).toBe('Hybrid');
  });

  it('says where a remote role is open, each country once with its states', () => {
    expect(workplaceText('remote', [])).toBe('Remote');
    expect(
      workplaceText('remote', [
        { country: 'US', region: 'NE' },
        { country: 'US', region: 'IA' },
        { country: 'US', region: 'KS' },
      ]),
    ).toBe('Remote (USA: NE, IA, KS)');
    expect(workplaceText('remote', [{ country: 'US' }])).toBe('Remote (USA)');
    expect(workplaceText('remote', [{ country: 'US' }, { country: 'CA' }])).toBe(
      'Remote (USA; Canada)',
    );
  });

  it('lets a whole country stand for its states, and names a state once', () => {
    expect(
      remoteAreasText([
        { country: 'US', region: 'NE' },
        { country: 'US' },
        { country: 'US', region: 'IA' },
        { country: 'CA', region: 'ON' },
        { country: 'CA', region: 'ON' },
      ]),
    ).toBe('USA; Canada: ON');
  });

  it('names countries in words, and keeps a code it does not know', () => {
    expect(countryName('US')).toBe('USA');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('ZZ')).toMatch(/^(ZZ|Unknown Region)$/);
  });

  it('lists every location, not only the first', () => {
    expect(
      locationsText([
        { locality: 'Omaha', region: 'NE', country: 'US', street: '1 Main St' },
        { locality: 'Denver', region: 'CO', country: 'US' },
        { locality: 'Toronto', region: 'ON', country: 'CA' },
      ]),
    ).toBe('Omaha, NE, USA; Denver, CO, USA; Toronto, ON, Canada');
    expect(locationsText([])).toBe('');
  });
});

describe('clientText', () => {
  it('says nothing for the company’s own role', () => {
    expect(clientText({ kind: 'own' })).toBeUndefined();
  });

  it('names a named client and keeps a confidential one unnamed', () => {
    expect(clientText({ kind: 'client', name: 'Acme Health' })).toBe('For our client Acme Health');
    expect(clientText({ kind: 'confidential' })).toBe('For a confidential client');
  });

  it('passes a hostile name through as text for React to escape', () => {
    const name = '<img src=x onerror=alert(1)>';
    expect(clientText({ kind: 'client', name })).toBe(`For our client ${name}`);
  });
});
