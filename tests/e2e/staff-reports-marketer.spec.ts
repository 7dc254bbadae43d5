/**
 * The staff reports as a marketer reads them on a phone (360 px), on visits, a lead and speed
 * figures sent to the real server as a visitor's browser sends them: the columns that matter
 * (page, visitors, leads, conversion) on the screen without scrolling sideways, pages by their
 * names, the contact form's page as where the leads are sent rather than a page at 0%, and the
 * speed and deploy parts under "Technical" with the site's build named by its date.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { beaconPath, gatewayPath } from '@/config/endpoints';
import { paths } from '@/config/paths';
import type { Beacon } from '@/shared/analytics/beacon';
import { readBuildSettings } from '../../server/build-settings';
import { distDir } from '../../scripts/lib/paths';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { ensureStaffAccount, signInAsStaff } from './support/staff';

const run = Date.now().toString(36);
const width = 360;
const jobPath = paths.job.href('sap-utilities');
/** Three new visitors: a visitor is a hash of address and browser, so each browser is one. */
const agents = [130, 131, 132].map(
  (version) =>
    `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${String(version)}.0.${String(parseInt(run, 36) % 100_000)}.0 Mobile Safari/537.36`,
);

/** The build the test server serves: only a build the site issued is kept under its own id. */
function servedBuild(): string {
  const build = readBuildSettings(distDir)?.buildId;
  if (!build) throw new Error('The test server serves no build: run npm run build first.');
  return build;
}

async function send(request: APIRequestContext, agent: string, beacon: Beacon) {
  const response = await request.post(beaconPath, {
    headers: { 'User-Agent': agent, 'Content-Type': 'text/plain' },
    data: JSON.stringify(beacon),
  });
  expect(response.status()).toBe(204);
}

test.beforeAll(async ({ request }) => {
  ensureStaffAccount();
  const build = servedBuild();
  for (const [index, agent] of agents.entries()) {
    const base = { vp: 'phone', build } as const;
    for (const [route, path] of [
      [paths.home.pattern, paths.home.href()],
      [paths.job.pattern, jobPath],
      [paths.contact.pattern, paths.contact.href()],
    ] as const) {
      await send(request, agent, { t: 'view', route, path, ref: '', ...base });
    }
    await send(request, agent, {
      t: 'vitals',
      route: paths.home.pattern,
      path: paths.home.href(),
      m: [
        { n: 'LCP', v: 1600 + index * 300 },
        { n: 'INP', v: 140 },
      ],
      ...base,
    });
  }
  // The first visitor sends an enquiry from the contact page.
  const sent = await request.post(gatewayPath, {
    headers: { 'User-Agent': agents[0] ?? '' },
    data: {
      portal_name: 'Akscel',
      requested_demo_for_product_name: 'Akscel portal',
      first_name: 'Mara',
      last_name: 'Keting',
      orgnization_email: 'mara.keting@example.org',
      orgnization_name: 'Prairie Mutual',
      message: `We would like a data engineering team for the spring (${run}).`,
    },
  });
  expect(sent.status()).toBe(201);
});

/** A row of a report's grid on whichever page of the grid it is (ten rows a page). */
async function findRow(page: Page, section: string, text: RegExp) {
  const region = page.getByRole('region', { name: section });
  const rows = region.getByRole('grid').getByRole('row');
  const row = rows.filter({ hasText: text });
  await expect(rows.nth(1)).toBeVisible();
  for (let turn = 0; turn < 20 && (await row.count()) === 0; turn += 1) {
    const next = region.getByRole('button', { name: 'Go to next page' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(row).toHaveCount(1);
  return row;
}

/** Whether a cell lies wholly inside the screen's width, where it is read without scrolling. */
async function expectOnScreen(cell: Locator, what: string) {
  const box = await cell.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity), what).toBeLessThanOrEqual(width);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`a marketer on a phone, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme, viewport: { width, height: 800 } });

    test('reads pages by name with visitors, leads and conversion on screen, the contact page as where leads are sent, and speed and builds under Technical', async ({
      page,
    }) => {
      // The whole of the reports read on a phone, then held to axe: more than one page's time.
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAsStaff(page);
      await page.goto(`${paths.staffReports.href()}?range=7`);
      const pages = page.getByRole('region', { name: 'Top pages' });
      const grid = pages.getByRole('grid', { name: 'Top pages' });
      await expect(grid.getByRole('row').nth(1)).toBeVisible();

      // The four columns that matter come first, each heading on the screen as it loads.
      const headers = grid.getByRole('columnheader');
      const names = ['Page', 'Visitors', 'Leads', 'Conversion'];
      for (const [index, name] of names.entries()) {
        await expect(headers.nth(index)).toHaveText(name);
        await expectOnScreen(headers.nth(index), `the heading ${name}`);
      }
      const first = grid.getByRole('row').nth(1).getByRole('gridcell');
      for (const [index, name] of names.entries()) {
        await expectOnScreen(first.nth(index), `the first row's ${name}`);
      }

      // Pages by the site's own names, the address under the name.
      const job = await findRow(page, 'Top pages', /^SAP Utilities/);
      await expect(job.getByRole('gridcell').first()).toHaveText(
        `SAP UtilitiesJob opening · ${jobPath}`,
      );
      await expectOnScreen(job.getByRole('gridcell').nth(3), 'the job page’s conversion');

      // The contact page: its leads are the ones sent through it, and it has no percentage.
      const contact = await findRow(page, 'Top pages', /^Contact Us/);
      const cells = contact.getByRole('gridcell');
      await expect(cells.nth(0)).toHaveText(
        `Contact UsWhere leads are sent · ${paths.contact.href()}`,
      );
      await expect(cells.nth(2)).toHaveText(/^[1-9][\d,]*sent here$/);
      await expect(cells.nth(3)).toHaveText(/^Form page: the leads are sent here/);
      await expect(cells.nth(3).getByText('Form page', { exact: false })).toBeVisible();
      await expect(cells.nth(3)).not.toContainText('%');
      for (const [index, name] of names.entries()) {
        await expectOnScreen(cells.nth(index), `the contact page's ${name}`);
      }

      // Sources: source, visits, leads and conversion on the screen too.
      const sources = page.getByRole('grid', { name: 'Sources and campaigns' });
      const sourceHeaders = sources.getByRole('columnheader');
      for (const [index, name] of ['Source', 'Visits', 'Leads', 'Conversion'].entries()) {
        await expect(sourceHeaders.nth(index)).toHaveText(name);
        await expectOnScreen(sourceHeaders.nth(index), `the sources' heading ${name}`);
      }

      // Speed and deploys after everything else, under a heading of their own.
      const technical = page.getByRole('region', { name: 'Technical' });
      await expect(page.getByRole('heading', { level: 2 }).last()).toHaveText('Technical');
      await expect(
        technical.getByRole('heading', { level: 3, name: 'Speed for real visitors' }),
      ).toBeVisible();
      const builds = technical.getByRole('region', { name: 'Speed by deploy' });
      await expect(builds.getByRole('heading', { level: 3 })).toHaveText('Speed by deploy');
      await builds.getByRole('button', { name: 'Show as table' }).click();
      const served = builds
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: `Id ${servedBuild()}` });
      await expect(served.getByRole('rowheader')).toHaveText(
        /^Build of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3,4}Id /,
      );

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
