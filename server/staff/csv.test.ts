// @vitest-environment node
/**
 * The CSV cell guard: a spreadsheet must never run what a visitor typed as a formula, wherever
 * in a cell it could start one (a program set to semicolons splits a cell at each `;`).
 */
import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it('neutralises a formula at the start of a cell', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('neutralises one after a semicolon, a comma, a tab or a line break', () => {
    expect(csvCell(';=1+1')).toBe(";'=1+1");
    expect(csvCell('x;=HYPERLINK("https://evil.example")')).toBe(
      `"x;'=HYPERLINK(""https://evil.example"")"`,
    );
    expect(csvCell('a, =1')).toBe(`"a, '=1"`);
    expect(csvCell('a\t@b')).toBe("a\t'@b");
    expect(csvCell('line\n+1')).toBe(`"line\n'+1"`);
    expect(csvCell('\t=x')).toBe("'\t'=x");
  });

  it('neutralises the full-width signs some spreadsheets read as formulas', () => {
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('ok;＠x')).toBe("ok;'＠x");
    expect(csvCell('＋1')).toBe("'＋1");
    expect(csvCell('－1')).toBe("'－1");
  });

  it('leaves ordinary text alone', () => {
    expect(csvCell('Jane O’Brien-Smith')).toBe('Jane O’Brien-Smith');
    expect(csvCell('ten years - Java')).toBe('ten years - Java');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });
});
