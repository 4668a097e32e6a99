// Reading the spreadsheet of 'Importar Produtos': UTF-8 or Excel's Windows-1252, semicolon or comma,
// headers matched to fields without case or accents (and the store's remembered choice first), the
// lines grouped into batches that never split a product, the template and the error report.
import { describe, expect, it } from 'vitest';
import {
  batchesOf,
  decodeCsv,
  detectSeparator,
  errorReportCsv,
  importRows,
  NO_ROWS,
  parseCsvText,
  templateCsv,
  TOO_MANY_ROWS,
  type CsvTable,
} from '../../src/admin/areas/catalogue/products/import/csvFile';
import { fieldForHeader, guessMapping, parseGender, parseYesNo } from '../../src/shared/product-import';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('product import CSV', () => {
  it('decodes UTF-8 (with or without BOM) and falls back to Windows-1252', () => {
    const utf8 = new TextEncoder().encode('\uFEFFReferência;Descrição\nR1;Calça\n');
    expect(decodeCsv(utf8)).toEqual({ text: 'Referência;Descrição\nR1;Calça\n', encoding: 'utf-8' });
    // 0x96 and 0x80 are Windows-1252's dash and euro sign (control characters in Latin-1).
    const excel = Uint8Array.from([
      ...latin1('Referência;Preço\nR1;Não '),
      0x96,
      ...latin1(' 10'),
      0x80,
      ...latin1('\n'),
    ]);
    expect(decodeCsv(excel)).toEqual({ text: 'Referência;Preço\nR1;Não – 10€\n', encoding: 'windows-1252' });
  });

  it('detects the separator from the header line, ignoring quoted text', () => {
    expect(detectSeparator('ref;nome;preco\n1,2,3')).toBe(';');
    expect(detectSeparator('ref,nome,preco\n1;2;3')).toBe(',');
    expect(detectSeparator('"a;b;c",nome,preco')).toBe(',');
    const table = parseCsvText('Ref,Nome,Preço\nR1,"Vestido, longo","89,90"\n\nR2,Saia\n') as CsvTable;
    expect(table.separator).toBe(',');
    expect(table.headers).toEqual(['Ref', 'Nome', 'Preço']);
    expect(table.rows).toEqual([
      ['R1', 'Vestido, longo', '89,90'],
      ['R2', 'Saia', ''],
    ]);
    const semi = parseCsvText('Ref;Nome;Preço\r\nR1;"Blusa ""P""";89,90\r\n') as CsvTable;
    expect(semi.separator).toBe(';');
    expect(semi.rows).toEqual([['R1', 'Blusa "P"', '89,90']]);
  });

  it('refuses a file with no lines or too many, in pt-BR', () => {
    expect(parseCsvText('Ref;Nome\n')).toBe(NO_ROWS);
    expect(parseCsvText('')).toBe(NO_ROWS);
    expect(parseCsvText(`Ref\n${'R\n'.repeat(10_001)}`)).toBe(TOO_MANY_ROWS);
    expect(TOO_MANY_ROWS).toBe('O arquivo tem mais de 10.000 linhas. Divida a planilha em arquivos menores.');
  });

  it('matches headers to fields without case or accents, the remembered mapping first', () => {
    expect(fieldForHeader('REFERENCIA')).toBe('ref');
    expect(fieldForHeader(' Preço ')).toBe('price');
    expect(fieldForHeader('descricao')).toBe('description');
    expect(fieldForHeader('Código (SKU)')).toBe('code');
    expect(fieldForHeader('Qtd')).toBe('stock');
    expect(fieldForHeader('Observação')).toBeUndefined();
    const headers = ['Cód. Produto', 'Nome', 'nome', 'Observação', 'Preço'];
    expect(guessMapping(headers)).toEqual(['', 'name', '', '', 'price']);
    expect(guessMapping(headers, { 'cod. produto': 'ref', preco: '' })).toEqual(['ref', 'name', '', '', '']);
    expect(parseYesNo('Não')).toBe(false);
    expect(parseYesNo('SIM')).toBe(true);
    expect(parseYesNo('talvez')).toBeUndefined();
    expect(parseGender('feminino')).toBe('f');
  });

  it('builds the lines of the call and batches them without splitting a reference', () => {
    const table = parseCsvText('Ref;Tamanho;Obs\nA;P;x\nA;M;y\nB;U;z\n;G;w\n') as CsvTable;
    const rows = importRows(table, ['ref', 'size', '']);
    expect(rows).toEqual([
      { line: 2, ref: 'A', size: 'P' },
      { line: 3, ref: 'A', size: 'M' },
      { line: 4, ref: 'B', size: 'U' },
      { line: 5, ref: '', size: 'G' },
    ]);
    expect(batchesOf(rows, 2).map((b) => b.map((r) => r.line))).toEqual([
      [2, 3],
      [4, 5],
    ]);
    expect(batchesOf(rows, 3).map((b) => b.map((r) => r.line))).toEqual([[2, 3, 4], [5]]);
  });

  it('offers a template and an error report with the original lines', () => {
    const template = parseCsvText(templateCsv()) as CsvTable;
    expect(template.headers[0]).toBe('Referência');
    expect(template.rows).toHaveLength(2);
    expect(template.rows.map((r) => r[0])).toEqual(['VEST-001', 'VEST-001']);
    expect(template.rows.map((r) => r[template.headers.indexOf('Tamanho')])).toEqual(['P', 'M']);
    const table = parseCsvText('Ref;Nome\nA;Vestido\nB;Saia; longa\n') as CsvTable;
    const report = errorReportCsv(
      table,
      new Map([[3, ['Por favor insira Preço', 'Marca "X" não encontrada']]]),
    );
    expect(report).toBe('Ref;Nome;Erros\r\nB;Saia;"Por favor insira Preço | Marca ""X"" não encontrada"\r\n');
  });
});
