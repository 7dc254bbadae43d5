/**
 * Where a visit came from, named as a marketing or HR person would: a campaign when the link was
 * tagged (`utm_*` or `ref`), otherwise the kind of the referring site (a search engine, a social
 * network, a job board, any other site) or a direct visit. Only the referring site's origin is
 * kept, never its path or query.
 */
import type { SourceKind } from '@/shared/analytics/reports';

export interface Source {
  kind: SourceKind;
  source: string;
  medium: string | null;
  campaign: string | null;
  referrer: string | null;
}

export interface CampaignTags {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  ref?: string;
}

/** Site name (the registrable part people recognise) -> kind; matched on the host's end. */
const knownSites: readonly (readonly [string, SourceKind])[] = [
  ['google.', 'search'],
  ['bing.com', 'search'],
  ['duckduckgo.com', 'search'],
  ['yahoo.com', 'search'],
  ['ecosia.org', 'search'],
  ['baidu.com', 'search'],
  ['yandex.', 'search'],
  ['search.brave.com', 'search'],
  ['linkedin.com', 'social'],
  ['lnkd.in', 'social'],
  ['facebook.com', 'social'],
  ['instagram.com', 'social'],
  ['t.co', 'social'],
  ['twitter.com', 'social'],
  ['x.com', 'social'],
  ['reddit.com', 'social'],
  ['youtube.com', 'social'],
  ['indeed.com', 'job-board'],
  ['glassdoor.com', 'job-board'],
  ['ziprecruiter.com', 'job-board'],
  ['monster.com', 'job-board'],
  ['dice.com', 'job-board'],
  ['careerbuilder.com', 'job-board'],
  ['simplyhired.com', 'job-board'],
];

function kindOfHost(host: string): SourceKind {
  for (const [site, kind] of knownSites) {
    const match = site.endsWith('.')
      ? host.startsWith(site) || host.includes(`.${site}`)
      : host === site || host.endsWith(`.${site}`);
    if (match) return kind;
  }
  return 'referral';
}

/** A tag as it may be stored: trimmed, lower case, at most 100 characters; empty is none. */
function tag(value: string | undefined): string | null {
  const text = value?.trim().toLowerCase().slice(0, 100) ?? '';
  return text === '' ? null : text;
}

/**
 * `referrer` is the referring page's origin as the beacon sent it (the page's own origin counts
 * as none: a visitor moving inside the site); `ownHost` the site's host.
 */
export function classifySource(
  referrer: string | null,
  tags: CampaignTags,
  ownHost: string,
): Source {
  let origin: string | null = null;
  let host = '';
  if (referrer) {
    try {
      const url = new URL(referrer);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ownHost) {
        origin = url.origin;
        host = url.hostname.replace(/^www\./, '');
      }
    } catch {
      origin = null;
    }
  }
  const campaign = tag(tags.utm_campaign);
  const medium = tag(tags.utm_medium);
  const tagged = tag(tags.utm_source) ?? tag(tags.ref);
  if (tagged || campaign) {
    return {
      kind: 'campaign',
      source: tagged ?? (host || 'untagged'),
      medium,
      campaign,
      referrer: origin,
    };
  }
  if (!origin)
    return { kind: 'direct', source: 'Direct', medium: null, campaign: null, referrer: null };
  return { kind: kindOfHost(host), source: host, medium: null, campaign: null, referrer: origin };
}
