import Database from 'better-sqlite3';
import { paths } from '@/config/paths';
import { gatewayPath } from '@/config/endpoints';
import { site } from '@/config/site';
import { firstJobs as jobs } from '@/shared/jobs/first-jobs';
import { expect, gotoHydrated, test } from './support/fixtures';
import { e2eDatabasePath } from './support/env';
import { pageAt } from './support/routes';

/** The JSON-LD objects of a page's prerendered HTML. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const value = JSON.parse(match[1] ?? 'null') as unknown;
      return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    },
  );
}

function storedMessage(lastName: string): string | undefined {
  const db = new Database(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT message FROM submissions WHERE last_name = ?').get(lastName) as
      { message: string } | undefined;
    return row?.message;
  } finally {
    db.close();
  }
}

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('a page per position', () => {
  for (const job of jobs) {
    test(`${paths.job.href(job.slug)} is prerendered with its own head and one JobPosting`, async ({
      request,
    }) => {
      const path = paths.job.href(job.slug);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(pageAt(path).h1).toBe(job.title);
      expect(html).toContain(`<title>${job.seo.title} | ${site.brand}</title>`);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="${site.origin.replace(/\./g, '\\.')}${path}"`),
      );
      const postings = jsonLdBlocks(html).filter((block) => block['@type'] === 'JobPosting');
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        employmentType: 'FULL_TIME',
        url: `${site.origin}${path}`,
        identifier: { value: job.slug },
        jobLocation: { address: { addressLocality: 'Omaha', addressRegion: 'NE' } },
        hiringOrganization: { name: site.brand },
      });
      expect(String(postings[0]?.description)).toContain(job.responsibilities[0]);
      // The first jobs are on-site roles of the company's own with no pay range: their facts say
      // the workplace and the office, and nothing of pay or a client.
      const text = html.replace(/<[^>]*>/g, '');
      expect(text).toContain('Workplace: On-site');
      expect(text).toContain('Location: Omaha, NE, USA');
      expect(text).not.toContain('Pay: ');
      expect(text).not.toContain('Employer: ');
    });
  }

  test('the careers list has no JobPosting of its own; the sitemap lists every job page', async ({
    request,
  }) => {
    const careers = await (await request.get(paths.careers.href())).text();
    expect(jsonLdBlocks(careers).filter((block) => block['@type'] === 'JobPosting')).toEqual([]);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { slug } of jobs) expect(sitemap).toContain(`${site.origin}/careers/${slug}</loc>`);
  });

  test('listing cards link to their page and to the form with the position chosen', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.careers.href());
    for (const job of jobs) {
      const card = page.locator(`#${job.slug}`);
      await expect(
        card.getByRole('link', { name: `View Details for ${job.title}` }),
      ).toHaveAttribute('href', paths.job.href(job.slug));
      await expect(card.getByRole('link', { name: `Apply Now for ${job.title}` })).toHaveAttribute(
        'href',
        paths.apply.forPosition(job.slug),
      );
    }
    await page.getByRole('link', { name: 'View Details for Oracle ERP Associate' }).click();
    await expect(page).toHaveURL(paths.job.href('oracle-erp-associate'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oracle ERP Associate');
    await expect(page.getByRole('heading', { level: 2, name: 'What you will do' })).toBeVisible();
    await expect(page.getByText('Posted October 1, 2026')).toBeVisible();
  });

  test('every Apply Now on a job page is named for its job and opens the form at the top, chosen', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.job.href('sap-utilities'));
    const applyLinks = page.getByRole('link', { name: /^Apply Now/ });
    await expect(applyLinks).toHaveCount(2);
    for (const link of await applyLinks.all()) {
      await expect(link).toHaveAccessibleName('Apply Now for SAP Utilities');
    }
    const lower = applyLinks.nth(1);
    await lower.scrollIntoViewIfNeeded();
    await lower.click();
    await expect(page).toHaveURL(paths.apply.forPosition('sap-utilities'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to join Akscellence');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('SAP Utilities');
  });
});

test.describe('applications that say which job', () => {
  test('arriving from a link, the position is chosen before the first paint and kept through hydration', async ({
    page,
    consoleProblems,
  }) => {
    // Without scripts of the page, only the inline one that reads the address.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(paths.apply.forPosition('marketing-associate'));
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue(
      'Marketing Associate',
    );
    // The page's module script is refused here, as it should be; once the browser has said so,
    // the slate is wiped for the real visit.
    await expect
      .poll(() => consoleProblems.messages.some((message) => message.includes('net::ERR_FAILED')))
      .toBe(true);
    consoleProblems.messages = [];
    await page.unroute('**/assets/*.js');

    const values: string[] = [];
    await page.exposeFunction('recordPosition', (value: string) => values.push(value));
    await page.addInitScript(() => {
      // Records the field's value on every frame until the page has hydrated.
      const record = () => {
        const field = document.getElementById('field-position');
        if (field instanceof HTMLSelectElement)
          (window as unknown as { recordPosition: (v: string) => void }).recordPosition(
            field.value,
          );
        if (document.documentElement.dataset.hydrated !== 'true') requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await gotoHydrated(page, paths.apply.forPosition('marketing-associate'));
    await page.waitForTimeout(300);
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue(
      'Marketing Associate',
    );
    // Until the parser has added the named option the field shows none, never another job.
    const chosenFrom = values.indexOf('Marketing Associate');
    expect(chosenFrom, values.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(new Set(values.slice(0, chosenFrom)), values.join(' | ')).toEqual(
      new Set(chosenFrom > 0 ? [''] : []),
    );
    expect(new Set(values.slice(chosenFrom))).toEqual(new Set(['Marketing Associate']));
  });

  test('without a position in the link, the form is an open application', async ({ page }) => {
    await gotoHydrated(page, paths.apply.href());
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('Open application');
    await gotoHydrated(page, `${paths.apply.href()}?position=no-such-job`);
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('Open application');
  });

  for (const [label, url, position, job] of [
    [
      'with a position',
      paths.apply.forPosition('project-manager'),
      'Project Manager',
      'project-manager',
    ],
    ['without one', paths.apply.href(), 'Open application', undefined],
  ] as const) {
    test(`sends exactly the contract payload ${label}, the position on the message's first line`, async ({
      page,
    }) => {
      const lastName = unique('Position');
      await gotoHydrated(page, url);
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill(lastName);
      await page.getByLabel('E-mail').fill('sam@example.com');
      await page.getByLabel('Organization').fill('Windrow Energy');
      await page.getByPlaceholder('Your Location').fill('Lincoln, NE');
      await page.getByLabel(/onsite/i).selectOption('No');
      await page.getByPlaceholder('Paste your resume here').fill('Eight years of PMO work.\nPMP.');
      const request = page.waitForRequest((candidate) => candidate.url().endsWith(gatewayPath));
      await page.getByRole('button', { name: 'Submit application' }).click();
      const body = (await request).postDataJSON() as Record<string, unknown>;
      // The specification's keys, and for a chosen job the one key beside them (the README's
      // deliberate differences): the job by its address, with its screening answers (none here).
      expect(Object.keys(body).sort()).toEqual(
        [
          'country',
          'first_name',
          'last_name',
          'message',
          'orgnization_email',
          'orgnization_name',
          'portal_name',
          'requested_demo_for_product_name',
          ...(job === undefined ? [] : ['screening']),
        ].sort(),
      );
      if (job !== undefined) expect(body.screening).toEqual({ job, answers: {} });
      const expected = `Position: ${position}\nOnsite: No\n\nEight years of PMO work.\nPMP.`;
      expect(body.message).toBe(expected);
      await expect(page.getByRole('status')).toContainText('Thank you, Sam.');
      expect(storedMessage(lastName)).toBe(expected);
    });
  }

  test('a failed application says so in its own words and keeps the position', async ({
    page,
    consoleProblems,
  }) => {
    await page.route(`**${gatewayPath}`, (route) => route.fulfill({ status: 503, body: '' }));
    await gotoHydrated(page, paths.apply.forPosition('senior-it-sales'));
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('E-mail').fill('sam@example.com');
    await page.getByPlaceholder('Your Location').fill('Omaha, NE');
    await page.getByLabel(/onsite/i).selectOption('Yes');
    await page.getByPlaceholder('Paste your resume here').fill('Sales.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your application was not sent');
    await expect(alert).toBeFocused();
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('Senior IT Sales');
    consoleProblems.messages = consoleProblems.messages.filter(
      (message) => !message.includes('503'),
    );
  });
});
