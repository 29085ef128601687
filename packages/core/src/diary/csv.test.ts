import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes commas, quotes, line breaks and edge spaces, and doubles quotes', () => {
    expect(csvCell('Toast')).toBe('Toast');
    expect(csvCell('Eggs, scrambled')).toBe('"Eggs, scrambled"');
    expect(csvCell('The "best" pie')).toBe('"The ""best"" pie"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('guards against formulas: text starting with = + - @ tab or CR is prefixed with a quote mark', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1 banana')).toBe("'+1 banana");
    expect(csvCell('-2 cookies')).toBe("'-2 cookies");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('writes a header and CRLF lines', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          [null, 'y,z'],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\n,"y,z"\r\n');
  });
});
