import { ui } from '@/content/ui';

let dateFormat: Intl.DateTimeFormat | undefined;

/** "2023-03-14" -> "March 14, 2023", the same on the server and in every browser time zone. */
export function formatDate(isoDate: string): string {
  // Created on first use, not when the module loads: setting up a date format costs tens of
  // milliseconds on a phone, and most pages import this module without showing a date at once.
  dateFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Reading time at 225 words a minute, at least one minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 225));
}

/** "March 14, 2023 · 4 min read", under an article's title on its teaser cards. */
export function articleMeta(article: { published: string; stats: { wordCount: number } }): string {
  return `${formatDate(article.published)} · ${ui.minutesRead(readingMinutes(article.stats.wordCount))}`;
}
