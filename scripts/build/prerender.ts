/**
 * Renders every page of the route table to static HTML (React Router's static handler, React's
 * `prerender` and Emotion's critical CSS, from the server build of src/entry-server.tsx), then
 * writes the 404 page, the staff shell, the share images, sitemap.xml, robots.txt, the web app
 * manifest and the static hosts' headers, and precompresses the output for `npm start`'s server.
 */
import './production-mode';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { buildSettingsFile, serializeBuildSettings } from '../../server/build-settings';
import { scriptHash, staticHostHeaders } from '../../server/security';
import { liveFrameFile, type LiveFrame } from '../../server/live-frame';
import { assetPaths, assetsDir } from '@/config/endpoints';
import type * as EntryServer from '@/entry-server';
import { site } from '@/config/site';
import { paths } from '@/config/paths';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { staffCopy } from '@/content/staff/staff-copy';
import { precompressDirectory } from './compress';
import {
  buildInlineScripts,
  pageInlineScripts,
  pageModuleTag,
  pageModuleWriter,
} from './page-scripts';
import {
  fillTemplate,
  firstText,
  minifyInlineScripts,
  outputFileFor,
  rendersCarousel,
  splitHoistedHead,
  styleTag,
  takeEntry,
} from '../lib/html';
import { clientManifestFile, distDir, pagesFile, projectRoot, ssrDir } from '../lib/paths';
import { chunkClosure, readViteManifest, type ViteManifest } from '../lib/vite-manifest';
import { weights } from '../assets/font-faces';
import { buildIdFile } from './vite-plugin-build-id';
import { buildManifest } from './web-manifest';
import { sharePictures } from './share-images';
import { buildRobots, buildSitemap } from './sitemap';

const ssrEntry = join(ssrDir, 'entry-server.js');

/** The server build of src/entry-server.tsx, loaded from dist-ssr/: the module's own type. */
type ServerEntry = typeof EntryServer;

/**
 * The scripts a page starts with, the entry first: the entry's own imports, the app starter, the
 * page's route module and everything they import. The page's inline script requests them all at
 * once (src/lib/start-up/page-module.ts), instead of each import discovering the next.
 */
function pageScripts(
  manifest: ViteManifest,
  routeIds: readonly string[],
  entry: string,
  entryDeps: readonly string[],
): string[] {
  // Routes without a module of their own (the root layout) have no chunk.
  const routeModules = routeIds
    .map((id) => `src/app/routes/${id}.tsx`)
    .filter((key) => manifest[key] !== undefined);
  const modules = ['src/app/start.tsx', ...routeModules];
  return [...new Set([entry, ...entryDeps, ...chunkClosure(manifest, modules)])];
}

/**
 * Preload the Roboto files the first paint needs (the subsets of scripts/assets/font-faces.ts):
 * regular text, medium navigation and buttons, bold headings. A weight that arrives late re-flows the text it styles (a layout shift).
 */
async function fontPreloads(): Promise<string> {
  const files = await readdir(join(distDir, 'assets'));
  return weights
    .map((weight) => files.find((file) => file.startsWith(`roboto-${weight}-`)))
    .filter((file): file is string => file !== undefined)
    .map(
      (file) =>
        `<link rel="preload" href="/${assetsDir}/${file}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('');
}

/**
 * The entry stylesheet (@font-face rules and Swiper's base layout, about 2 KB) is inlined: as a
 * <link> it would block the first paint behind a request queued after the scripts.
 */
async function inlineEntryStylesheets(template: string): Promise<string> {
  const links = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g),
  ];
  let result = template;
  for (const [tag, href = ''] of links) {
    const css = await readFile(join(distDir, href.slice(1)), 'utf8');
    result = result.replace(tag, () => styleTag(css));
  }
  return result;
}

/**
 * Class names with a component label (`css-1x2y3z-MuiTypography-root`) come from React, MUI and
 * Emotion in development mode. The browser build is production: it would recognise none of the
 * prerendered rules and insert every one of them again while hydrating.
 */
function assertProductionStyles(path: string, html: string): void {
  const labelled = /class="[^"]*\bcss-[a-z0-9]+-[A-Za-z]/.exec(html);
  if (labelled) {
    throw new Error(`Prerendering ${path} produced development class names (${labelled[0]}).`);
  }
}

async function writePage(file: string, html: string | Buffer): Promise<void> {
  const target = join(distDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
}

async function main(): Promise<void> {
  // Read the template before anything overwrites dist/index.html with the home page.
  const {
    template,
    entry: entrySrc,
    entryDeps,
  } = takeEntry(await inlineEntryStylesheets(await readFile(join(distDir, 'index.html'), 'utf8')));
  const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const preloads = await fontPreloads();
  // The theme's CSS variables and baseline, generated once from the theme and shipped in every
  // page ahead of the components' critical CSS; the browser never generates them.
  const themeStyles = styleTag(entry.themeStylesheet(), ' id="theme-styles"');
  // The manifest is a build artefact, not something to publish: move it next to the SSR build.
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = readViteManifest(manifestPath);
  await rename(manifestPath, clientManifestFile);
  const recorded: unknown = JSON.parse(await readFile(join(distDir, buildIdFile), 'utf8'));
  if (typeof recorded !== 'object' || recorded === null || !('buildId' in recorded)) {
    throw new Error(`${buildIdFile} does not name the build.`);
  }
  const buildId = String(recorded.buildId);
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  const carouselStyle = styleTag(entry.carouselStylesheet, ` id="${entry.carouselStylesId}"`);
  const inlineScripts = await buildInlineScripts();
  // Every executable inline script the pages carry, for the Content-Security-Policy.
  const scriptHashes = new Set<string>();
  const recordScript = (text: string) => scriptHashes.add(scriptHash(text));
  const writePageModule = pageModuleWriter(writePage);
  /** The scripts of a page showing these routes with this markup: inline, and its module. */
  const scriptsFor = async (routeIds: readonly string[], body: string) =>
    pageInlineScripts(inlineScripts, body, recordScript) +
    pageModuleTag(await writePageModule(pageScripts(manifest, routeIds, entrySrc, entryDeps)));

  const pages = entry.listPagePaths();
  /** What each page is, for the browser suite and the budget check: path, title and h1. */
  const manifestRows: { path: string; file: string; status: number; title: string; h1: string }[] =
    [];
  /** The share image each page's head points at, drawn once every page is written. */
  const pictures = sharePictures(distDir);
  /** What the server's live pages need to put a page together as this script does. */
  const liveScripts: Record<string, string> = {};
  const liveInlineScripts: Record<string, string> = {};
  const minifyRecorded = (html: string) =>
    html.replace(/<script>([\s\S]*?)<\/script>/g, (tag, source: string) => {
      const minified = minifyInlineScripts(tag, recordScript);
      liveInlineScripts[source] = minified.slice('<script>'.length, -'</script>'.length);
      return minified;
    });
  const renderOne = async (path: string, file: string, expectedStatus: number) => {
    const page = await entry.render(path);
    if (!('html' in page)) {
      throw new Error(`Prerendering ${path} redirected (${page.status}); pages must not redirect.`);
    }
    assertProductionStyles(path, page.html);
    if (page.status !== expectedStatus) {
      throw new Error(`Prerendering ${path} answered ${page.status}, expected ${expectedStatus}.`);
    }
    const { head, body } = splitHoistedHead(minifyRecorded(page.html));
    const scripts = await scriptsFor(page.routeIds, body);
    // The pages the server renders live show the same parts on every page of their route.
    liveScripts[page.routeIds.join(' ')] ??= scripts;
    pictures.collect(path, head, body);
    manifestRows.push({
      path,
      file,
      status: page.status,
      title: firstText(head, 'title') ?? '',
      h1: firstText(body, 'h1') ?? '',
    });
    await writePage(
      file,
      fillTemplate(template, {
        head: head + preloads + scripts,
        styles: themeStyles + page.styles + (rendersCarousel(body) ? carouselStyle : ''),
        body,
        data: page.data,
      }),
    );
  };

  for (const { path } of pages) await renderOne(path, outputFileFor(path), 200);
  // Any path the route table does not know renders the error screen with 404.
  await renderOne('/this-page-does-not-exist', assetPaths.notFoundPage.slice(1), 404);

  await pictures.draw(writePage);

  // The staff pages are never prerendered: one shell, served for every /staff address.
  const shell = await entry.renderShell();
  await writePage(
    assetPaths.staffShell.slice(1),
    fillTemplate(template, {
      head: `<title>${staffCopy.appName} | ${site.brand}</title><meta name="robots" content="noindex, nofollow">${minifyInlineScripts(shell.head, recordScript)}${preloads}${await scriptsFor(['staff'], '')}`,
      // The theme's variables and baseline come from the build, as on every page: the app
      // no longer generates them at runtime.
      styles: themeStyles + shell.styles,
      body: '',
      data: '',
    }),
  );
  // What this build was made with, for `npm start` to compare with its own settings, and the
  // id its pages' beacons carry.
  await writeFile(
    buildSettingsFile(distDir),
    serializeBuildSettings({
      retentionDays: entry.builtRetentionDays,
      scriptHashes: [...scriptHashes],
      buildId,
    }),
  );

  const today = new Date().toISOString().slice(0, 10);
  const canonical = pages.filter((page) => page.inSitemap).map((page) => page.path);
  await writeFile(
    join(distDir, assetPaths.sitemap.slice(1)),
    buildSitemap(site.origin, canonical, today),
  );
  await writeFile(join(distDir, assetPaths.robots.slice(1)), buildRobots(site.origin));
  // The job pages of the sitemap are the server's to list, from the database.
  const firstJobPages = new Set(firstJobs.map((job) => paths.job.href(job.slug)));
  const liveFrame: LiveFrame = {
    buildId,
    template,
    preloads,
    themeStyles,
    carouselStyle,
    scripts: liveScripts,
    inlineScripts: liveInlineScripts,
    sitemap: { paths: canonical.filter((path) => !firstJobPages.has(path)), builtOn: today },
    // A job's picture as the server draws it once staff have changed the job.
    shareImage: await pictures.liveSetup(firstJobPages.values().next().value ?? ''),
  };
  await writeFile(liveFrameFile(ssrDir), JSON.stringify(liveFrame));
  await writeFile(join(distDir, assetPaths.manifest.slice(1)), buildManifest());
  // The same security headers as `npm start`, for static hosts that read a _headers file.
  const buildEnv = { ...process.env, ...loadEnv('production', projectRoot, 'VITE_') };
  await writeFile(join(distDir, '_headers'), staticHostHeaders([...scriptHashes], buildEnv));
  await writeFile(pagesFile, `${JSON.stringify(manifestRows, null, 2)}\n`);
  const compressed = await precompressDirectory(distDir);

  console.log(
    `prerender: ${pages.length} pages + 404 written to ${relative(projectRoot, distDir)}/ (${compressed} files precompressed)`,
  );
}

await main();
