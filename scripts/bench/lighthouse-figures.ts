/**
 * What the Lighthouse benchmark reads from each run, how runs become one row (the median of each
 * figure), the targets a page is held to, and the size of the start chunk every page loads.
 */
import type { Result } from 'lighthouse';
import { existsSync } from 'node:fs';
import { median } from '../lib/median';
import { clientManifestFile } from '../lib/paths';
import { gzipSize } from '../lib/sizes';
import { formatKb, formatNumber, markdownTable, type ColumnSpec } from '../lib/table';
import { chunkClosure, readViteManifest } from '../lib/vite-manifest';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface Figures {
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time in ms; Cumulative Layout Shift. */
  lcp: number;
  tbt: number;
  cls: number;
}

/** Every run of one page and of its floor, kept whole for the profile. */
export interface PageResult {
  route: string;
  page: Result[];
  floor: Result[];
}

/** The targets every benchmarked page is held to (issue: hydration at the floor's cost). */
export const targets = {
  performance: 98,
  /** Accessibility, best practices and SEO. */
  otherScores: 100,
  /** TBT may exceed the floor's by this much. */
  tbtOverFloorMs: 50,
  /** LCP may exceed the floor's by this share. */
  lcpOverFloor: 0.05,
} as const;

export const targetsText =
  `perf >= ${targets.performance}; TBT at most ${targets.tbtOverFloorMs} ms above the floor's; ` +
  `LCP within ${targets.lcpOverFloor * 100}% of the floor's; CLS 0; ` +
  `a11y, best practices and SEO ${targets.otherScores}`;

export function figuresOf(lhr: Result): Figures {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score.`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}.`);
    return value;
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** Each figure's own median over the runs (a score and a metric may come from different runs). */
export function medianFigures(runs: readonly Result[]): Figures | undefined {
  if (runs.length === 0) return undefined;
  const all = runs.map(figuresOf);
  const of = (pick: (figures: Figures) => number) => median(all.map(pick));
  return {
    scores: {
      performance: Math.round(of((f) => f.scores.performance)),
      accessibility: Math.round(of((f) => f.scores.accessibility)),
      'best-practices': Math.round(of((f) => f.scores['best-practices'])),
      seo: Math.round(of((f) => f.scores.seo)),
    },
    lcp: of((f) => f.lcp),
    tbt: of((f) => f.tbt),
    cls: of((f) => f.cls),
  };
}

/** CLS as Lighthouse shows it; "CLS 0" means it shows 0.000. */
export function formatCls(cls: number): string {
  return cls.toFixed(3);
}

export function missedTargets(page: Figures | undefined, floor: Figures | undefined): string[] {
  if (!page) return ['no successful run of the page'];
  const missed: string[] = [];
  if (page.scores.performance < targets.performance) {
    missed.push(`perf ${page.scores.performance} < ${targets.performance}`);
  }
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    if (page.scores[category] < targets.otherScores) {
      missed.push(`${category} ${page.scores[category]} < ${targets.otherScores}`);
    }
  }
  if (Number(formatCls(page.cls)) !== 0) missed.push(`CLS ${formatCls(page.cls)} > 0`);
  if (!floor) return [...missed, 'no successful run of the floor'];
  const tbtOver = page.tbt - floor.tbt;
  if (tbtOver > targets.tbtOverFloorMs) {
    missed.push(
      `TBT ${formatNumber(page.tbt)} ms is ${formatNumber(tbtOver)} ms above the floor's ` +
        `${formatNumber(floor.tbt)} ms (at most ${targets.tbtOverFloorMs})`,
    );
  }
  // Judged on the percentage as printed (one decimal), so the verdict and the figure agree.
  const lcpOverPercent = Math.round((page.lcp / floor.lcp - 1) * 1000) / 10;
  if (lcpOverPercent > targets.lcpOverFloor * 100) {
    missed.push(
      `LCP ${formatNumber(page.lcp)} ms is ${formatNumber(lcpOverPercent, 1)}% above the ` +
        `floor's ${formatNumber(floor.lcp)} ms (at most ${targets.lcpOverFloor * 100}%)`,
    );
  }
  return missed;
}

const resultColumns: ColumnSpec[] = [
  'page',
  ...['perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'].map((title) => ({
    title,
    align: 'right' as const,
  })),
  ...['floor perf', 'floor TBT ms', 'floor LCP ms'].map((title) => ({
    title,
    align: 'right' as const,
  })),
];

/** The README's Lighthouse table: one row per page, its floor's figures at the end. */
export function resultsTable(results: readonly PageResult[]): string {
  const rows = results.map(({ route, page, floor }) => {
    const p = medianFigures(page);
    const f = medianFigures(floor);
    return [
      `\`${route}\``,
      formatNumber(p?.scores.performance),
      formatNumber(p?.scores.accessibility),
      formatNumber(p?.scores['best-practices']),
      formatNumber(p?.scores.seo),
      formatNumber(p?.lcp),
      formatNumber(p?.tbt),
      p ? formatCls(p.cls) : 'n/a',
      formatNumber(f?.scores.performance),
      formatNumber(f?.tbt),
      formatNumber(f?.lcp),
    ];
  });
  return markdownTable(resultColumns, rows);
}

const startModule = 'src/app/start.tsx';

/**
 * The start chunk (the app starter every page loads first: React, the router, MUI's runtime and
 * the shell) in gzip bytes, alone and with the chunks it imports statically.
 */
export function startChunkLine(): string {
  if (!existsSync(clientManifestFile)) {
    return 'Start chunk: no Vite manifest found (run `npm run build`).';
  }
  const [start, ...imports] = chunkClosure(readViteManifest(), [startModule]);
  if (start === undefined) return `Start chunk: ${startModule} is not in the build.`;
  const total = [start, ...imports].reduce((sum, file) => sum + gzipSize(file), 0);
  return (
    `Start chunk (gzip -9): \`${start}\` ${formatKb(gzipSize(start))}; ` +
    `with the ${imports.length} chunks it imports statically ${formatKb(total)}.`
  );
}
