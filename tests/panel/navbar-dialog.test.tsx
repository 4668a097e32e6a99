// @vitest-environment jsdom
// The navbar registration modal (src/admin/areas/storefront/navbar/NavbarItemDialog.tsx): the spec's
// messages as the user types ('Obrigatório', 'Pelo menos 3 caracteres', digits only), Salvar
// disabled without name, ordenation and (for a top-level item) segment, the body sent to
// /layout/nav-bar/save, and the server's 'Nome já está em uso' under the name field. A child needs
// no segment.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider, TestAdmin } from './panel-admin';
import { type Answer, authAs, fakeFetch } from '../helpers/panel-fetch';
import { i18nProvider } from '../../src/admin/i18n';
import { NavbarItemDialog } from '../../src/admin/areas/storefront/navbar/NavbarItemDialog';
import type { NavbarNode } from '../../src/shared/calls';
import { reorderLevel, validate, emptyValues } from '../../src/admin/areas/storefront/navbar/navbar-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (rows: object[]) => [200, { data: rows, total: rows.length, last_page: 1 }] as Answer;

const parent = {
  id: 5,
  company_id: 7,
  name: 'Feminino',
  ordenate: 1,
  type: 1,
  active: true,
  relationship: null,
  definition_id: 3,
  data: { name: 'Feminino', ordenate: 1, route: '/feminino', params: { definition_name: 'Moda Feminina' } },
  childrens: [],
} as unknown as NavbarNode;

function renderDialog(save: Answer, target: { parent?: NavbarNode } = {}) {
  const calls = fakeFetch({
    '/definition/index': page([
      { id: 3, name: 'Moda Feminina' },
      { id: 4, name: 'Moda Masculina' },
    ]),
    '/category/index': page([{ id: 21, name: 'Vestidos', definition_id: 3 }]),
    '/sub-category/index': page([]),
    '/layout/nav-bar/save': save,
  });
  const saved = vi.fn();
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={dataProvider} authProvider={authAs(false)} i18nProvider={i18nProvider}>
        <NavbarItemDialog
          nextOrdenate={6}
          {...target}
          onClose={() => undefined}
          onSaved={saved}
          onFailed={() => undefined}
        />
      </TestAdmin>
    </MemoryRouter>,
  );
  return { calls, saved };
}

describe('navbar item modal', () => {
  it('checks as the user types and shows the server duplicate under the name', async () => {
    const { calls } = renderDialog([
      422,
      { message: 'Os dados informados são inválidos.', errors: { name: ['Nome já está em uso'] } },
    ]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Novo item do menu' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ });
    await user.type(name, 'ab');
    expect(within(dialog).getByText('Pelo menos 3 caracteres')).toBeTruthy();
    await user.clear(name);
    expect(within(dialog).getByText('Obrigatório')).toBeTruthy();
    const ordenate = within(dialog).getByRole('textbox', { name: /^Ordenação/ });
    expect((ordenate as HTMLInputElement).value).toBe('6');
    await user.clear(ordenate);
    await user.type(ordenate, '1a');
    expect(within(dialog).getByText('Apenas números')).toBeTruthy();
    await user.clear(ordenate);
    await user.type(ordenate, '7');
    await user.type(name, 'Feminino');
    // A top-level item needs its segment.
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: /^Segmento/ }));
    await user.click(await screen.findByRole('option', { name: 'Moda Feminina' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    expect(await within(dialog).findByText('Nome já está em uso')).toBeTruthy();
    expect(calls.find((c) => c.path === '/layout/nav-bar/save')?.body).toMatchObject({
      name: 'Feminino',
      ordenate: 7,
      relationship: null,
      definition_id: 3,
      data: { name: 'Feminino', ordenate: 7, params: { definition_name: 'Moda Feminina' } },
    });
  });

  it('saves a child without a segment of its own', async () => {
    const { calls, saved } = renderDialog([201, { id: 9 }], { parent });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Novo item filho de Feminino' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Vestidos');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Item do Menu cadastrado com sucesso!'));
    expect(calls.find((c) => c.path === '/layout/nav-bar/save')?.body).toMatchObject({
      name: 'Vestidos',
      relationship: 5,
      data: { route: '/feminino/' },
    });
  });
});

describe('navbar form rules', () => {
  it('gives a level its own positions back in the new order', () => {
    const items = [
      { ...parent, id: 1, ordenate: 2 },
      { ...parent, id: 2, ordenate: 5 },
      { ...parent, id: 3, ordenate: 9 },
    ];
    expect(reorderLevel(items, 2, 0)).toEqual([
      { id: 3, ordenate: 2 },
      { id: 1, ordenate: 5 },
      { id: 2, ordenate: 9 },
    ]);
  });

  it('requires the segment only for a top-level item', () => {
    const values = { ...emptyValues(3), name: 'Ofertas' };
    expect(validate(values, true)).toEqual({ definition_id: 'Obrigatório' });
    expect(validate(values, false)).toEqual({});
    expect(validate({ ...values, ordenate: '0' }, false)).toEqual({
      ordenate: 'A ordenação deve ser maior ou igual a 1',
    });
  });
});
