// @vitest-environment node
/**
 * The spam heuristics on a corpus of real-looking contact requests and applications of both kinds.
 */
import { describe, expect, it } from 'vitest';
import type { NewSubmission } from '../db';
import { fingerprintOf, scoreSubmission, spamThreshold, type SpamHistory } from './spam';

const quiet: SpamHistory = { recentFromClient: 0, identicalRecently: false };

function contact(
  first: string,
  last: string,
  organization: string,
  message: string,
): NewSubmission {
  return {
    kind: 'contact',
    portal_name: 'Akscel',
    requested_demo_for_product_name: 'Akscel portal',
    first_name: first,
    last_name: last,
    orgnization_email: `${first.toLowerCase()}@example.com`,
    orgnization_name: organization,
    message,
    country: null,
    position: null,
    onsite: null,
  };
}

function application(first: string, last: string, message: string): NewSubmission {
  return { ...contact(first, last, 'Akscel', message), kind: 'apply', country: 'Omaha, NE' };
}

const legitimate: NewSubmission[] = [
  contact(
    'Maria',
    'Lopez',
    'Heartland Mutual',
    'We need two senior Java developers for a claims platform rewrite starting in March.',
  ),
  contact(
    'Tom',
    'Becker',
    'Prairie Grain Co-op',
    'Could you demo Product Dispatch and Tracking? Our site is www.prairiegrain.example and we ship 400 loads a week.',
  ),
  contact(
    'Aisha',
    'Rahman',
    'Amazon.com Services',
    'Looking for an Oracle ERP consultant; details at https://jobs.example.com/req/123.',
  ),
  contact('Li', 'Wei', '', ''),
  contact(
    'José',
    'Álvarez',
    'Banco Río',
    'Migración a la nube: ¿pueden ayudarnos con la estrategia de salida?',
  ),
  application(
    'Ravi',
    'Kumar',
    'Position: Project Manager\nPMP, 8 years. https://www.linkedin.com/in/ravi-kumar https://github.com/ravik https://ravik.dev',
  ),
  application(
    'Sam',
    'Ortiz',
    'Position: SAP Utilities\nSAP IS-U since 2014; billing, device management, FI-CA. Click here-free resume, honest.',
  ),
  application(
    'Dana',
    'White',
    'Position: Marketing Associate\nRan SEO and content for a regional bank; grew organic traffic 40%.',
  ),
];

const spam: [string, NewSubmission][] = [
  ['a link in the name', contact('Win', 'https://cheap-pills.example', 'Pharma', 'Hello')],
  ['a web address as first name', contact('www.casino-royale.example', 'Bonus', '', 'Play now')],
  [
    'an SEO pitch with links',
    contact(
      'Mark',
      'Jones',
      'Rank Agency',
      'We offer SEO services and backlinks to get you on the first page of google: http://a.example http://b.example http://c.example',
    ),
  ],
  [
    'link farm',
    contact(
      'Ann',
      'Lee',
      '',
      'see http://1.example http://2.example http://3.example http://4.example http://5.example',
    ),
  ],
  [
    'crypto and forex',
    contact(
      'Rich',
      'Quick',
      'Wealth',
      'Bitcoin and forex signals: make money fast, limited time offer',
    ),
  ],
  [
    'an organization that is a link',
    contact('Bob', 'Smith', 'http://buy-followers.example', 'buy followers today'),
  ],
  [
    'an application from a casino',
    application('Lucky', 'Spin', 'Casino bonus! Click here for viagra and cialis deals'),
  ],
  [
    'an application with a link for a name',
    application('http://resume-spam.example', 'X', 'Hire me'),
  ],
  [
    'an application stuffed with links',
    application(
      'Ann',
      'Link',
      Array.from({ length: 10 }, (_, i) => `https://site${i}.example`).join(' '),
    ),
  ],
];

describe('scoreSubmission', () => {
  it.each(
    legitimate.map(
      (submission) => [`${submission.kind}: ${submission.last_name}`, submission] as const,
    ),
  )('lets %s through', (_name, submission) => {
    const verdict = scoreSubmission(submission, quiet, 3);
    expect(verdict.spam, verdict.reasons.join(', ')).toBe(false);
    expect(verdict.score).toBeLessThan(spamThreshold);
  });

  it.each(spam)('flags %s', (_name, submission) => {
    const verdict = scoreSubmission(submission, quiet, 3);
    expect(verdict.spam).toBe(true);
    expect(verdict.score).toBeGreaterThanOrEqual(spamThreshold);
    expect(verdict.reasons.length).toBeGreaterThan(0);
  });

  it('names the heuristics that fired', () => {
    const [, seo] = spam[2] ?? [];
    if (!seo) throw new Error('corpus');
    expect(scoreSubmission(seo, quiet, 3).reasons).toEqual([
      'many-links',
      'spam-phrase:seo services',
      'spam-phrase:backlinks',
      'spam-phrase:first page of google',
    ]);
  });

  it('names a burst without flagging it, and flags an identical repeat', () => {
    const [first] = legitimate;
    if (!first) throw new Error('corpus');
    expect(
      scoreSubmission(first, { recentFromClient: 2, identicalRecently: false }, 3),
    ).toMatchObject({ spam: false, reasons: [] });
    // Many people share one address (an office, a campus, a mobile carrier): a burst is a
    // reason staff see and a point toward the score, never spam by itself.
    expect(
      scoreSubmission(first, { recentFromClient: 30, identicalRecently: false }, 3),
    ).toMatchObject({ spam: false, score: 1, reasons: ['burst'] });
    expect(scoreSubmission(first, { recentFromClient: 50, identicalRecently: false }, 0).spam).toBe(
      false,
    );
    expect(
      scoreSubmission(first, { recentFromClient: 0, identicalRecently: true }, 3),
    ).toMatchObject({
      spam: true,
      reasons: ['identical-repeat'],
    });
  });
});

describe('fingerprintOf', () => {
  it('is the same for the same text in other case and spacing, and differs otherwise', () => {
    const [first, second] = legitimate;
    if (!first || !second) throw new Error('corpus');
    const shouted = { ...first, message: `  ${first.message.toUpperCase().replace(/ /g, '   ')} ` };
    expect(fingerprintOf(shouted)).toBe(fingerprintOf(first));
    expect(fingerprintOf({ ...first, portal_name: 'Other' })).toBe(fingerprintOf(first));
    expect(fingerprintOf(second)).not.toBe(fingerprintOf(first));
    expect(fingerprintOf({ ...first, message: `${first.message}!` })).not.toBe(
      fingerprintOf(first),
    );
  });
});
