// The texts and small sums of 'Importar Produtos' (ProductImport.tsx).
import type { ImportResult, ImportRowResult } from '../../../../../shared/calls';
import { countText } from '../../../../../shared/count-text';

export const TITLE = 'Importar Produtos';
export const STEPS = ['Arquivo', 'Colunas', 'Revisão', 'Importar'];
export const IGNORE = 'Ignorar';
export const PICK_STORE_FIRST = 'Escolha a loja para a qual os produtos serão importados.';
export const NEED_REF = 'Escolha a coluna da Referência: é por ela que os produtos são encontrados.';
export const ERROR_REPORT_FILE = 'erros-importacao-produtos.csv';

/** The results of many batches as one. */
export function mergeResults(results: ImportResult[]): ImportResult {
  return {
    rows: results.flatMap((r) => r.rows).sort((a, b) => a.line - b.line),
    created: results.reduce((n, r) => n + r.created, 0),
    updated: results.reduce((n, r) => n + r.updated, 0),
    failed: results.reduce((n, r) => n + r.failed, 0),
  };
}

export const errorsByLine = (rows: ImportRowResult[]) =>
  new Map(rows.filter((r) => r.errors.length).map((r) => [r.line, r.errors]));

/** 'N novos, M atualizações, K com erros' of the review. */
export const reviewCounts = (r: ImportResult) =>
  `${countText(r.created, 'novo', 'novos')}, ${countText(r.updated, 'atualização', 'atualizações')}, ${r.failed.toLocaleString('pt-BR')} com erros`;

/** 'N produtos importados, M atualizados, K com erros' at the end. */
export const doneCounts = (r: ImportResult) =>
  `${countText(r.created, 'produto importado', 'produtos importados')}, ${countText(r.updated, 'atualizado', 'atualizados')}, ${r.failed.toLocaleString('pt-BR')} com erros`;

/** The distinct references of some lines: how many products they are. */
export const productCount = (refs: Array<string | null | undefined>) =>
  new Set(refs.map((r) => (r ?? '').trim()).filter(Boolean)).size;
