import { PNG } from 'pngjs';
import { shareImage } from '@/config/endpoints';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { colorSchemes } from '@/theme/primitives';
import { expect, gotoHydrated, test } from './support/fixtures';
import { everyPage, privatePaths } from './support/routes';

/** Every <meta> of the head with a property or name, in document order. */
function metaTags(html: string): { key: string; content: string }[] {
  return [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(
    ([, key = '', content = '']) => ({
      key,
      content: content
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    }),
  );
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

test.describe('share images', () => {
  test('every page names a 1200 x 630 PNG of its own, reachable, with its size and alt text', async ({
    request,
  }) => {
    const drawn = new Set<string>();
    for (const { path, title } of everyPage) {
      // A private page is never shared: it shows the picture of the pages kept out of search.
      if (privatePaths.has(path)) continue;
      const html = await (await request.get(path)).text();
      const meta = metaTags(html);
      const one = (key: string) => {
        const found = meta.filter((tag) => tag.key === key);
        expect(found, `${key} on ${path}`).toHaveLength(1);
        return found[0]?.content ?? '';
      };
      const image = one('og:image');
      expect(image.startsWith(`${site.origin}/`), `og:image of ${path} is absolute`).toBe(true);
      expect(one('twitter:image'), path).toBe(image);
      expect(one('twitter:card'), path).toBe('summary_large_image');
      expect(one('og:image:width'), path).toBe(String(shareImage.width));
      expect(one('og:image:height'), path).toBe(String(shareImage.height));
      expect(one('og:image:type'), path).toBe('image/png');
      expect(one('og:image:alt'), path).toBe(title);
      expect(one('twitter:image:alt'), path).toBe(title);

      const imagePath = new URL(image).pathname;
      if (drawn.has(imagePath)) continue;
      drawn.add(imagePath);
      const response = await request.get(imagePath);
      expect(response.status(), imagePath).toBe(200);
      expect(response.headers()['content-type'], imagePath).toBe('image/png');
      const png = PNG.sync.read(await response.body());
      expect([png.width, png.height], imagePath).toEqual([shareImage.width, shareImage.height]);
      // Drawn on the site's blue band (its top-left corner), with white title text on it.
      const [red, green, blue] = channels(colorSchemes.light.palette.surface.hero);
      expect([...png.data.subarray(0, 3)], `${imagePath} corner`).toEqual([red, green, blue]);
      let white = 0;
      for (let i = 0; i < png.data.length; i += 4) {
        if (png.data[i] === 255 && png.data[i + 1] === 255 && png.data[i + 2] === 255) white += 1;
      }
      expect(white, `${imagePath} has its title in white`).toBeGreaterThan(5_000);
    }
    // Articles under both prefixes share one picture; every other page has its own.
    expect(drawn.size).toBeGreaterThan(everyPage.length - 6);
  });

  test('the picture of a job page shows in the browser at its full size', async ({ page }) => {
    await gotoHydrated(page, paths.job.href('project-manager'));
    // After hydration the head still holds the one picture the prerendered page named.
    const images = page.locator('head meta[property="og:image"]');
    await expect(images).toHaveCount(1);
    const url = new URL((await images.getAttribute('content')) ?? '');
    expect(url.pathname).toBe('/share/careers/project-manager.png');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, url.pathname);
    expect(size).toEqual([shareImage.width, shareImage.height]);
  });
});
