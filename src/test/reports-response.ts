/**
 * A typed answer of the reports API for the reports page's tests: four weeks of a modest site
 * with every part filled (pages, sources, funnels, speed by page and by deploy, jobs).
 */
import type { DailyPoint, ReportsResponse } from '@/shared/analytics/reports';

/** 28 days of a modest B2B site: weekdays busier than weekends, the second fortnight busier. */
function dailyPoints(): DailyPoint[] {
  return Array.from({ length: 28 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 1, 11 + index)).toISOString().slice(0, 10);
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const base = (weekend ? 20 : 50) + (index >= 14 ? 10 : 0);
    return {
      date,
      visitors: base,
      views: base * 3,
      leads: index % 5 === 0 ? 2 : index % 3 === 0 ? 1 : 0,
      applications: index % 4 === 0 ? 1 : 0,
    };
  });
}

export const report: ReportsResponse = {
  from: '2026-02-11',
  to: '2026-03-10',
  totals: { visitors: 1240, views: 3720, leads: 22, applications: 7, spam: 5 },
  previous: { visitors: 1000, views: 3720, leads: 25, applications: 0, spam: 1 },
  daily: dailyPoints(),
  pages: [
    {
      route: '/',
      path: '/',
      views: 1400,
      visitors: 900,
      leads: 12,
      applications: 3,
      conversion: 15 / 900,
    },
    {
      route: '/careers/:slug',
      path: '/careers/sap-utilities',
      views: 310,
      visitors: 200,
      leads: 0,
      applications: 6,
      conversion: 0.03,
    },
    // The contact form's page: its leads are sent from it, never counted for it.
    {
      route: '/contactus',
      path: '/contactus',
      views: 260,
      visitors: 240,
      leads: 0,
      applications: 0,
      conversion: 0,
    },
  ],
  sources: [
    {
      kind: 'social',
      source: 'linkedin.com',
      campaign: 'spring-hiring',
      visits: 240,
      leads: 2,
      applications: 5,
    },
    {
      kind: 'search',
      source: 'google.com',
      campaign: null,
      visits: 610,
      leads: 9,
      applications: 1,
    },
    { kind: 'direct', source: 'Direct', campaign: null, visits: 390, leads: 11, applications: 1 },
  ],
  funnels: [
    {
      id: 'enquiry',
      label: 'Enquiry',
      steps: [
        { label: 'Service or domain page', count: 400 },
        { label: 'Contact page', count: 160 },
        { label: 'Contact request sent', count: 22 },
      ],
    },
    {
      id: 'application',
      label: 'Application',
      steps: [
        { label: 'Job page', count: 200 },
        { label: 'Apply page', count: 50 },
        { label: 'Application sent', count: 7 },
      ],
    },
  ],
  vitals: [
    { route: '/', viewport: 'phone', metric: 'LCP', p75: 2100, samples: 410 },
    { route: '/', viewport: 'phone', metric: 'INP', p75: 620, samples: 180 },
    { route: '/', viewport: 'phone', metric: 'CLS', p75: 0.12, samples: 400 },
    { route: '/', viewport: 'desktop', metric: 'LCP', p75: 1200, samples: 300 },
  ],
  builds: [
    { build: 'b7c2e1f', firstSeen: '2026-02-24T15:00:00Z', metric: 'LCP', p75: 2900, samples: 200 },
    { build: 'a1d4f09', firstSeen: '2026-02-10T09:00:00Z', metric: 'LCP', p75: 1900, samples: 500 },
    { build: 'a1d4f09', firstSeen: '2026-02-10T09:00:00Z', metric: 'INP', p75: 150, samples: 90 },
  ],
  lostTaps: [
    { route: '/', viewport: 'phone', build: 'b7c2e1f', lost: 3 },
    { route: '/', viewport: 'phone', build: 'a1d4f09', lost: 1 },
  ],
  jobs: [
    {
      id: 1,
      title: 'Project Manager',
      referenceNumber: 'project-manager',
      state: 'open',
      views: 400,
      visitors: 260,
      applications: 8,
      hires: 1,
      viewsToApplications: 8 / 400,
      applicationsToHires: 1 / 8,
      daysToFill: null,
      sources: [
        {
          kind: 'job-board',
          source: 'Job boards (indeed.com)',
          campaign: null,
          applications: 5,
          hires: 1,
        },
        { kind: null, source: null, campaign: null, applications: 3, hires: 0 },
      ],
    },
    {
      id: 7,
      title: 'ServiceNow Developer',
      referenceNumber: 'AKS-207',
      state: 'closed',
      views: 0,
      visitors: 0,
      applications: 0,
      hires: 0,
      viewsToApplications: null,
      applicationsToHires: null,
      daysToFill: 41,
      sources: [],
    },
  ],
  jobPages: [
    { path: '/careers/sap-utilities', title: 'SAP Utilities' },
    { path: '/careers/sap-utilities-consultant', title: 'SAP Utilities' },
  ],
};
