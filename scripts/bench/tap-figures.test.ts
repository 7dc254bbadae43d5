import { describe, expect, it } from 'vitest';
import { median } from '../lib/median';
import {
  formatCell,
  formatDuration,
  momentLabel,
  percentile,
  summaryLine,
  tapTable,
} from './tap-figures';

describe('tap benchmark figures', () => {
  it('takes the nearest-rank percentile', () => {
    expect(percentile([40, 10, 30, 20], 0.75)).toBe(30);
    expect(percentile([5], 0.75)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8], 0.75)).toBe(6);
    expect(percentile([], 0.75)).toBeNaN();
  });

  it('takes the median of the finite samples', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN])).toBeNaN();
  });

  it('writes durations under a second in ms and longer ones in seconds', () => {
    expect(formatDuration(66.4)).toBe('66 ms');
    expect(formatDuration(960)).toBe('960 ms');
    expect(formatDuration(2_940)).toBe('2.9 s');
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('none');
  });

  it('writes a cell in one unit, as the samples were taken', () => {
    expect(formatCell([66, 128])).toBe('66 / 128 ms');
    expect(formatCell([960, 1_100])).toBe('0.96 / 1.1 s');
    expect(formatCell([2_900, 3_300])).toBe('2.9 / 3.3 s');
    expect(formatCell([120, Number.POSITIVE_INFINITY])).toBe('120 / none ms');
    expect(formatCell([])).toBe('n/a');
  });

  it('names the moments', () => {
    expect([0, 300, 700, 1_500, 3_000].map(momentLabel)).toEqual([
      'at first paint',
      '+300 ms',
      '+700 ms',
      '+1.5 s',
      '+3 s',
    ]);
  });

  it('prints a row per interaction with its p75 and worst, and the build summary', () => {
    const rows = [
      {
        label: 'menu',
        cells: [
          [100, 120],
          [2_000, 80],
        ],
      },
      {
        label: 'faq',
        cells: [
          [50, 60],
          [70, 90],
        ],
      },
    ];
    const table = tapTable(rows, [0, 300]);
    expect(table.split('\n')[0]).toMatch(
      /^\| tap +\| at first paint \| +\+300 ms \| +p75 \| worst \|$/,
    );
    expect(table).toContain('| menu |   100 / 120 ms | 2 / 0.08 s | 120 ms |   2 s |');
    expect(summaryLine(rows)).toBe('p75 over 8 taps: 100 ms; worst: 2 s');
  });
});
