/**
 * `npm run bench -- --profile`: where a page's main-thread time goes, from Lighthouse's own
 * diagnostics of the page's median run (the run closest to the median first paint and time to
 * interactive, as Lighthouse picks it): the main-thread work by category beside the floor's,
 * the scripts with the most boot-up time, and the long tasks.
 */
import type { Result } from 'lighthouse';
import * as medianRun from 'lighthouse/core/lib/median-run.js';
import { figuresOf, formatCls, type PageResult } from './lighthouse-figures';
import { formatNumber, markdownTable } from '../lib/table';

/**
 * Lighthouse's own choice of a representative run. Its declaration names the result type through
 * a global namespace this project does not load, so it is given the exported type here.
 */
const computeMedianRun = medianRun.computeMedianRun as unknown as (runs: Result[]) => Result;

/** Rows of the profile's script tables; the rest of a long list is summed in one line. */
const topRows = 8;

type Item = Record<string, unknown>;

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null;
}

/** The table rows of an audit's details, or none. */
function itemsOf(lhr: Result, auditId: string): Item[] {
  const details: unknown = lhr.audits[auditId]?.details;
  if (!isItem(details) || !Array.isArray(details.items)) return [];
  return (details.items as unknown[]).filter(isItem);
}

function numberIn(item: Item, key: string): number {
  const value = item[key];
  return typeof value === 'number' ? value : 0;
}

function textIn(item: Item, key: string): string {
  const value = item[key];
  return typeof value === 'string' ? value : '';
}

/** A script's URL without the local origin, which differs between page and floor. */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '') || '(unattributable)';
}

function right(title: string) {
  return { title, align: 'right' as const };
}

/** Milliseconds per category of main-thread work ("Script Evaluation", "Style & Layout", ...). */
function breakdown(lhr: Result | undefined): Map<string, number> {
  const byCategory = new Map<string, number>();
  if (!lhr) return byCategory;
  for (const item of itemsOf(lhr, 'mainthread-work-breakdown')) {
    const label = textIn(item, 'groupLabel') || textIn(item, 'group');
    byCategory.set(label, (byCategory.get(label) ?? 0) + numberIn(item, 'duration'));
  }
  return byCategory;
}

function breakdownTable(page: Result, floor: Result | undefined): string {
  const pageTimes = breakdown(page);
  const floorTimes = breakdown(floor);
  const labels = [...new Set([...pageTimes.keys(), ...floorTimes.keys()])].sort(
    (a, b) => (pageTimes.get(b) ?? 0) - (pageTimes.get(a) ?? 0),
  );
  const sum = (times: Map<string, number>) => [...times.values()].reduce((a, b) => a + b, 0);
  const rows = labels.map((label) => [
    label,
    formatNumber(pageTimes.get(label) ?? 0),
    floor ? formatNumber(floorTimes.get(label) ?? 0) : 'n/a',
  ]);
  rows.push([
    '**total**',
    formatNumber(sum(pageTimes)),
    floor ? formatNumber(sum(floorTimes)) : 'n/a',
  ]);
  return markdownTable(['main-thread work', right('page ms'), right('floor ms')], rows);
}

function bootupTable(page: Result): string {
  const items = itemsOf(page, 'bootup-time').sort(
    (a, b) => numberIn(b, 'total') - numberIn(a, 'total'),
  );
  const rows = items
    .slice(0, topRows)
    .map((item) => [
      shortUrl(textIn(item, 'url')),
      formatNumber(numberIn(item, 'total')),
      formatNumber(numberIn(item, 'scripting')),
      formatNumber(numberIn(item, 'scriptParseCompile')),
    ]);
  if (items.length > topRows) {
    const rest = items.slice(topRows);
    const total = (key: string) =>
      formatNumber(rest.reduce((s, item) => s + numberIn(item, key), 0));
    rows.push([
      `${rest.length} more`,
      total('total'),
      total('scripting'),
      total('scriptParseCompile'),
    ]);
  }
  return markdownTable(
    [
      'script (boot-up time)',
      right('total ms'),
      right('evaluation ms'),
      right('parse + compile ms'),
    ],
    rows,
  );
}

function longTasksTable(page: Result): string {
  const items = itemsOf(page, 'long-tasks');
  if (items.length === 0) return 'No long tasks.';
  const rows = items.map((item) => [
    shortUrl(textIn(item, 'url')),
    formatNumber(numberIn(item, 'startTime')),
    formatNumber(numberIn(item, 'duration')),
  ]);
  return markdownTable(
    ['long task (attributed to)', right('start ms'), right('duration ms')],
    rows,
  );
}

/** The element Lighthouse took for the largest contentful paint, as its label and tag. */
function lcpElement(lhr: Result | undefined): string {
  if (!lhr) return 'n/a';
  // A list of tables: the first holds the element's node, the next the LCP phases.
  const [table] = itemsOf(lhr, 'largest-contentful-paint-element');
  const rows = table && Array.isArray(table.items) ? (table.items as unknown[]) : [];
  const node = rows.filter(isItem).map((row) => row.node)[0];
  if (!isItem(node)) return 'n/a';
  const tag = /^<[a-z0-9-]+/i.exec(textIn(node, 'snippet'))?.[0] ?? '';
  return `${tag}> "${textIn(node, 'nodeLabel').slice(0, 60)}"`;
}

/** The profile of every page, as Markdown sections. */
export function profileReport(results: readonly PageResult[]): string {
  const sections: string[] = [];
  for (const result of results) {
    if (result.page.length === 0) continue;
    const page = computeMedianRun(result.page);
    const floor = result.floor.length > 0 ? computeMedianRun(result.floor) : undefined;
    const figures = figuresOf(page);
    const { throttling, throttlingMethod } = page.configSettings;
    sections.push(
      [
        `#### \`${result.route}\`: median run of ${result.page.length} (perf ${figures.scores.performance}, ` +
          `TBT ${formatNumber(figures.tbt)} ms, LCP ${formatNumber(figures.lcp)} ms, ` +
          `CLS ${formatCls(figures.cls)})`,
        throttlingMethod === 'simulate'
          ? `Times are Lighthouse's, scaled by its ${throttling.cpuSlowdownMultiplier}x CPU slowdown.`
          : `Times as measured (throttling: ${throttlingMethod}).`,
        `LCP element: page ${lcpElement(page)}; floor ${lcpElement(floor)}.`,
        breakdownTable(page, floor),
        bootupTable(page),
        longTasksTable(page),
      ].join('\n\n'),
    );
  }
  return sections.join('\n\n');
}
