import { ui } from '@/content/ui';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2023-03-14" -> "March 14, 2023", the same on the server and in every browser time zone. */
export function formatDate(isoDate: string): string {
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
