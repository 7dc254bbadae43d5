import { articleSlugs, domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { assetPaths } from '@/config/endpoints';
import { seoLimits } from '@/config/site';
import { firstJobs as jobs } from '@/shared/jobs/first-jobs';
import { expect, test } from './support/fixtures';
import { allPages, indexedPages, privatePaths } from './support/routes';

/** The text of the first match of a tag in an HTML string, entities decoded the simple way. */
function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

function headValue(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/** JSON-LD @types on a page, from its prerendered HTML. */
function jsonLdTypes(html: string): string[] {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? 'null') as unknown);
  const types: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null && '@type' in value) {
      types.push(String(value['@type']));
    }
  };
  blocks.forEach(visit);
  return types;
}

test.describe('prerendered HTML, before any script runs', () => {
  test('every page is served as complete HTML with its own title, description and canonical', async ({
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, h1, title } of indexedPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(headValue(html, /<h1[^>]*>([\s\S]*?)<\/h1>/), `h1 of ${path}`).toBe(h1);
      const served = headValue(html, /<title>([\s\S]*?)<\/title>/);
      expect(served, `title of ${path}`).toBe(title);
      expect(html.match(/<title>/g), `one title on ${path}`).toHaveLength(1);
      const description = headValue(html, /<meta name="description" content="([^"]*)"/);
      expect(description?.length ?? 0, `description of ${path}`).toBeGreaterThan(50);
      // Search results show a title and a description whole only up to these lengths.
      expect(served?.length ?? 0, `title of ${path}`).toBeLessThanOrEqual(seoLimits.title);
      expect(description?.length ?? 0, `description of ${path}`).toBeLessThanOrEqual(
        seoLimits.description,
      );
      const canonical = headValue(html, /<link rel="canonical" href="([^"]*)"/);
      // Articles under /home/... point at their /blogs/... twin.
      const canonicalPath = path.replace(/^\/home\//, '/blogs/');
      expect(canonical, `canonical of ${path}`).toMatch(/^https:\/\//);
      expect(new URL(canonical ?? '').pathname, `canonical of ${path}`).toBe(canonicalPath);
      expect(headValue(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
      expect(headValue(html, /<meta name="twitter:card" content="([^"]*)"/)).toBeTruthy();
      if (!path.startsWith('/home/')) {
        expect(titles.has(title), `title "${title}" is unique`).toBe(false);
        expect(descriptions.has(description ?? ''), `description of ${path} is unique`).toBe(false);
        titles.add(title);
        descriptions.add(description ?? '');
      }
    }
  });

  test('structured data: Organization, JobPosting, BlogPosting and FAQPage where they belong', async ({
    request,
  }) => {
    const typesAt = async (path: string) => jsonLdTypes(await (await request.get(path)).text());
    expect(await typesAt(paths.home.href())).toContain('Organization');
    // One posting per job page; the list of positions carries none.
    expect(await typesAt(paths.careers.href())).not.toContain('JobPosting');
    for (const { slug } of jobs) {
      const types = await typesAt(paths.job.href(slug));
      expect(
        types.filter((type) => type === 'JobPosting'),
        slug,
      ).toHaveLength(1);
    }
    for (const slug of articleSlugs) {
      expect(await typesAt(paths.article.href(slug))).toContain('BlogPosting');
    }
    for (const path of [
      ...serviceSlugs.map((slug) => paths.service.href(slug)),
      ...domainSlugs.map((slug) => paths.domain.href(slug)),
    ]) {
      expect(await typesAt(path), path).toContain('FAQPage');
    }
  });

  test('a private page asks not to be indexed and names no canonical', async ({ request }) => {
    for (const path of privatePaths) {
      const html = await (await request.get(path)).text();
      expect(headValue(html, /<meta name="robots" content="([^"]*)"/), path).toBe('noindex');
      expect(html, path).not.toContain('rel="canonical"');
    }
  });

  test('sitemap.xml lists every canonical page once; robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get(assetPaths.sitemap)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      new URL(match[1] ?? '').pathname.replace(/(.)\/$/, '$1'),
    );
    const canonical = indexedPages
      .map((page) => page.path)
      .filter((path) => !path.startsWith('/home/'));
    expect(locations.filter((path) => !canonical.includes(path))).toEqual(
      // Jobs other tests publish meanwhile (the suite shares one database) are listed too, live.
      locations.filter((path) => !canonical.includes(path) && /^\/careers\/[a-z0-9-]+$/.test(path)),
    );
    for (const path of locations.filter((listed) => !canonical.includes(listed))) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect(canonical.filter((path) => !locations.includes(path))).toEqual([]);
    expect(new Set(locations).size).toBe(locations.length);
    const robots = await (await request.get(assetPaths.robots)).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
  });

  test('the favicon, the app icons and the manifest the pages link to are served', async ({
    request,
  }) => {
    const home = await (await request.get(paths.home.href())).text();
    for (const path of [assetPaths.favicon, assetPaths.appleTouchIcon, assetPaths.manifest]) {
      expect(home, path).toContain(`href="${path}"`);
    }
    const manifest = (await (await request.get(assetPaths.manifest)).json()) as {
      icons: { src: string; type: string; sizes: string }[];
    };
    const icons = [
      ...manifest.icons,
      { src: assetPaths.appleTouchIcon, type: 'image/png', sizes: '180x180' },
    ];
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toContain(icon.type);
      if (icon.type !== 'image/png') continue;
      const png = await response.body();
      // Width and height of a PNG are the first two fields of its header chunk.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });

  test('an unknown path is answered 404 with the prerendered not-found page', async ({
    request,
  }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(headValue(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe('Page not found');
    expect(html).toContain('404 Not Found');
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    paths.home.href(),
    paths.about.href(),
    paths.service.href('serv11de'),
    paths.domain.href('dom1'),
    paths.insights.href(),
    paths.careers.href(),
    paths.homeArticle.href('blogexp3'),
    paths.contact.href(),
  ]) {
    test(`${path} shows its text, navigation and footer`, async ({ page }) => {
      const expected = allPages.find((candidate) => candidate.path === path);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected?.h1 ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('2023');
      // Without scripts the header still leads everywhere (links, or the /htabs page on phones).
      const links = page.getByRole('banner').getByRole('link');
      expect(await links.count()).toBeGreaterThan(1);
      // Every link in main goes somewhere real.
      for (const href of await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))) {
        expect(href, `link on ${path}`).toMatch(/^(\/|#|mailto:|tel:|https:)/);
      }
    });
  }

  test('the insights timeline shows its first slides without scripts', async ({ page }) => {
    await page.goto(paths.insights.href());
    await expect(page.getByText('Founded in Omaha')).toBeVisible();
  });
});
