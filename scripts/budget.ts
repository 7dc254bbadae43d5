/**
 * Byte budgets of the built site (issue: performance close to a static page), checked in
 * `npm test` after the build. Sizes are exact gzip sizes (level 9) of the files a page needs,
 * so the check is deterministic.
 *
 * - initial JS of a page: the entry script plus the chunk list the page starts with;
 * - total transfer of the home page: its HTML, initial JS, the three Roboto files, the icon
 *   sprite and every image on the page (as if the visitor scrolled to the end);
 * - the section chunks (a form with Formik, yup and React Query; the carousel with Swiper): what
 *   each adds to its page when its band hydrates, and that no page starts with any of it;
 * - the HTML of every page as served (its Brotli file): it must arrive in the first round trip;
 * - the text of every page: each character in the Roboto subsets the pages preload.
 *
 * The budgets sit a little above the sizes of the build they were set on (in brackets), so a
 * change that adds code to every page, or pulls a section's libraries into a page's start,
 * fails here and has to be argued for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { shareImage } from '@/config/endpoints';
import { chunkListAttribute, entryAttribute, entryLoaderId } from '@/lib/entry-loader';
import { missingCharacters } from '@/lib/font-ranges';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

export const budgets = {
  /**
   * [171.7 KB] React, React Router, MUI's core, the frame and the home page's bands. Was 168.3 KB
   * before React DOM, React Router and MUI's styling became chunks of their own, evaluated one
   * task after the other (src/main.tsx): about 3 KB of chunk overhead for much shorter tasks.
   */
  homeInitialJs: 174_000,
  /** [194.4 KB, a service page: its accordions] Was 232 KB while every form page started with its form. */
  anyInitialJs: 197_000,
  /** [246.4 KB] HTML, initial JS, fonts, sprites and every image of the home page. */
  homeTotalTransfer: 250_000,
  /** [contact 66.8, application 67.2 KB] Formik, yup, React Query, the text fields and select. */
  formSectionJs: 68_000,
  /** [31.4 KB] Swiper, the carousel and Swiper's stylesheet (inline only in carousel pages). */
  carouselSectionJs: 32_000,
  /** [210.3 KB] The staff pages: client-rendered, MUI X Data Grid; no public page loads them. */
  staffJs: 215_000,
  /** Each page's share image (PNG, not compressed further): link previews fetch it whole. */
  shareImage: 160_000,
  /**
   * [13.4 KB, the home page] Each page's HTML as served, Brotli. A new connection delivers 10
   * TCP segments (14,600 bytes) in its first round trip; with about 960 bytes of response headers
   * (the CSP is most of them), a page this size or smaller arrives whole in it, and the browser
   * can request its fonts and paint it one round trip (150 ms on a slow 4G line) sooner.
   */
  firstRoundTripHtml: 13_640,
} as const;

/**
 * Text that survives minification in each library that must load only with its section (or the
 * staff pages): an error message, a display name or a class name of the library itself. No
 * page's initial JS may contain one; each section's own chunks must (so a marker cannot go
 * stale unnoticed).
 */
export const libraryMarkers = {
  Formik: 'FormikContext',
  yup: 'is a required field',
  'React Query': 'No QueryClient set',
  Swiper: 'swiper-initialized',
  'MUI X Data Grid': 'MuiDataGrid',
} as const;

type Library = keyof typeof libraryMarkers;

/** The sections with code of their own, the page that shows each, its libraries and budget. */
export const sectionChunks: readonly {
  module: string;
  page: string;
  libraries: readonly Library[];
  budget: keyof typeof budgets;
}[] = [
  {
    module: 'src/features/contact/contact-form.tsx',
    page: '/contactus',
    libraries: ['Formik', 'yup', 'React Query'],
    budget: 'formSectionJs',
  },
  {
    module: 'src/features/apply/apply-form.tsx',
    page: '/applynow',
    libraries: ['Formik', 'yup', 'React Query'],
    budget: 'formSectionJs',
  },
  {
    module: 'src/features/insights/timeline-carousel.tsx',
    page: '/insights',
    libraries: ['Swiper'],
    budget: 'carouselSectionJs',
  },
  {
    module: 'src/app/routes/staff.tsx',
    page: '/staff',
    libraries: ['MUI X Data Grid'],
    budget: 'staffJs',
  },
];

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A module's chunk and every chunk it imports statically, as URL paths. */
export function chunkClosure(manifest: Manifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  if (files.size === 0) throw new Error(`The build has no chunk for ${key}.`);
  return [...files];
}

const gzipCache = new Map<string, number>();

/** Gzip size of a file of the build, by its URL path. */
export function gzipSize(urlPath: string): number {
  const cached = gzipCache.get(urlPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(join(distDir, urlPath)), { level: 9 }).length;
  gzipCache.set(urlPath, size);
  return size;
}

/** An attribute of the page's entry loader, or undefined when the page has none. */
function loaderAttribute(html: string, name: string): string | undefined {
  const tag = new RegExp(`<script id="${entryLoaderId}"[^>]*>`).exec(html)?.[0];
  return tag && new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
}

/**
 * The entry module (named by the page's loader, or a module script) and the scripts of the
 * page's chunk list (the JSON file its loader names).
 */
export function initialScripts(html: string): string[] {
  const entry = [
    loaderAttribute(html, entryAttribute),
    ...[...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]),
  ].filter((file): file is string => file !== undefined);
  const listFile = loaderAttribute(html, chunkListAttribute);
  const list = listFile
    ? (JSON.parse(readFileSync(join(distDir, listFile), 'utf8')) as string[])
    : [];
  return [...new Set([...entry, ...list])];
}

/** Everything else a visit to the page downloads: images, the icon sprite, fonts. */
export function pageAssets(html: string): string[] {
  // A sprite's pictures (`logos.svg#name`) are one file.
  const images = [...html.matchAll(/<img[^>]*src="(\/assets\/[^"#]+)/g)].map(
    (match) => match[1] ?? '',
  );
  const sprite = [...html.matchAll(/<use href="(\/assets\/[^"#]+)#/g)].map(
    (match) => match[1] ?? '',
  );
  // The fonts it preloads; the rest of the Latin set is fetched only for a character it shows.
  const fonts = [...html.matchAll(/<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set([...images, ...sprite, ...fonts])];
}

/**
 * The text a page draws with its fonts: text between tags, and the placeholders and values of its
 * fields. React escapes only `& < > " '` as entities; any other character is written as itself.
 */
export function pageText(html: string): string {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const fields = [...body.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((match) => match[1]);
  const text = [body.replace(/<[^>]*>/g, ' '), ...fields].join(' ');
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00A0' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity: string, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return named[name] ?? entity;
  });
}

/** Width and height of a PNG file from its header, or undefined when it is not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The file of the build that a page's og:image names. */
function shareImageFile(html: string): string | undefined {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  return url ? join(distDir, new URL(url).pathname) : undefined;
}

/**
 * Problems with the share image a page's head points at: it must be a file of the build, a PNG of
 * the size the head states, within its byte budget.
 */
function shareImageProblems(path: string, html: string): string[] {
  const file = shareImageFile(html);
  if (!file) return [`${path}: no og:image`];
  if (!existsSync(file)) return [`${path}: share image ${file} was not built`];
  const data = readFileSync(file);
  const size = pngSize(data);
  if (size?.width !== shareImage.width || size.height !== shareImage.height) {
    return [`${path}: share image is not a ${shareImage.width} x ${shareImage.height} PNG`];
  }
  return data.length > budgets.shareImage
    ? [`${path}: share image ${kb(data.length)} > ${kb(budgets.shareImage)}`]
    : [];
}

interface PageRow {
  path: string;
  file: string;
  status: number;
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function main(): void {
  const pages = JSON.parse(readFileSync(join(root, 'dist-ssr', 'pages.json'), 'utf8')) as PageRow[];
  const failures: string[] = [];
  const rows = pages.map((page) => {
    const html = readFileSync(join(distDir, page.file), 'utf8');
    const js = initialScripts(html).reduce((sum, file) => sum + gzipSize(file), 0);
    return { page, html, js };
  });

  for (const { page, js } of rows) {
    if (js > budgets.anyInitialJs)
      failures.push(`${page.path}: initial JS ${kb(js)} > ${kb(budgets.anyInitialJs)}`);
  }
  for (const { page, html } of rows) failures.push(...shareImageProblems(page.path, html));
  for (const { page, html } of rows) {
    const missing = missingCharacters(pageText(html));
    if (missing.length > 0)
      failures.push(
        `${page.path}: the preloaded fonts lack ${missing.map((c) => JSON.stringify(c)).join(' ')}; ` +
          'add them to textCharacters (src/lib/font-ranges.ts) and run `npm run fonts`',
      );
  }
  const served = rows.map(({ page }) => ({
    path: page.path,
    bytes: readFileSync(join(distDir, `${page.file}.br`)).length,
  }));
  for (const { path, bytes } of served) {
    if (bytes > budgets.firstRoundTripHtml)
      failures.push(
        `${path}: HTML ${kb(bytes)} (Brotli) > ${kb(budgets.firstRoundTripHtml)}, more than ` +
          'the first round trip of a new connection delivers (see budgets.firstRoundTripHtml)',
      );
  }
  const largestHtml = [...served].sort((a, b) => b.bytes - a.bytes)[0];
  const home = rows.find((row) => row.page.path === '/');
  if (!home) throw new Error('The build has no home page.');
  const htmlGzip = gzipSync(home.html, { level: 9 }).length;
  const assets = pageAssets(home.html).reduce((sum, file) => sum + gzipSize(file), 0);
  const homeTotal = htmlGzip + home.js + assets;
  if (home.js > budgets.homeInitialJs)
    failures.push(`/: initial JS ${kb(home.js)} > ${kb(budgets.homeInitialJs)}`);
  if (homeTotal > budgets.homeTotalTransfer)
    failures.push(`/: total transfer ${kb(homeTotal)} > ${kb(budgets.homeTotalTransfer)}`);

  const manifest = JSON.parse(
    readFileSync(join(root, 'dist-ssr', 'client-manifest.json'), 'utf8'),
  ) as Manifest;
  const anyPageStart = new Set(rows.flatMap(({ html }) => initialScripts(html)));
  const sectionLines: string[] = [];
  for (const section of sectionChunks) {
    // What the section loads that no page starts with: its own code and libraries.
    const own = chunkClosure(manifest, section.module).filter((file) => !anyPageStart.has(file));
    const bytes = own.reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = budgets[section.budget];
    sectionLines.push(
      `  ${section.module.padEnd(44)} ${kb(bytes).padStart(9)}  budget ${kb(budget)}  (on ${section.page})`,
    );
    if (bytes > budget) failures.push(`${section.module}: section JS ${kb(bytes)} > ${kb(budget)}`);
    const code = own.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
    for (const library of section.libraries) {
      const marker = libraryMarkers[library];
      // A marker the section's own code lacks has gone stale (or the library moved): say so.
      if (!code.includes(marker))
        failures.push(
          `${section.module}: ${library} is not in its own chunks (marker "${marker}")`,
        );
    }
  }
  for (const { page, html } of rows) {
    const code = initialScripts(html)
      .map((file) => readFileSync(join(distDir, file), 'utf8'))
      .join('\n');
    for (const [library, marker] of Object.entries(libraryMarkers)) {
      if (code.includes(marker)) failures.push(`${page.path} starts with ${library}`);
    }
  }

  const largest = [...rows].sort((a, b) => b.js - a.js)[0];
  console.log('Byte budgets (gzip -9 of the build; 1 KB = 1000 bytes)');
  console.log(
    `  home initial JS       ${kb(home.js).padStart(10)}  budget ${kb(budgets.homeInitialJs)}`,
  );
  console.log(
    `  home total transfer   ${kb(homeTotal).padStart(10)}  budget ${kb(budgets.homeTotalTransfer)}  (HTML ${kb(htmlGzip)}, JS ${kb(home.js)}, fonts/images/sprite ${kb(assets)})`,
  );
  console.log(
    `  largest initial JS    ${kb(largest?.js ?? 0).padStart(10)}  budget ${kb(budgets.anyInitialJs)}  (${largest?.page.path ?? ''})`,
  );
  for (const { page, js } of rows)
    console.log(`    ${page.path.padEnd(24)} ${kb(js).padStart(10)}`);
  const largestShare = Math.max(
    ...rows.map(({ html }) => {
      const file = shareImageFile(html);
      return file && existsSync(file) ? readFileSync(file).length : 0;
    }),
  );
  console.log(
    `  largest share image   ${kb(largestShare).padStart(10)}  budget ${kb(budgets.shareImage)}`,
  );
  console.log(
    `  largest HTML (Brotli) ${kb(largestHtml?.bytes ?? 0).padStart(10)}  budget ${kb(budgets.firstRoundTripHtml)}  (${largestHtml?.path ?? ''})`,
  );
  console.log(
    'Section chunks (beyond what pages start with; loaded when their band hydrates, or on /staff)',
  );
  for (const line of sectionLines) console.log(line);
  if (failures.length > 0) {
    console.error(`budget: ${failures.length} over budget\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`budget: all ${rows.length} pages within budget`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
