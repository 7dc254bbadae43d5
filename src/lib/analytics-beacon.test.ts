import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitalsBeacon } from '@/shared/analytics/beacon';
import {
  asksNotToBeTracked,
  campaignOf,
  referrerOrigin,
  vitalsCollector,
  type PageOf,
} from './analytics-beacon';
import { earlyTapAttribute } from './start-up/contract';

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

describe('the speed beacon', () => {
  const page = () => ({ route: '/services/:slug', path: '/services/serv2sas' });
  const collectorOf = (landing: PageOf) => {
    const collect = vitalsCollector(landing);
    if (!collect) throw new Error(`${landing.path} has no collector.`);
    return collect;
  };
  let sent: VitalsBeacon[];

  beforeEach(() => {
    sent = [];
    // jsdom has no sendBeacon: a navigator that has one, and records what it is given.
    const sendBeacon = (_url: string, body: string) => {
      sent.push(JSON.parse(body) as VitalsBeacon);
      return true;
    };
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(earlyTapAttribute);
  });

  it("carries the page's early tap once, with the first figures sent after it was measured", () => {
    const collect = collectorOf(page());
    collect('LCP', 1800);
    document.documentElement.setAttribute(earlyTapAttribute, '83.6');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((beacon) => beacon.m)).toEqual([
      [
        { n: 'LCP', v: 1800 },
        { n: 'early-tap', v: 84 },
      ],
    ]);
    collect('CLS', 0.02);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[1]?.m).toEqual([{ n: 'CLS', v: 0.02 }]);
  });

  it('sends the early tap on its own, and leaves out a time no tap can take', () => {
    vitalsCollector(page());
    document.documentElement.setAttribute(earlyTapAttribute, '412');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((beacon) => beacon.m)).toEqual([[{ n: 'early-tap', v: 412 }]]);

    sent = [];
    document.documentElement.setAttribute(earlyTapAttribute, '7200000');
    vitalsCollector(page());
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });

  it('measures nothing for a browser that asks not to be tracked, nor on a staff page', () => {
    expect(vitalsCollector({ route: '/staff/reports', path: '/staff/reports' })).toBeUndefined();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { globalPrivacyControl: true }),
    );
    expect(vitalsCollector(page())).toBeUndefined();
  });

  it('leaves out a figure the server would refuse, and sends the others', () => {
    const collect = collectorOf(page());
    collect('LCP', -5);
    collect('CLS', 1e9);
    collect('INP', 96);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((beacon) => beacon.m)).toEqual([[{ n: 'INP', v: 96 }]]);
  });

  // Last: its collector, like every page's, keeps listening, and took no early tap.
  it('files every figure under the page the visitor arrived at, after moving on inside the app', () => {
    const collect = collectorOf(page());
    collect('LCP', 1800);
    window.history.pushState({}, '', '/contactus');
    collect('INP', 120);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      expect.objectContaining({
        route: '/services/:slug',
        path: '/services/serv2sas',
        m: [
          { n: 'LCP', v: 1800 },
          { n: 'INP', v: 120 },
        ],
      }),
    ]);
    window.history.pushState({}, '', '/');
  });
});
