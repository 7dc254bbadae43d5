import { ui } from '@/content/ui';

/** English month names: the site is written in US English only. */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2023-03-14" -> "March 14, 2023", the same on the server and in every browser time zone.
 * Written out by hand rather than with `Intl.DateTimeFormat`: the first date format a page
 * creates loads the browser's locale data, a long task of tens of milliseconds on a phone in the
 * middle of hydration, for a format that never varies.
 */
export function formatDate(isoDate: string): string {
  const match = isoDatePattern.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** Reading time at 225 words a minute, at least one minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 225));
}

/** "March 14, 2023 · 4 min read", under an article's title on its teaser cards. */
export function articleMeta(article: { published: string; stats: { wordCount: number } }): string {
  return `${formatDate(article.published)} · ${ui.minutesRead(readingMinutes(article.stats.wordCount))}`;
}
