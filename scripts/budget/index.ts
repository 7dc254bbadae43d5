/**
 * `npm run test:budget`: the byte budgets of the built site (./budgets.ts), checked in `npm test`
 * after the build. For every page: its initial JS, its HTML as served (it must arrive in the
 * first round trip), its share image, and that every character of its text is in the preloaded
 * Roboto subsets. For the home page: its total transfer. For each section with code of its own
 * (a form, the carousel, the staff pages): what it adds, and that no page starts with its
 * libraries. Prints the figures as a table and exits 1 with a list of what is over.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { shareImage } from '@/config/endpoints';
import { missingCharacters } from '@/lib/font-ranges';
import { unusedComponentPalettes } from '@/theme/unused-palettes';
import { distDir, isMainModule, pagesFile } from '../lib/paths';
import { gzipSize } from '../lib/sizes';
import { formatKb, markdownTable } from '../lib/table';
import { chunkClosure, readViteManifest } from '../lib/vite-manifest';
import { budgets, libraryMarkers, sectionChunks } from './budgets';
import { initialScripts, pageAssets, pageText, pngSize, shareImageFile } from './page-files';

interface PageRow {
  path: string;
  file: string;
  html: string;
  /** Gzip bytes of the scripts the page starts with. */
  js: number;
  /** Brotli bytes of the HTML as served. */
  servedHtml: number;
  /** Bytes of its share image (0 when there is none). */
  shareImage: number;
}

interface Figure {
  measure: string;
  bytes: number;
  budget: number;
  note?: string;
  /** The largest of a per-page measure: each page is checked on its own below. */
  perPage?: boolean;
}

function readPages(): PageRow[] {
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as { path: string; file: string }[];
  return pages.map(({ path, file }) => {
    const html = readFileSync(join(distDir, file), 'utf8');
    const share = shareImageFile(html);
    return {
      path,
      file,
      html,
      js: initialScripts(html).reduce((sum, script) => sum + gzipSize(script), 0),
      servedHtml: readFileSync(join(distDir, `${file}.br`)).length,
      shareImage: share && existsSync(share) ? readFileSync(share).length : 0,
    };
  });
}

/**
 * Problems with the share image a page's head points at: it must be a file of the build, a PNG of
 * the size the head states, within its byte budget.
 */
function shareImageProblems(page: PageRow): string[] {
  const file = shareImageFile(page.html);
  if (!file) return [`${page.path}: no og:image`];
  if (!existsSync(file)) return [`${page.path}: share image ${file} was not built`];
  const size = pngSize(readFileSync(file));
  if (size?.width !== shareImage.width || size.height !== shareImage.height) {
    return [`${page.path}: share image is not a ${shareImage.width} x ${shareImage.height} PNG`];
  }
  return [];
}

function fontProblems(page: PageRow): string[] {
  const missing = missingCharacters(pageText(page.html));
  if (missing.length === 0) return [];
  return [
    `${page.path}: the preloaded fonts lack ${missing.map((c) => JSON.stringify(c)).join(' ')}; ` +
      'add them to textCharacters (src/lib/font-ranges.ts) and run `npm run fonts`',
  ];
}

/** What each section loads beyond any page's start, and whether its libraries stay in it. */
function sectionFigures(pages: readonly PageRow[]): { figures: Figure[]; problems: string[] } {
  const manifest = readViteManifest();
  const anyPageStart = new Set(pages.flatMap(({ html }) => initialScripts(html)));
  const figures: Figure[] = [];
  const problems: string[] = [];
  for (const section of sectionChunks) {
    const own = chunkClosure(manifest, [section.module]).filter((file) => !anyPageStart.has(file));
    figures.push({
      measure: `${section.module} (on ${section.page})`,
      bytes: own.reduce((sum, file) => sum + gzipSize(file), 0),
      budget: budgets[section.budget],
    });
    const code = own.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
    for (const library of section.libraries) {
      const marker = libraryMarkers[library];
      // A marker the section's own code lacks has gone stale (or the library moved): say so.
      if (!code.includes(marker)) {
        problems.push(
          `${section.module}: ${library} is not in its own chunks (marker "${marker}")`,
        );
      }
    }
  }
  for (const { path, html } of pages) {
    const code = initialScripts(html)
      .map((file) => readFileSync(join(distDir, file), 'utf8'))
      .join('\n');
    for (const [library, marker] of Object.entries(libraryMarkers)) {
      if (code.includes(marker)) problems.push(`${path} starts with ${library}`);
    }
  }
  return { figures, problems };
}

/**
 * The theme leaves out the palettes of components the site never renders; a built script that
 * reads one would style with a variable no page defines.
 */
function paletteProblems(): string[] {
  const assets = join(distDir, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return scripts.flatMap((file) => {
    const code = readFileSync(join(assets, file), 'utf8');
    return unusedComponentPalettes
      .filter((name) => new RegExp(`palette\\.${name}[.[]`).test(code))
      .map(
        (name) =>
          `assets/${file} reads the ${name} palette, which the theme leaves out ` +
          '(src/theme/unused-palettes.ts)',
      );
  });
}

function largest<T>(items: readonly T[], size: (item: T) => number): T {
  const [first] = [...items].sort((a, b) => size(b) - size(a));
  if (first === undefined) throw new Error('The build has no pages.');
  return first;
}

function main(): void {
  const pages = readPages();
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('The build has no home page.');
  const homeHtml = gzipSync(home.html, { level: 9 }).length;
  const homeAssets = pageAssets(home.html).reduce((sum, file) => sum + gzipSize(file), 0);
  const largestJs = largest(pages, (page) => page.js);
  const largestHtml = largest(pages, (page) => page.servedHtml);
  const largestShare = largest(pages, (page) => page.shareImage);
  const sections = sectionFigures(pages);

  const figures: Figure[] = [
    { measure: 'home page initial JS', bytes: home.js, budget: budgets.homeInitialJs },
    {
      measure: 'home page total transfer',
      bytes: homeHtml + home.js + homeAssets,
      budget: budgets.homeTotalTransfer,
      note: `HTML ${formatKb(homeHtml)}, JS ${formatKb(home.js)}, fonts/images/sprites ${formatKb(homeAssets)}`,
    },
    {
      measure: 'largest initial JS of any page',
      bytes: largestJs.js,
      budget: budgets.anyInitialJs,
      note: largestJs.path,
      perPage: true,
    },
    {
      measure: 'largest HTML as served (Brotli)',
      bytes: largestHtml.servedHtml,
      budget: budgets.firstRoundTripHtml,
      note: largestHtml.path,
      perPage: true,
    },
    {
      measure: 'largest share image',
      bytes: largestShare.shareImage,
      budget: budgets.shareImage,
      note: largestShare.path,
      perPage: true,
    },
    ...sections.figures,
  ];
  const problems = [
    ...figures
      .filter((figure) => !figure.perPage && figure.bytes > figure.budget)
      .map((f) => `${f.measure}: ${formatKb(f.bytes)} > ${formatKb(f.budget)}`),
    ...pages
      .filter((page) => page.js > budgets.anyInitialJs)
      .map(
        (page) =>
          `${page.path}: initial JS ${formatKb(page.js)} > ${formatKb(budgets.anyInitialJs)}`,
      ),
    ...pages
      .filter((page) => page.servedHtml > budgets.firstRoundTripHtml)
      .map(
        (page) =>
          `${page.path}: HTML ${formatKb(page.servedHtml)} (Brotli) is more than the first ` +
          'round trip of a new connection delivers (see budgets.firstRoundTripHtml)',
      ),
    ...pages
      .filter((page) => page.shareImage > budgets.shareImage)
      .map(
        (page) =>
          `${page.path}: share image ${formatKb(page.shareImage)} > ${formatKb(budgets.shareImage)}`,
      ),
    ...pages.flatMap(shareImageProblems),
    ...pages.flatMap(fontProblems),
    ...sections.problems,
    ...paletteProblems(),
  ];

  console.log(
    'Byte budgets (gzip -9 of the build, the HTML as served in Brotli; 1 KB = 1000 bytes)\n',
  );
  console.log(
    markdownTable(
      ['measure', { title: 'size', align: 'right' }, { title: 'budget', align: 'right' }, 'note'],
      figures.map((f) => [f.measure, formatKb(f.bytes), formatKb(f.budget), f.note ?? '']),
    ),
  );
  console.log('\nInitial JS per page\n');
  console.log(
    markdownTable(
      ['page', { title: 'initial JS', align: 'right' }],
      pages.map((page) => [page.path, formatKb(page.js)]),
    ),
  );
  if (problems.length > 0) {
    console.error(`\nbudget: ${problems.length} over budget\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\nbudget: all ${pages.length} pages within budget`);
}

if (isMainModule(import.meta.filename)) main();
