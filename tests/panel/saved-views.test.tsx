// @vitest-environment jsdom
// Saved views on the generic list (SavedViews under the filter bar of every SchemaList): a chip per
// view of the user for the list, the default marked and applied when the list opens without filters
// in its URL, a chip applies its filters, sort, page size and columns, 'Salvar visão' sends the
// list's current state, and 'Colunas' hides a column (never the last one).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DataProvider, HttpError } from 'react-admin';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import type { SavedView, ViewCreate } from '../../src/shared/calls';
import {
  ADMIN,
  inResource,
  memoryApi,
  renderRoutes,
  setViewportWidth,
  STORE_USER,
  type Who,
} from './generic-harness';

beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1366);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const brands = [
  { id: 1, name: 'Aurora' },
  { id: 2, name: 'Brisa' },
  { id: 3, name: 'Cobalto' },
];

const view = (id: number, name: string, state: SavedView['state'], is_default = false): SavedView => ({
  id,
  list: 'brand',
  name,
  state,
  is_default,
  created_at: '2026-11-27T10:00:00.000Z',
});

function renderBrands(
  views: SavedView[],
  { path = '/brand', who = STORE_USER }: { path?: string; who?: Who } = {},
) {
  const api = memoryApi({ brand: brands });
  const savedViews = vi.fn(async ({ list }: { list: string }) => ({
    data: views.filter((v) => v.list === list),
  }));
  const savedViewCreate = vi.fn(async (body: ViewCreate) =>
    view(99, body.name, body.state, !!body.is_default),
  );
  const savedViewUpdate = vi.fn(async (body: { id: number }) => ({
    ...views.find((v) => v.id === body.id)!,
  }));
  const savedViewDelete = vi.fn(async (body: { id: number }) => body);
  const provider = {
    ...api.provider,
    savedViews,
    savedViewCreate,
    savedViewUpdate,
    savedViewDelete,
  } as unknown as DataProvider;
  renderRoutes(path, { '/brand': inResource('brand', <SchemaList />) }, { provider, who });
  return { api, savedViews, savedViewCreate, savedViewUpdate, savedViewDelete };
}

const group = () => screen.getByRole('group', { name: 'Visões salvas' });
const findChip = async (name: string | RegExp) =>
  within(await screen.findByRole('group', { name: 'Visões salvas' })).findByRole('button', { name });
const lastList = (api: ReturnType<typeof memoryApi>) => api.of('getList', 'brand').at(-1)?.params;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

describe('saved views on a generic list', () => {
  it('shows a chip per view, the default with its star, and applies the default on opening', async () => {
    const { api, savedViews } = renderBrands([
      view(1, 'Só Brisa', { filter: { q: 'Bri' }, sort: { field: 'name', order: 'ASC' }, perPage: 50 }, true),
      view(2, 'Por id', { filter: {}, sort: { field: 'id', order: 'DESC' }, perPage: 25 }),
    ]);
    const chip = await findChip(/^(Visão padrão )?Só Brisa$/);
    expect(savedViews).toHaveBeenCalledWith({ list: 'brand' });
    expect(within(chip).getByTitle('Visão padrão')).toBeTruthy();
    // The default applied: the list asked for its filter, sort and page size, and its chip is on.
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({
        filter: { q: 'Bri' },
        sort: { field: 'name', order: 'ASC' },
        pagination: { page: 1, perPage: 50 },
      }),
    );
    await waitFor(() => expect(chip.getAttribute('aria-pressed')).toBe('true'));
    expect(within(group()).getByRole('button', { name: 'Por id' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // The search box shows the view's text.
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('Bri');
  });

  it('a link with filters wins over the default view', async () => {
    const { api } = renderBrands(
      [view(1, 'Só Brisa', { filter: { q: 'Bri' }, sort: { field: 'name', order: 'ASC' } }, true)],
      { path: `/brand?filter=${encodeURIComponent(JSON.stringify({ q: 'Aur' }))}` },
    );
    const chip = await findChip(/^(Visão padrão )?Só Brisa$/);
    await new Promise((r) => setTimeout(r, 200));
    expect(lastList(api)?.filter).toEqual({ q: 'Aur' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
  });

  it('clicking a chip applies its filters, sort, page size and columns', async () => {
    const { api } = renderBrands([
      view(2, 'Nomes de A a Z', {
        filter: { q: 'o' },
        sort: { field: 'name', order: 'DESC' },
        perPage: 100,
        columns: ['name'],
      }),
    ]);
    const user = userEvent.setup();
    await screen.findByText('Aurora');
    expect(headers()).toContain('ID');
    await user.click(await findChip('Nomes de A a Z'));
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({
        filter: { q: 'o' },
        sort: { field: 'name', order: 'DESC' },
        pagination: { page: 1, perPage: 100 },
      }),
    );
    await waitFor(() => expect(headers()).not.toContain('ID'));
    expect(headers()).toContain('Nome');
    expect(within(group()).getByRole('button', { name: 'Nomes de A a Z' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('“Salvar visão” sends the current filters, sort, page size and columns', async () => {
    const { api, savedViewCreate } = renderBrands([]);
    const user = userEvent.setup();
    await screen.findByText('Aurora');
    await screen.findByRole('button', { name: 'Salvar visão' });
    expect(within(group()).queryAllByRole('button')).toHaveLength(0);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ris');
    // The search reaches the list's filters after its debounce: the view saves what the list shows.
    await waitFor(() => expect(lastList(api)?.filter).toEqual({ q: 'ris' }));
    // Hide the ID column.
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'ID' }));
    // The last visible column stays.
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Nome' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Nome' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).not.toContain('ID'));

    await user.click(screen.getByRole('button', { name: 'Salvar visão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Por favor insira o nome da visão')).toBeTruthy();
    expect(savedViewCreate).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da visão' }), '  Brisas  ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Usar como padrão' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(savedViewCreate).toHaveBeenCalledWith({
        list: 'brand',
        name: 'Brisas',
        is_default: true,
        state: { filter: { q: 'ris' }, sort: { field: 'id', order: 'DESC' }, perPage: 25, columns: ['name'] },
      }),
    );
    expect(await screen.findByText('Visão salva')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Salvar visão' })).toBeNull());
  });

  it('shows the server’s name error in the dialog', async () => {
    const { savedViewCreate } = renderBrands([view(1, 'Brisas', { filter: {} })]);
    savedViewCreate.mockRejectedValueOnce(
      new HttpError('Os dados informados são inválidos.', 422, {
        message: 'Os dados informados são inválidos.',
        errors: { name: ['Já existe uma visão com este nome'] },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar visão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da visão' }), 'brisas');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe uma visão com este nome')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Salvar visão' })).toBeTruthy();
  });

  it('deletes a view after the question, and makes one the default from its menu', async () => {
    const { savedViewDelete, savedViewUpdate } = renderBrands([view(5, 'Antiga', { filter: { q: 'x' } })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções da visão Antiga' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tornar padrão' }));
    await waitFor(() => expect(savedViewUpdate).toHaveBeenCalledWith({ id: 5, is_default: true }));
    await user.click(screen.getByRole('button', { name: 'Opções da visão Antiga' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir visão' }));
    const ask = await screen.findByRole('dialog', { name: 'Excluir a visão "Antiga"?' });
    await user.click(within(ask).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(savedViewDelete).toHaveBeenCalledWith({ id: 5 }));
  });

  it('keeps the admin’s store filter in what it saves', async () => {
    const { savedViewCreate } = renderBrands([], {
      who: ADMIN,
      path: `/brand?filter=${encodeURIComponent(JSON.stringify({ company_id: 7 }))}`,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar visão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da visão' }), 'Loja 7');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(savedViewCreate).toHaveBeenCalled());
    expect(savedViewCreate.mock.calls[0][0].state.filter).toEqual({ company_id: 7 });
  });
});
