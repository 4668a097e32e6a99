// pt-BR for every text react-admin 5 can show: ra-language-portuguese (v4-era) plus our additions
// must cover every key of ra-language-english, with the placeholders react-admin fills in.
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { i18nProvider, messages } from '../../src/admin/i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const english = flatten(englishMessages as unknown as Tree);
const ours = flatten(messages as Tree);

/** Keys whose pt-BR text fills another of the placeholders react-admin passes, on purpose. */
const OWN_PLACEHOLDERS: Record<string, string[]> = {
  // The column label as shown: English's lowered first letter reads 'iD', 'nOME' in pt-BR.
  'ra.sort.sort_by': ['field', 'order'],
};

describe('react-admin texts in pt-BR', () => {
  it('has every key of ra-language-english', () => {
    const missing = [...english.keys()].filter((key) => !ours.has(key));
    expect(missing).toEqual([]);
    expect(english.size).toBeGreaterThan(150);
  });

  it('uses the same placeholders as ra-language-english', () => {
    const different = [...english]
      .filter(([key]) => !(key in OWN_PLACEHOLDERS))
      .filter(([key, text]) => placeholders(text).join() !== placeholders(ours.get(key) ?? '').join())
      .map(
        ([key, text]) => `${key}: ${placeholders(text).join()} ≠ ${placeholders(ours.get(key) ?? '').join()}`,
      );
    expect(different).toEqual([]);
  });

  it('translates the keys react-admin 5 added, filling their placeholders', () => {
    expect(i18nProvider.translate('ra.action.select_all')).toBe('Selecionar tudo');
    expect(i18nProvider.translate('ra.navigation.page', { page: 3 })).toBe('Ir para a página 3');
    expect(i18nProvider.translate('ra.page.edit', { name: 'Marca', recordRepresentation: 'Nike' })).toBe(
      'Marca Nike',
    );
    expect(i18nProvider.translate('ra.saved_queries.remove_label_with_name', { name: 'Ativas' })).toBe(
      'Remover consulta "Ativas"',
    );
    expect(i18nProvider.getLocale()).toBe('pt-BR');
  });

  it('fills the deliberate placeholders', () => {
    for (const [key, names] of Object.entries(OWN_PLACEHOLDERS))
      expect(placeholders(ours.get(key) ?? '')).toEqual([...names].sort());
  });

  it('names the sort column as its header reads (Ordenar por ID crescente)', () => {
    // The values react-admin's header cell passes (DatagridHeaderCell, DataTableHeadCell).
    const sortLabel = (field: string, order: 'ASC' | 'DESC') =>
      i18nProvider.translate('ra.sort.sort_by', {
        field,
        field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
        order: i18nProvider.translate(`ra.sort.${order}`),
      });
    expect(sortLabel('ID', 'ASC')).toBe('Ordenar por ID crescente');
    expect(sortLabel('Nome', 'DESC')).toBe('Ordenar por Nome decrescente');
    expect(sortLabel('Cliente', 'ASC')).toBe('Ordenar por Cliente crescente');
  });

  it('keeps the panel’s own texts', () => {
    expect(i18nProvider.translate('app.save_changes')).toBe('Salvar Alterações');
  });
});
