// @vitest-environment jsdom
// The coupon form (issue 23 item 2): configuration of the generic form (areas/marketing) with its
// own pieces in form slots: the discount type Taxa / Valor (switching zeroes the other field; a
// saved coupon opens on the type whose value is above 0), 'Limpar Regras' emptying the attribute
// rules, Categoria following Segmento, 'Nenhum' in the optional rule selects, and the validity
// dates shown and sent on the America/Bahia clock.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './panel-admin';
import { formPayload, SchemaCreate, SchemaEdit } from '../../src/admin/generic/SchemaForm';
import { entities } from '../../src/generated/registry';
import { fakeFetch, type Row } from '../helpers/panel-fetch';
import { inResource, renderRoutes, STORE_USER } from './generic-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (data: unknown[]) => [200, { data, total: data.length, last_page: 1 }] as [number, unknown];
const CATEGORIES = [
  { id: 11, definition_id: 1, name: 'Vestidos' },
  { id: 12, definition_id: 1, name: 'Blusas' },
  { id: 21, definition_id: 2, name: 'Sofás' },
];
const stored: Row = {
  id: 5,
  code: 'MENOS7',
  description: 'Sete reais',
  discount_rate: 0,
  discount_value: '7.00',
  init_date: '2025-12-01T11:00:00Z',
  expire_date: null,
  active: true,
  remove_sale: false,
  company_id: 1,
  definition_id: 1,
  category_id: 11,
  product_group_id: 3,
  product_group_rule: 1,
  rule_type: 'from',
  rule_products_amount: 2,
  rule_apply_to: 'cheap',
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
};

function renderAt(path: string) {
  const calls = fakeFetch({
    '/definition/index': page([
      { id: 1, name: 'Moda' },
      { id: 2, name: 'Casa' },
    ]),
    '/category/index-with-filter': (body) =>
      page(CATEGORIES.filter((c) => !body.definition_id || c.definition_id === body.definition_id)),
    '/category/index': page(CATEGORIES),
    '/product-group/index': page([{ id: 3, name: 'Verão', company_id: 1 }]),
    '/discount-cupons/show': [200, stored],
    '/discount-cupons/save': (body) => [201, { id: 99, ...body }],
    '/discount-cupons/update': (body) => [201, { ...stored, ...body }],
  });
  const create = path === '/form-coupon';
  renderRoutes(
    path,
    {
      '/coupon': <h1>Cupons</h1>,
      [create ? '/form-coupon' : '/form-coupon/:id']: inResource(
        'coupon',
        create ? <SchemaCreate /> : <SchemaEdit />,
      ),
    },
    { provider: dataProvider, who: STORE_USER },
  );
  return calls;
}

const sent = (calls: ReturnType<typeof fakeFetch>, path: string) => calls.filter((c) => c.path === path);
const where = () => screen.getByTestId('where').textContent;

describe('coupon form', { timeout: 60_000 }, () => {
  it('switching the discount type zeroes the other field, and the value keeps 2 decimals', async () => {
    const calls = renderAt('/form-coupon');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Cadastrar Cupom' })).toBeTruthy();
    // The form's own pieces load with the screen.
    const taxa = (await screen.findByRole('radio', { name: 'Taxa' })) as HTMLInputElement;
    expect(taxa.checked).toBe(true);
    // Created active, applying to promotions, unless switched.
    expect((screen.getByRole('switch', { name: 'Ativo' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Não aplicar em promoções' }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.type(screen.getByLabelText('Código *'), 'verao10');
    await user.type(screen.getByLabelText('Taxa (%) *'), '10');
    // To Valor: the rate goes back to 0, the value input takes its place.
    await user.click(screen.getByRole('radio', { name: 'Valor' }));
    expect(screen.queryByLabelText('Taxa (%) *')).toBeNull();
    const value = screen.getByLabelText('Valor (R$) *') as HTMLInputElement;
    expect(value.value).toBe('0,00');
    await user.clear(value);
    await user.type(value, '5,5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(calls, '/discount-cupons/save')).toHaveLength(1));
    expect(sent(calls, '/discount-cupons/save')[0].body).toMatchObject({
      code: 'verao10',
      discount_rate: 0,
      active: true,
      remove_sale: false,
    });
    // The API keeps the value's 2 decimals ('5.50').
    expect(Number(sent(calls, '/discount-cupons/save')[0].body.discount_value)).toBe(5.5);
    await waitFor(() => expect(where()).toBe('/coupon'));
    expect(await screen.findByText('Cupom foi cadastrado com sucesso!')).toBeTruthy();
  });

  it('a saved coupon opens on its type; back to Taxa zeroes the value', async () => {
    const calls = renderAt('/form-coupon/5');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Editar Cupom' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Valor' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByLabelText('Valor (R$) *') as HTMLInputElement).value).toBe('7,00');
    await user.click(screen.getByRole('radio', { name: 'Taxa' }));
    const rate = screen.getByLabelText('Taxa (%) *') as HTMLInputElement;
    await user.clear(rate);
    await user.type(rate, '15');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(sent(calls, '/discount-cupons/update')).toHaveLength(1));
    expect(sent(calls, '/discount-cupons/update')[0].body).toMatchObject({
      id: '5',
      discount_rate: 15,
      discount_value: '0.00',
    });
    await waitFor(() => expect(where()).toBe('/coupon'));
    expect(await screen.findByText('Cupom foi atualizado com sucesso!')).toBeTruthy();
  });

  it('Limpar Regras empties the attribute rule fields, and the rest is kept', async () => {
    const calls = renderAt('/form-coupon/5');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Editar Cupom' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Categoria' }) as HTMLInputElement).value).toBe(
        'Vestidos',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Regra p/ Grupo Produto' }).textContent).toBe(
      'Somente produtos da coleção',
    );
    await user.click(screen.getByRole('button', { name: 'Limpar Regras' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Segmento' }) as HTMLInputElement).value).toBe(''),
    );
    expect(screen.getByRole('combobox', { name: 'Regra p/ Grupo Produto' }).textContent).toBe('Nenhum');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(sent(calls, '/discount-cupons/update')).toHaveLength(1));
    expect(sent(calls, '/discount-cupons/update')[0].body).toMatchObject({
      definition_id: null,
      category_id: null,
      product_group_id: null,
      product_group_rule: null,
      // The Regras section is not an attribute rule.
      rule_type: 'from',
      rule_products_amount: 2,
      rule_apply_to: 'cheap',
    });
  });

  it('Categoria offers the categories of the Segmento chosen', async () => {
    const calls = renderAt('/form-coupon');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Cadastrar Cupom' })).toBeTruthy();
    const category = screen.getByRole('combobox', { name: 'Categoria' }) as HTMLInputElement;
    // Waiting for a segment.
    expect(category.disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Segmento' }));
    await user.click(await screen.findByRole('option', { name: 'Casa' }));
    await waitFor(() => expect(category.disabled).toBe(false));
    await user.click(category);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sofás']),
    );
    expect(sent(calls, '/category/index-with-filter').some((c) => c.body.definition_id === 2)).toBe(true);
  });

  it("the optional rule selects offer 'Nenhum' first, and it sends null", async () => {
    const calls = renderAt('/form-coupon');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Cadastrar Cupom' })).toBeTruthy();
    const expected: Record<string, string[]> = {
      'Regra p/ Grupo Produto': ['Nenhum', 'Remover produtos da coleção', 'Somente produtos da coleção'],
      'Tipo de regra': ['Nenhum', 'A partir de', 'A cada'],
      'Quantidade de produtos': ['Nenhum', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      'Aplicar desconto em': ['Nenhum', 'Todos', 'Mais caro', 'Mais barato'],
    };
    for (const [name, options] of Object.entries(expected)) {
      const select = screen.getByRole('combobox', { name });
      expect(select.textContent).toBe('Nenhum');
      await user.click(select);
      const listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(options);
      await user.click(within(listbox).getByRole('option', { name: options[1] }));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    }
    await user.click(screen.getByRole('combobox', { name: 'Tipo de regra' }));
    await user.click(await screen.findByRole('option', { name: 'Nenhum' }));
    await user.type(screen.getByLabelText('Código *'), 'x');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(calls, '/discount-cupons/save')).toHaveLength(1));
    expect(sent(calls, '/discount-cupons/save')[0].body).toMatchObject({
      product_group_rule: 0,
      rule_type: null,
      rule_products_amount: 0,
      rule_apply_to: 'all',
    });
  });

  it('shows and sends the validity dates on the America/Bahia clock', async () => {
    const calls = renderAt('/form-coupon/5');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Editar Cupom' })).toBeTruthy();
    const start = (await screen.findByLabelText('Data de início')) as HTMLInputElement;
    await waitFor(() => expect(start.value).toBe('2025-12-01T08:00'));
    const end = screen.getByLabelText('Data de expiração') as HTMLInputElement;
    expect(end.value).toBe('');
    // jsdom's datetime-local takes the value as typed in one go.
    await user.type(end, '2025-12-25T23:30');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(sent(calls, '/discount-cupons/update')).toHaveLength(1));
    const body = sent(calls, '/discount-cupons/update')[0].body;
    expect(new Date(String(body.init_date)).toISOString()).toBe('2025-12-01T11:00:00.000Z');
    expect(body.expire_date).toBe('2025-12-25T23:30:00-03:00');
  });

  it('sends a dropdown left out while it waits for its parent as null (generic formPayload)', () => {
    const { definition_id, category_id } = entities.coupon.properties;
    const fields = [definition_id, category_id];
    // A disabled input is not in the form's values.
    expect(formPayload(fields, { definition_id: null }, 'edit')).toEqual({
      definition_id: null,
      category_id: null,
    });
    expect(formPayload(fields, { definition_id: 1 }, 'edit')).toEqual({ definition_id: 1 });
  });
});
