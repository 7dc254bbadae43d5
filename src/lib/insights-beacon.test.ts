import { describe, expect, it } from 'vitest';
import { asksNotToBeTracked, campaignOf, referrerOrigin } from './insights-beacon';

describe('the page-view beacon', () => {
  it('keeps only the referring site, and nothing of a page of this site', () => {
    expect(referrerOrigin('https://www.google.com/search?q=akscellence', 'https://a.example')).toBe(
      'https://www.google.com',
    );
    expect(referrerOrigin('https://a.example/careers', 'https://a.example')).toBe('');
    expect(referrerOrigin('', 'https://a.example')).toBe('');
  });

  it('reads the campaign tags it knows and no others', () => {
    expect(campaignOf('?utm_source=linkedin&utm_campaign=fall&gclid=abc&ref=board')).toEqual({
      utm_source: 'linkedin',
      utm_campaign: 'fall',
      ref: 'board',
    });
    expect(campaignOf('?position=sap-utilities')).toBeUndefined();
  });

  it('sends nothing for a browser that asks not to be tracked', () => {
    expect(asksNotToBeTracked({ globalPrivacyControl: true })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '1' })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '0' })).toBe(false);
    expect(asksNotToBeTracked({})).toBe(false);
  });
});
