// Product import from a spreadsheet (server: src/server/catalogue/import/, panel:
// src/admin/areas/catalogue/products/import/): the fields a CSV column can fill, their pt-BR names,
// how a header is matched to a field, and the limits both sides enforce. One CSV line is one grid
// item (size × colour) of a product; the lines sharing a reference are one product.

export type ImportField =
  | 'ref'
  | 'name'
  | 'description'
  | 'price'
  | 'gender'
  | 'definition'
  | 'category'
  | 'subcategory'
  | 'brand'
  | 'active'
  | 'relevance'
  | 'weight_packed'
  | 'length_packed'
  | 'width_packed'
  | 'height_packed'
  | 'size'
  | 'color'
  | 'stock'
  | 'code';

export interface ImportFieldInfo {
  key: ImportField;
  label: string;
  /** Other header names a spreadsheet may use for it (matched without case or accents). */
  aliases: string[];
  /** Product fields are read from the first line of a reference that fills them. */
  level: 'product' | 'grid';
}

export const IMPORT_FIELDS: ImportFieldInfo[] = [
  {
    key: 'ref',
    label: 'Referência',
    aliases: ['ref', 'referencia', 'codigo do produto', 'reference'],
    level: 'product',
  },
  { key: 'name', label: 'Nome', aliases: ['nome do produto', 'produto', 'name'], level: 'product' },
  {
    key: 'description',
    label: 'Descrição',
    aliases: ['descricao do produto', 'description'],
    level: 'product',
  },
  { key: 'price', label: 'Preço', aliases: ['preco de venda', 'valor', 'price'], level: 'product' },
  { key: 'gender', label: 'Gênero', aliases: ['genero', 'sexo', 'gender'], level: 'product' },
  { key: 'definition', label: 'Segmento', aliases: ['segmento', 'definicao'], level: 'product' },
  { key: 'category', label: 'Categoria', aliases: ['categoria', 'category'], level: 'product' },
  {
    key: 'subcategory',
    label: 'Subcategoria',
    aliases: ['sub categoria', 'sub-categoria', 'subcategory'],
    level: 'product',
  },
  { key: 'brand', label: 'Marca', aliases: ['marca', 'brand'], level: 'product' },
  { key: 'active', label: 'Ativo', aliases: ['ativo', 'status', 'active'], level: 'product' },
  { key: 'relevance', label: 'Relevância', aliases: ['relevancia'], level: 'product' },
  {
    key: 'weight_packed',
    label: 'Peso Embalado (g)',
    aliases: ['peso', 'peso embalado', 'peso (g)'],
    level: 'product',
  },
  {
    key: 'length_packed',
    label: 'Comprimento Embalado (cm)',
    aliases: ['comprimento', 'comprimento embalado'],
    level: 'product',
  },
  {
    key: 'width_packed',
    label: 'Largura Embalado (cm)',
    aliases: ['largura', 'largura embalado'],
    level: 'product',
  },
  {
    key: 'height_packed',
    label: 'Altura Embalado (cm)',
    aliases: ['altura', 'altura embalado'],
    level: 'product',
  },
  { key: 'size', label: 'Tamanho', aliases: ['tamanho', 'tam', 'size'], level: 'grid' },
  { key: 'color', label: 'Cor', aliases: ['cor', 'color', 'colour'], level: 'grid' },
  {
    key: 'stock',
    label: 'Estoque',
    aliases: ['estoque', 'quantidade', 'qtd', 'saldo', 'stock'],
    level: 'grid',
  },
  { key: 'code', label: 'Código (SKU)', aliases: ['codigo', 'sku', 'codigo sku', 'code'], level: 'grid' },
];

export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key);

/** Lines per import call: the panel sends 200 at a time; the server refuses more than this. */
export const IMPORT_BATCH = 200;
export const MAX_IMPORT_BATCH = 500;
/** The biggest file the panel reads. */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** What a grid line without a colour is stored with (the grid's "no colour"). */
export const NO_COLOR = 'N/A';

/** A header or a name compared without case, accents, or repeated spaces. */
export function plainName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

/** The field a CSV header names (its label, key or an alias), or undefined. */
export function fieldForHeader(header: string): ImportField | undefined {
  const plain = plainName(header);
  if (!plain) return undefined;
  return IMPORT_FIELDS.find(
    (f) =>
      plainName(f.label) === plain ||
      plainName(f.key) === plain ||
      f.aliases.some((a) => plainName(a) === plain),
  )?.key;
}

/** Column → field mapping remembered per store: the CSV header (plain) → field key, or '' to ignore. */
export type ImportMapping = Record<string, ImportField | ''>;

/**
 * The field of each header: the store's remembered choice first, else the header's own name. A
 * field goes to one column only (the first that claims it).
 */
export function guessMapping(
  headers: string[],
  remembered: ImportMapping | null = null,
): Array<ImportField | ''> {
  const taken = new Set<string>();
  return headers.map((header) => {
    const plain = plainName(header);
    const memory = remembered && plain in remembered ? remembered[plain] : undefined;
    const field = memory !== undefined ? memory : (fieldForHeader(header) ?? '');
    if (!field || taken.has(field)) return '';
    taken.add(field);
    return field;
  });
}

/** Yes / no cells of a spreadsheet: 'Sim', 'não', '1', 'false', 'Ativo', … (undefined: not one). */
export function parseYesNo(text: string): boolean | undefined {
  const plain = plainName(text);
  if (['sim', 's', '1', 'true', 'verdadeiro', 'ativo', 'yes', 'x'].includes(plain)) return true;
  if (['nao', 'n', '0', 'false', 'falso', 'inativo', 'no'].includes(plain)) return false;
  return undefined;
}

/** The gender code of a cell: 'Feminino' / 'f' → 'f', … (the text itself when unknown: refused later). */
export function parseGender(text: string): string {
  const plain = plainName(text);
  if (plain === 'feminino' || plain === 'f') return 'f';
  if (plain === 'masculino' || plain === 'm') return 'm';
  if (plain === 'unissex' || plain === 'u') return 'u';
  return text;
}
