import type { Page } from '@playwright/test';
import { paths, type DomainSlug } from '@/config/paths';
import { domainIndex } from './support/offering-cards';
import { expect, gotoHydrated, test } from './support/fixtures';
import { allPages, unknownPath } from './support/routes';

test.describe('the not-found page', () => {
  test('an unknown address reads as a missing page, with the way on', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('404 Not Found', { exact: true })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    const pages = page.getByRole('main').getByRole('list', { name: 'Main pages' });
    for (const [name, href] of [
      ['Home', paths.home.href()],
      ['Services', paths.services.href()],
      ['Careers', paths.careers.href()],
      ['Contact Us', paths.contact.href()],
    ] as const) {
      await expect(pages.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await pages.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(paths.careers.href());
    consoleProblems.messages = consoleProblems.messages.filter(
      (message) => !message.includes('404'),
    );
  });

  test('an unknown job is a missing page too', async ({ page, consoleProblems }) => {
    const response = await page.goto('/careers/astronaut');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    consoleProblems.messages = consoleProblems.messages.filter(
      (message) => !message.includes('404'),
    );
  });
});

test.describe('industries on the home page', () => {
  // The first, a middle and the last of the home page's nine tiles. (The home content module
  // loads pictures through Vite, which the test runner cannot, so the slugs are named here.)
  const tiles: readonly DomainSlug[] = ['dom1', 'dombank6', 'dominsu10'];
  for (const slug of tiles) {
    const { title, anchor } = domainIndex[slug];
    test(`${title} lands on its entry of /domains, below the sticky header`, async ({ page }) => {
      await gotoHydrated(page, paths.home.href());
      const tile = page.getByRole('main').getByRole('link', { name: title, exact: true });
      await expect(tile).toHaveAttribute('href', `${paths.domains.href()}#${anchor}`);
      await tile.scrollIntoViewIfNeeded();
      await tile.click();
      await expect(page).toHaveURL(`${paths.domains.href()}#${anchor}`);
      const entry = page.locator(`#${anchor}`);
      await expect(entry.getByRole('heading', { name: title })).toBeVisible();
      // Settled (smooth scrolling has ended), the entry's top is just below the header.
      const placement = async () => {
        const header = await page.getByRole('banner').boundingBox();
        const box = await entry.boundingBox();
        return { header: header?.height ?? 0, top: Math.round(box?.y ?? -1) };
      };
      await expect
        .poll(async () => {
          const { header, top } = await placement();
          return top >= header && top <= header + 40;
        })
        .toBe(true);
    });
  }
});

test.describe('forms that are kind', () => {
  test('tabbing past untouched fields shows nothing; submit shows every error; fixing one clears it at once', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.contact.href());
    const first = page.getByLabel('First name');
    await first.focus();
    for (let index = 0; index < 5; index += 1) await page.keyboard.press('Tab');
    await expect(page.getByText('Enter your first name.')).toHaveCount(0);
    await expect(page.getByText('Enter your last name.')).toHaveCount(0);
    await expect(first).toHaveAttribute('aria-invalid', 'false');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await expect(page.getByText('Enter your last name.')).toBeVisible();
    await expect(first).toBeFocused();

    await page.keyboard.type('J');
    await expect(page.getByText('Enter your first name.')).toHaveCount(0);
    await expect(first).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Enter your last name.')).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect(page.getByText('Enter your first name.')).toBeVisible();
  });

  test('success shows the server message and what happens next, in an alert that takes focus', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.contact.href());
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill(`Kind${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Thank you, Ada.');
    await expect(status).toContainText('replies within one business day');
    await expect(status).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the contact form comes before the contact details', async ({ page }) => {
      await gotoHydrated(page, paths.contact.href());
      const form = await page.getByRole('region', { name: 'Send us a message' }).boundingBox();
      const details = await page.getByRole('region', { name: 'Reach us directly' }).boundingBox();
      expect(form && details && form.y < details.y).toBe(true);
    });
  });

  test.describe('on a tablet', () => {
    test.use({ viewport: { width: 768, height: 1024 } });

    test('the contact form comes before the contact details', async ({ page }) => {
      await gotoHydrated(page, paths.contact.href());
      const form = await page.getByRole('region', { name: 'Send us a message' }).boundingBox();
      const details = await page.getByRole('region', { name: 'Reach us directly' }).boundingBox();
      expect(form && details && form.y + form.height <= details.y).toBe(true);
    });
  });
});

test.describe('dark scheme without glare', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });

  /** Visible boxes painted (nearly) pure white, e.g. a logo tile or an artwork panel. */
  async function whiteTiles(page: Page): Promise<string[]> {
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = 'eager';
      await Promise.all(
        [...document.images]
          .filter((image) => !image.complete)
          .map((image) => image.decode().catch(() => undefined)),
      );
    });
    return page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll('main *, footer *')) {
        // Controls are not tiles: the light call-to-action button on a dark band is meant to
        // stand out.
        if (element.closest('a, button')) continue;
        const box = element.getBoundingClientRect();
        if (box.width < 40 || box.height < 24) continue;
        const colour = getComputedStyle(element).backgroundColor;
        const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(colour);
        if (!match) continue;
        const [, r, g, b, a = '1'] = match;
        if (Number(a) > 0.5 && Math.min(Number(r), Number(g), Number(b)) > 235) {
          found.push(`${element.tagName.toLowerCase()}.${element.className.slice(0, 40)}`);
        }
      }
      return found;
    });
  }

  /** The share of an image's visible pixels that are near white, drawn as the page shows it. */
  async function brightShare(page: Page, selector: string): Promise<number> {
    const image = page.locator(selector).first();
    await image.scrollIntoViewIfNeeded();
    const png = await image.screenshot();
    const { PNG } = await import('pngjs');
    const { data } = PNG.sync.read(png);
    let bright = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) > 225) bright += 1;
    }
    return bright / (data.length / 4);
  }

  for (const path of [
    paths.home.href(),
    paths.about.href(),
    paths.contact.href(),
    paths.products.href(),
  ]) {
    test(`${path} has no white tiles, logos or artwork panels`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await whiteTiles(page)).toEqual([]);
      expect(await brightShare(page, 'footer img')).toBeLessThan(0.02);
      expect(await brightShare(page, 'main img[width]')).toBeLessThan(0.05);
    });
  }

  test('the client logos are single-colour, light on a dark tile', async ({ page }) => {
    await gotoHydrated(page, paths.home.href());
    const { PNG } = await import('pngjs');
    // The footer's pictures less its brand mark, which keeps its two colours.
    const logos = page.getByRole('contentinfo').locator('img[alt$=" logo"]');
    await expect(logos).toHaveCount(8);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      const { data } = PNG.sync.read(await logo.screenshot());
      // The tile and the logo colour are both near grey: no pixel between them is colourful,
      // where the light scheme's logos are teal, blue and gold.
      let chroma = 0;
      let brightest = 0;
      for (let i = 0; i < data.length; i += 4) {
        const channels = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        chroma = Math.max(chroma, Math.max(...channels) - Math.min(...channels));
        brightest = Math.max(brightest, Math.min(...channels));
      }
      expect(chroma, (await logo.getAttribute('alt')) ?? '').toBeLessThan(48);
      expect(brightest, 'the logo is drawn light').toBeGreaterThan(150);
    }
  });
});

test.describe('no lone cell in a grid', () => {
  test.use({ reducedMotion: 'reduce' });

  /** Lists laid out as grids whose last row is not full and not centred. */
  async function orphanRows(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const problems: string[] = [];
      for (const list of document.querySelectorAll('main ul, main ol, footer ul')) {
        const style = getComputedStyle(list);
        if (style.display !== 'grid') continue;
        const box = list.getBoundingClientRect();
        const items = [...list.children]
          .map((child) => child.getBoundingClientRect())
          .filter((item) => item.width > 0 && item.height > 0);
        const lastTop = Math.max(...items.map((item) => Math.round(item.top)));
        if (items.length < 2) continue;
        const lastRow = items.filter((item) => Math.round(item.top) === lastTop);
        const left = Math.min(...lastRow.map((item) => item.left)) - box.left;
        const right = box.right - Math.max(...lastRow.map((item) => item.right));
        if (Math.abs(left - right) > 2) {
          problems.push(
            `${list.tagName.toLowerCase()} "${(list.getAttribute('aria-label') ?? list.textContent).slice(0, 30)}": last row ${Math.round(left)} px from the left, ${Math.round(right)} px from the right`,
          );
        }
      }
      return problems;
    });
  }

  for (const width of [360, 768, 1280]) {
    test(`every page at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const { path } of allPages) {
        await gotoHydrated(page, path);
        for (const problem of await orphanRows(page)) problems.push(`${path}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
