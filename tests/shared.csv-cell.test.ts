// CSV cells of every export and of the public feed: quoted where the separator needs it, and never
// run by a spreadsheet as a formula (CSV injection), while plain numbers stay numbers.
import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../src/shared/csv-cell.js';

describe('csv cells', () => {
  it('puts an apostrophe before what a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x.example","clique")')).toBe(
      '\'=HYPERLINK("http://x.example","clique")',
    );
    expect(csvText('+55 11 9999')).toBe("'+55 11 9999");
    expect(csvText('-Promoção')).toBe("'-Promoção");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tcmd')).toBe("'\tcmd");
    expect(csvText('\rcmd')).toBe("'\rcmd");
  });

  it('keeps plain numbers, ordinary text and empty values as they are', () => {
    expect(csvText('-12.50')).toBe('-12.50');
    expect(csvText('+3')).toBe('+3');
    expect(csvText(-7)).toBe('-7');
    expect(csvText('Vestido = lindo')).toBe('Vestido = lindo');
    expect(csvText(null)).toBe('');
    expect(csvText(undefined)).toBe('');
  });

  it('quotes by the file separator, doubling quotes', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('diz "oi"', ',')).toBe('"diz ""oi"""');
    expect(csvCell('=1+1;2', ';')).toBe('"\'=1+1;2"');
  });
});
