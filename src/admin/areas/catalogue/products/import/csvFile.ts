// Reading the spreadsheet of 'Importar Produtos': the bytes decoded as UTF-8, or as Windows-1252
// when they are not UTF-8 (Excel's "CSV" in Brazil), the separator told from the header line
// (semicolon or comma), papaparse for the quoting; and the files the screen offers: the template
// and the error report. Pure functions (tests/panel/product-import-csv.test.ts).
import Papa from 'papaparse';
import { toCsv } from '../../../../generic/csv';
import type { ImportRow } from '../../../../../shared/calls';
import {
  IMPORT_BATCH,
  type ImportField,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '../../../../../shared/product-import';

export type Separator = ';' | ',';
export type Encoding = 'utf-8' | 'windows-1252';

export interface CsvTable {
  headers: string[];
  /** The lines under the header, each with as many cells as headers. */
  rows: string[][];
  separator: Separator;
  encoding: Encoding;
}

export const TOO_BIG = 'O arquivo tem mais de 5 MB. Divida a planilha em arquivos menores.';
export const TOO_MANY_ROWS = `O arquivo tem mais de ${MAX_IMPORT_ROWS.toLocaleString('pt-BR')} linhas. Divida a planilha em arquivos menores.`;
export const NO_ROWS = 'O arquivo não tem linhas de produtos abaixo do cabeçalho.';
export const NOT_CSV = 'Escolha um arquivo .csv';

/** The text of the file: UTF-8 unless that yields replacement characters, then Windows-1252. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  if (!utf8.includes('\uFFFD')) return { text: utf8.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  const text = new TextDecoder('windows-1252').decode(bytes);
  return {
    text: text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]),
    encoding: 'windows-1252',
  };
}

// Windows-1252's 0x80–0x9F (€, smart quotes, dashes…): some TextDecoders (Node 20's) read them as
// Latin-1 control characters, so they are put right here; browsers already decode them so.
const CP1252_HIGH = [
  '€',
  '\u0081',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '\u008d',
  'Ž',
  '\u008f',
  '\u0090',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '\u009d',
  'ž',
  'Ÿ',
];

/** The separator of the header line: the one of ';' and ',' found more often outside quotes. */
export function detectSeparator(text: string): Separator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** The table of a CSV text, or a pt-BR message of why it cannot be imported. */
export function parseCsvText(text: string, encoding: Encoding = 'utf-8'): CsvTable | string {
  const separator = detectSeparator(text);
  const parsed = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: 'greedy' });
  const [header, ...lines] = parsed.data;
  const headers = (header ?? []).map((h) => h.trim());
  if (!headers.some(Boolean) || lines.length === 0) return NO_ROWS;
  if (lines.length > MAX_IMPORT_ROWS) return TOO_MANY_ROWS;
  const rows = lines.map((line) => headers.map((_, i) => line[i] ?? ''));
  return { headers, rows, separator, encoding };
}

/** A picked file as a table, or the pt-BR message of what is wrong with it. */
export async function readCsvFile(file: File): Promise<CsvTable | string> {
  if (!/\.csv$/i.test(file.name)) return NOT_CSV;
  if (file.size > MAX_IMPORT_BYTES) return TOO_BIG;
  const { text, encoding } = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  return parseCsvText(text, encoding);
}

/** The number a line has in the file as a spreadsheet shows it (the header is line 1). */
export const lineOf = (index: number) => index + 2;

/** The lines as the import call takes them: each mapped column's cell under its field. */
export function importRows(table: CsvTable, mapping: Array<ImportField | ''>): ImportRow[] {
  return table.rows.map((cells, index) => {
    const row: ImportRow = { line: lineOf(index) };
    mapping.forEach((field, column) => {
      if (field) row[field] = cells[column] ?? '';
    });
    return row;
  });
}

/**
 * Batches of about `size` lines, never splitting a reference: a product's lines go in one call,
 * so it lands whole.
 */
export function batchesOf(rows: ImportRow[], size = IMPORT_BATCH): ImportRow[][] {
  const groups = new Map<string, ImportRow[]>();
  rows.forEach((row, i) => {
    const key = (row.ref ?? '').trim() || `\u0000${i}`;
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  });
  const batches: ImportRow[][] = [];
  let current: ImportRow[] = [];
  for (const group of groups.values()) {
    if (current.length && current.length + group.length > size) {
      batches.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length) batches.push(current);
  return batches;
}

export const TEMPLATE_FILE = 'modelo-importacao-produtos.csv';
const TEMPLATE_HEADERS = [
  'Referência',
  'Nome',
  'Descrição',
  'Preço',
  'Gênero',
  'Segmento',
  'Categoria',
  'Subcategoria',
  'Marca',
  'Ativo',
  'Tamanho',
  'Cor',
  'Estoque',
  'Código (SKU)',
];
const TEMPLATE_ROWS = [
  [
    'VEST-001',
    'Vestido Floral',
    'Vestido de viscose estampado',
    '129,90',
    'Feminino',
    'Moda Feminina',
    'Vestidos',
    'Vestido Midi',
    '',
    'Sim',
    'P',
    'Azul',
    '5',
    'VEST-001-P',
  ],
  ['VEST-001', 'Vestido Floral', '', '', '', '', '', '', '', '', 'M', 'Azul', '3', 'VEST-001-M'],
];

/** The template: the header and one product with a grid of two sizes × one colour. */
export function templateCsv(): string {
  return toCsv(TEMPLATE_HEADERS, TEMPLATE_ROWS);
}

/** The file's lines that had errors, as they came, with a last column 'Erros'. */
export function errorReportCsv(table: CsvTable, errors: Map<number, string[]>): string {
  const rows = table.rows
    .map((cells, index) => ({ cells, line: lineOf(index) }))
    .filter((r) => errors.get(r.line)?.length)
    .map((r) => [...r.cells, errors.get(r.line)!.join(' | ')]);
  return toCsv([...table.headers, 'Erros'], rows);
}
