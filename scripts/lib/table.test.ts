import { describe, expect, it } from 'vitest';
import { formatKb, formatNumber, markdownTable } from './table';

describe('the benchmarks’ table', () => {
  it('pads cells as Prettier does and right-aligns figures', () => {
    const table = markdownTable(
      ['page', { title: 'perf', align: 'right' }, { title: 'LCP ms', align: 'right' }],
      [
        ['`/`', '87', '1,602'],
        ['`/services/serv2sas`', '100', '12'],
      ],
    );
    expect(table).toBe(
      [
        '| page                 | perf | LCP ms |',
        '| -------------------- | ---: | -----: |',
        '| `/`                  |   87 |  1,602 |',
        '| `/services/serv2sas` |  100 |     12 |',
      ].join('\n'),
    );
  });

  it('keeps a narrow column three characters wide and escapes pipes', () => {
    expect(markdownTable(['a', { title: 'b', align: 'right' }], [['x|y', '1']])).toBe(
      ['| a    |   b |', '| ---- | --: |', '| x\\|y |   1 |'].join('\n'),
    );
  });

  it('formats figures with separators, and says n/a for a missing one', () => {
    expect(formatNumber(1234.56)).toBe('1,235');
    expect(formatNumber(0.1234, 3)).toBe('0.123');
    expect(formatNumber(undefined)).toBe('n/a');
    expect(formatNumber(Number.NaN)).toBe('n/a');
    expect(formatKb(79_812)).toBe('79.8 KB');
  });
});
