/** Copy of the staff reports: the site's visitors, sources, conversions and speed. */
import {
  restLabels,
  sourceKindLabels,
  type SourceKind,
  type VitalRating,
} from '@/shared/analytics/reports';
import { type ViewportClass, type VitalName } from '@/shared/analytics/measures';

export const staffReportsCopy = {
  title: 'Reports',
  heading: 'Reports',
  lead: 'What the website does for the company: visitors, where they came from and the leads and applications they brought; under “Technical”, how fast the pages are for real visitors. Spam is left out of every figure but “Spam caught”. Visits are counted without cookies; a visitor who asks not to be tracked is never counted.',
  rangeLabel: 'Date range',
  presets: { 7: 'Last 7 days', 28: 'Last 28 days', 90: 'Last 90 days' },
  custom: 'Custom',
  from: 'First day',
  to: 'Last day',
  showRange: 'Show',
  badRange: 'Choose a first day on or before the last day.',
  showing: (from: string, to: string) => `${from} to ${to}`,
  loading: 'Loading the reports…',
  loadFailed: 'The reports could not be loaded.',
  empty: 'No visits recorded in this range yet.',
  emptyHint:
    'Visits appear here from the day they happen. Choose a longer range, or come back once the site has had visitors.',
  totalsHeading: 'Totals',
  totals: {
    visitors: 'Visitors',
    views: 'Page views',
    leads: 'Leads',
    applications: 'Applications',
    spam: 'Spam caught',
  },
  totalsNote:
    'Each visitor counts once a day. Changes compare with the same number of days just before.',
  change: {
    up: (percent: string) => `Up ${percent} on the period before`,
    down: (percent: string) => `Down ${percent} on the period before`,
    same: 'The same as the period before',
    fromNone: 'None in the period before',
    /** After the change: the figure it compares with. */
    previous: (count: string) => `(${count} then)`,
  },
  showTable: 'Show as table',
  hideTable: 'Hide the table',
  day: 'Day',
  /** The headings of the two daily charts. */
  daily: {
    traffic: 'Visitors and page views',
    conversions: 'Leads and applications',
  },
  /** The figures the daily charts draw, by the name each has in the report. */
  dailyFigures: {
    visitors: 'Visitors',
    views: 'Page views',
    leads: 'Leads',
    applications: 'Applications',
  },
  /** A daily series in words: what a sighted reader takes from the chart. */
  seriesSummary: (
    label: string,
    figures: { total: string; average: string; peak: string; peakDay: string; trend: string },
  ) =>
    `${label}: ${figures.total} in all, ${figures.average} a day on average, most on ${figures.peakDay} (${figures.peak}); ${figures.trend}.`,
  trend: {
    up: (percent: string) => `the second half of the range was ${percent} higher than the first`,
    down: (percent: string) => `the second half of the range was ${percent} lower than the first`,
    flat: 'the second half of the range was level with the first',
    fromNone: 'all of them came in the second half of the range',
  },
  pages: {
    heading: 'Top pages',
    lead: 'A lead or application counts for every page its visitor saw before sending it; conversion is leads and applications per visitor. Contact Us and Apply Now are the forms themselves: their rows count what was sent through them, not a conversion.',
    gridLabel: 'Top pages',
    page: 'Page',
    /** Under a page's name: its kind, when the name alone may not say, and its address. */
    address: (path: string, kind: string | undefined) => (kind ? `${kind} · ${path}` : path),
    /** Under a form page's name, where another page's kind would be. */
    formKind: { leads: 'Where leads are sent', applications: 'Where applications are sent' },
    /** Under the figure a form page receives: all of them were sent through it. */
    sentHere: 'sent here',
    /** In a form page's conversion cell, instead of a percentage. */
    formPage: 'Form page',
    /** Read after "Form page" by a screen reader, which has no narrow column to fit. */
    formPageMeaning: (what: 'leads' | 'applications') =>
      `: the ${what} are sent here, so it has no conversion of its own`,
    views: 'Views',
    visitors: 'Visitors',
    leads: 'Leads',
    applications: 'Applications',
    conversion: 'Conversion',
    /** The row that sums every page beyond the ones listed. */
    rest: restLabels.pages,
    none: 'No page views in this range.',
  },
  sources: {
    heading: 'Sources and campaigns',
    lead: 'Where visits came from, and the leads and applications those visits brought. Conversion is leads and applications per visit. Each row opens its leads in the inbox.',
    gridLabel: 'Sources and campaigns',
    source: 'Source',
    /** Under a source's name: its kind, and its campaign when it has one. */
    detail: (kind: SourceKind, campaign: string | null) => {
      if (!campaign) return sourceKindLabels[kind];
      return kind === 'campaign'
        ? `Campaign ${campaign}`
        : `${sourceKindLabels[kind]} · campaign ${campaign}`;
    },
    visits: 'Visits',
    conversion: 'Conversion',
    leads: 'Leads',
    applications: 'Applications',
    inbox: 'In the inbox',
    openInbox: 'Show leads',
    /** The row that sums every source beyond the ones listed: its name, and its kind. */
    rest: restLabels.sources,
    restKind: 'Several',
    openInboxLabel: (kind: string, campaign: string | null) =>
      campaign
        ? `Show the leads from ${kind}, campaign ${campaign}, in the inbox`
        : `Show the leads from ${kind} in the inbox`,
    none: 'No visits in this range.',
  },
  funnels: {
    heading: 'Funnels',
    lead: 'How many visitors went on from each step to the next, and how many were lost on the way.',
    step: 'Step',
    visitors: 'Visitors',
    lost: 'Lost since the step before',
    ofFirst: 'Of the first step',
    start: 'Start',
    lostFigures: (count: string, percent: string) => `${count} (${percent})`,
    summary: (label: string, first: string, last: string, percent: string) =>
      `${label}: ${last} of ${first} visitors reached the last step (${percent}).`,
  },
  technical: {
    heading: 'Technical',
    lead: 'For whoever maintains the site: how fast the pages are for real visitors, and whether a deploy made them slower.',
  },
  vitals: {
    heading: 'Speed for real visitors',
    lead: 'The 75th percentile (p75) of each measure: three visits in four were this fast or faster. Ratings follow Google’s thresholds for the Core Web Vitals.',
    gridLabel: 'Speed per page and screen',
    page: 'Page',
    viewport: 'Screen',
    samples: 'Visits measured',
    notMeasured: 'Not measured',
    cellLabel: (metric: string, value: string, rating: string) => `${metric} ${value}, ${rating}`,
    none: 'No speed measures in this range.',
    lostTaps: 'Lost taps',
    lostTapsName:
      'Lost taps: presses the page never acted on (held until it was ready and then let go, or a form whose request never left)',
    lostTapsNone: 'None',
    lostTapsCheck: 'Look into it',
    lostTapsWarning: (total: string, where: string) =>
      `${total} went unanswered in this range, most on ${where}. Each is a visitor whose tap or form the page never acted on: a fault of the site, worth a look by whoever maintains it.`,
  },
  builds: {
    heading: 'Speed by deploy',
    lead: 'The p75 of one measure for each build of the site, named by when it went live, oldest first: a slower deploy shows as a step up.',
    metric: 'Measure',
    build: 'Build',
    named: (moment: string) => `Build of ${moment}`,
    withId: (name: string, id: string) => `${name} (${id})`,
    /** A build no server recorded: its id is all there is to name it by. */
    undated: (id: string) => `Build ${id}`,
    unknownBuilds: 'Builds not issued by this site',
    unknownBuildsShort: 'Not this site’s',
    /** Under a build's name, for whoever deploys: the id the build carries. */
    buildId: (id: string) => `Id ${id}`,
    p75: 'p75',
    rating: 'Rating',
    samples: 'Visits measured',
    lostTaps: 'Lost taps',
    none: 'No builds measured in this range.',
    summary: (metric: string, first: string, last: string, worst: string, worstBuild: string) =>
      `${metric} p75 went from ${first} on the oldest build to ${last} on the newest; the slowest was ${worst} (${worstBuild}).`,
    /** A range that measured a single build: nothing to compare it with. */
    summaryOne: (metric: string, value: string, build: string) =>
      `${metric} p75 was ${value} on the one build measured in this range (${build}).`,
    thresholds: (metric: string, good: string, poor: string) =>
      `${metric} is good up to ${good} and poor above ${poor}.`,
  },
  metrics: {
    LCP: 'LCP',
    INP: 'INP',
    CLS: 'CLS',
    FCP: 'FCP',
    TTFB: 'TTFB',
    'early-tap': 'Early tap',
  } satisfies Record<VitalName, string>,
  metricNames: {
    LCP: 'Largest Contentful Paint (LCP)',
    INP: 'Interaction to Next Paint (INP)',
    CLS: 'Cumulative Layout Shift (CLS)',
    FCP: 'First Contentful Paint (FCP)',
    TTFB: 'Time to First Byte (TTFB)',
    'early-tap': 'Early tap: a tap before the page was ready until its answer',
  } satisfies Record<VitalName, string>,
  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<VitalRating, string>,
  viewports: {
    phone: 'Phone',
    tablet: 'Tablet',
    desktop: 'Desktop',
  } satisfies Record<ViewportClass, string>,
} as const;
