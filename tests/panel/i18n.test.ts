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

describe('react-admin texts in pt-BR', () => {
  it('has every key of ra-language-english', () => {
    const missing = [...english.keys()].filter((key) => !ours.has(key));
    expect(missing).toEqual([]);
    expect(english.size).toBeGreaterThan(150);
  });

  it('uses the same placeholders as ra-language-english', () => {
    const different = [...english]
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

  it('keeps the panel’s own texts', () => {
    expect(i18nProvider.translate('app.save_changes')).toBe('Salvar Alterações');
  });
});
