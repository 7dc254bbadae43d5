/**
 * The staff reports page on real data: visits, speed figures and an application sent to the real
 * server (the page-view beacon and the form gateway, as a visitor's browser sends them), then
 * read as staff at 360 and 1280 px in both schemes, checked with axe; a range without visits
 * shows none; a source's row opens its leads in the inbox, and the lead says where it came from.
 * The Jobs part shows the job the visitors saw and applied to, and where the application came from.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { beaconPath, gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { staffApiPaths } from '@/config/staff-api';
import type { Beacon } from '@/shared/analytics/beacon';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { dayInZone, defaultTimeZone } from '../../server/time-zone';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

// One campaign and five new visitors per run (each worker seeds its own): the suite's database
// is shared, and a visitor's source is that of their first visit of the day.
const run = Date.now().toString(36);
const campaign = `e2e-reports-${run}`;
const jobPath = paths.job.href('sap-utilities');
/** Five visitors: a visitor is a hash of address and browser, so each browser is one. */
const agents = [120, 121, 122, 123, 124].map(
  (version) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${String(version)}.0.${String(parseInt(run, 36) % 100_000)}.0 Safari/537.36`,
);

async function send(request: APIRequestContext, agent: string, beacon: Beacon) {
  const response = await request.post(beaconPath, {
    headers: { 'User-Agent': agent, 'Content-Type': 'text/plain' },
    data: JSON.stringify(beacon),
  });
  expect(response.status()).toBe(204);
}

test.beforeAll(async ({ request }) => {
  ensureStaffAccount();
  for (const [index, agent] of agents.entries()) {
    const base = { vp: index === 0 ? 'phone' : 'desktop', build: 'e2e-reports' } as const;
    await send(request, agent, {
      t: 'view',
      route: paths.job.pattern,
      path: jobPath,
      ref: 'https://www.linkedin.com',
      utm: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: campaign },
      ...base,
    });
    await send(request, agent, {
      t: 'vitals',
      route: paths.job.pattern,
      path: jobPath,
      m: [
        { n: 'LCP', v: 1500 + index * 400 },
        { n: 'INP', v: 120 },
        { n: 'CLS', v: 0.02 },
      ],
      ...base,
    });
  }
  // The first visitor goes on to the apply page and applies.
  await send(request, agents[0] ?? '', {
    t: 'view',
    route: paths.apply.pattern,
    path: paths.apply.href(),
    ref: '',
    vp: 'phone',
    build: 'e2e-reports',
  });
  const applied = await request.post(gatewayPath, {
    headers: { 'User-Agent': agents[0] ?? '' },
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Report',
      last_name: 'Reader',
      orgnization_email: 'report.reader@example.org',
      orgnization_name: 'Akscel',
      country: 'Omaha, NE',
      message: `Position: SAP Utilities\nOnsite: Yes\nCame by ${campaign}.`,
    },
  });
  expect(applied.status()).toBe(201);
});

/**
 * A row of a report's grid, on whichever page of the grid it is: the suite's other tests add
 * pages and sources of their own, and a grid shows ten rows a page (a phone has no page-size
 * choice, so it pages on). A part with two grids names the one, and which of them it is.
 */
async function findRow(
  page: Page,
  section: string,
  text: string,
  grid: { name: string; index: number } = { name: section, index: 0 },
) {
  const region = page.getByRole('region', { name: section, exact: true });
  const rows = region.getByRole('grid', { name: grid.name, exact: true }).getByRole('row');
  const row = rows.filter({ hasText: text });
  await expect(rows.nth(1)).toBeVisible();
  for (let turn = 0; turn < 20 && (await row.count()) === 0; turn += 1) {
    const next = region.getByRole('button', { name: 'Go to next page' }).nth(grid.index);
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(row).toHaveCount(1);
  // The pointer left on the paging button would show its tooltip, outside every landmark.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  return row;
}

function totalOf(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Totals' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${scheme} scheme at ${width} px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 900 } });

      test('the reports show the seeded visits, sources and speed with no axe violations', async ({
        page,
      }) => {
        // The reports held to axe as charts and again as tables, after a sign-in: more than one page's time.
        test.slow();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signInAsStaff(page);
        await page
          .getByRole('navigation', { name: 'Staff pages' })
          .getByRole('link', { name: 'Reports' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
        await expect(page).toHaveTitle(/^Reports \|/);

        const row = await findRow(page, 'Sources and campaigns', campaign);
        await expect(row).toContainText('linkedin');
        // Visits follow the source (its kind and campaign under its name).
        await expect(row.getByRole('gridcell').nth(1)).toHaveText(/^[5-9]|\d{2,}/);
        // The job page by its title, its address under it.
        const job = await findRow(page, 'Top pages', jobPath);
        await expect(job.getByRole('gridcell').first()).toHaveText(/^SAP Utilities/);
        // The job the visitors saw, by its record: its views, and the application made for it
        // with the campaign it came from.
        const jobs = await findRow(page, 'Jobs', 'SAP Utilities', {
          name: 'Jobs',
          index: 0,
        });
        await expect(jobs.getByRole('gridcell').nth(1)).toHaveText(/^([5-9]|\d{2,})$/);
        await expect(jobs.getByRole('gridcell').nth(2)).toHaveText(/^[1-9]/);
        const hireSource = await findRow(page, 'Jobs', campaign, {
          name: 'Source of hire',
          index: 1,
        });
        await expect(hireSource.getByRole('gridcell').first()).toHaveText(/^SAP Utilities/);
        // The first page and screen (the suite measures many): each figure is rated in words.
        const speed = page
          .getByRole('grid', { name: 'Speed per page and screen' })
          .getByRole('row');
        await expect(speed.nth(1)).toContainText(/Good|Needs improvement|Poor/);
        await expect(
          page.getByRole('region', { name: 'Visitors and page views' }).locator('figcaption'),
        ).toContainText('Visitors:');

        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);

        // Every chart's figures as a table, on request.
        const traffic = page.getByRole('region', { name: 'Visitors and page views' });
        await traffic.getByRole('button', { name: 'Show as table' }).click();
        await expect(
          traffic.getByRole('table', { name: 'Visitors and page views' }).getByRole('row'),
        ).not.toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}

test('the range switch changes the figures, and a source opens its leads in the inbox', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.goto(`${paths.staffReports.href()}?range=7`);
  const visitors = totalOf(page, 'Visitors');
  await expect(visitors).toContainText(/[1-9]/);

  // A range of days long past: nothing was recorded then.
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await page.getByLabel('First day').fill('2020-01-06');
  await page.getByLabel('Last day').fill('2020-01-12');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/from=2020-01-06&to=2020-01-12/);
  await expect(page.getByText('No visits recorded in this range yet.')).toBeVisible();
  await expect(visitors.getByText('0', { exact: true })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Top pages' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last 28 days' }).click();
  await expect(page).toHaveURL(/range=28/);
  await expect(page.getByText('No visits recorded in this range yet.')).toHaveCount(0);
  await expect(visitors).toContainText(/[1-9]/);

  const row = await findRow(page, 'Sources and campaigns', campaign);
  await row.getByRole('link', { name: /^Show the leads from/ }).click();
  await expect(page).toHaveURL(new RegExp(`source=\\w+.*campaign=${campaign}`));
  await expect(page.getByRole('textbox', { name: 'Campaign' })).toHaveValue(campaign);
  await page
    .getByRole('grid', { name: 'Submissions' })
    .getByRole('link', { name: /Report Reader/ })
    .click();
  const cameFrom = page.getByRole('region', { name: 'Came from' });
  await expect(cameFrom).toContainText(campaign);
  await expect(cameFrom).toContainText(jobPath);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('a member of staff far from the office', () => {
  // UTC+14: ahead of every other zone, so here "today" is never behind the company's.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("sees a preset end on the company's today, as the server counts days", async ({ page }) => {
    await signInAsStaff(page);
    const companyToday = dayInZone(Date.now(), process.env.COMPANY_TIME_ZONE ?? defaultTimeZone);
    const asked = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === staffApiPaths.reports &&
        new URL(request.url()).searchParams.get('to') === companyToday,
    );
    const ends: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === staffApiPaths.reports) ends.push(url.searchParams.get('to'));
    });
    await page.goto(`${paths.staffReports.href()}?range=7`);
    await asked;
    // A custom range may end on the company's today too, and no later.
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await expect(page.getByLabel('Last day')).toHaveAttribute('max', companyToday);
    // Asked once, for the company's days: never first for the browser's.
    expect(ends).toEqual([companyToday]);
  });
});
