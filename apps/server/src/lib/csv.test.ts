import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, UTF8_BOM } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Anita Sharma')).toBe('Anita Sharma');
    expect(csvCell('')).toBe('');
    expect(csvCell('श्रेष्ठ')).toBe('श्रेष्ठ');
  });

  it.each(['=', '+', '-', '@', '\t'])('prefixes a cell starting with %j with an apostrophe', (start) => {
    expect(csvCell(`${start}1+2`)).toBe(`'${start}1+2`);
  });

  it('prefixes a cell starting with a carriage return, and quotes it for the line break', () => {
    expect(csvCell('\r1+2')).toBe(`"'\r1+2"`);
  });

  it.each(['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'])('prefixes the full-width %s too (spreadsheets fold it into a formula)', (start) => {
    expect(csvCell(`${start}1`)).toBe(`'${start}1`);
  });

  it('looks only at the first character', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('anita@example.com')).toBe('anita@example.com');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('quotes a cell with a comma, quote or line break and doubles its quotes', () => {
    expect(csvCell('Maple, Ltd')).toBe('"Maple, Ltd"');
    expect(csvCell('the "best"')).toBe('"the ""best"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('quotes a cell with a semicolon, and guards each part after a separator as it guards the start', () => {
    // A spreadsheet in a locale that separates with ";" would split 1500;=1+1 and run =1+1.
    expect(csvCell('1500;=1+1')).toBe(`"1500;'=1+1"`);
    expect(csvCell('a,+1;-2\t@3')).toBe(`"a,'+1;'-2\t'@3"`);
    expect(csvCell('=1;=2')).toBe(`"'=1;'=2"`);
    expect(csvCell('Ward 5; Kathmandu')).toBe('"Ward 5; Kathmandu"');
    expect(csvCell('a\t=b')).toBe(`a\t'=b`);
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', '-1'])).toBe(`a,"b,c",'-1\r\n`);
  });

  it('starts a file with the UTF-8 byte-order mark', () => {
    expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
