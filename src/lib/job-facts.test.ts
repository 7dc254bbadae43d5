import { describe, expect, it } from 'vitest';
import {
  clientText,
  countryName,
  locationsText,
  remoteAreasText,
  workplaceText,
} from './job-facts';

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
