import { articleMeta, formatDate, readingMinutes } from './format';

describe('formatDate', () => {
  it('writes a calendar date as US English prose', () => {
    expect(formatDate('2023-03-14')).toBe('March 14, 2023');
    expect(formatDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatDate('1998-12-31')).toBe('December 31, 1998');
  });

  it('matches the browser date format for every day of a year, in UTC', () => {
    const reference = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(reference.format(date));
    }
  });

  it('refuses a value that is not a date, rather than printing "undefined"', () => {
    expect(() => formatDate('2023-13-01')).toThrow(RangeError);
    expect(() => formatDate('14 March 2023')).toThrow(/YYYY-MM-DD/);
  });
});

describe('articleMeta', () => {
  it('joins the date and the reading time', () => {
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(900)).toBe(4);
    expect(articleMeta({ published: '2023-03-14', stats: { wordCount: 900 } })).toBe(
      'March 14, 2023 · 4 min read',
    );
  });
});
