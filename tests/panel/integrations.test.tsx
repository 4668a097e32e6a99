// @vitest-environment jsdom
// 'Integrações cadastradas' under an integration page's token form: the store's keys for that page's
// services (the generic sub-list without a parent for an admin who picked no store, with a Cliente
// column), the token masked as the API gives it, the date it changed, a link to the key's own page,
// pages of 10, 'Nenhum item encontrado', and a reload after the form saves.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
import FormIntegration from '../../src/admin/areas/settings/integrations/FormIntegration';
import { FacebookIntegration, StockIntegrations } from '../../src/admin/areas/settings/integrations/pages';
import {
  ADMIN,
  headersOf,
  memoryApi,
  renderRoutes,
  type Row,
  setViewportWidth,
  STORE_USER,
  type Who,
} from './generic-harness';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESOURCE = 'integration-key-value';
const key = (id: number, company_id: number, key_name: string, last4: string, company_name: string): Row => ({
  id,
  company_id,
  company_name,
  key_name,
  value: { set: true, last4 },
  updated_at: '2025-03-14T15:00:00Z',
});
const KEYS: Row[] = [
  key(11, 1, 'bling_token', '1234', 'Moda Viva'),
  key(12, 1, 'facebook_pixel_token', '5678', 'Moda Viva'),
  key(13, 2, 'tiny_token', '9999', 'Casa Verde'),
];

/** The keys, filtered as the API does: key_name in a list, the store when one is given. */
function keysApi(keys: Row[]) {
  const api = memoryApi(
    { [RESOURCE]: keys, company: [] },
    {
      getList: (resource, params) => {
        const filter = (params.filter ?? {}) as Row;
        const names = filter.key_name as string[] | undefined;
        const rows = (resource === RESOURCE ? keys : []).filter(
          (r) =>
            (!names || names.includes(String(r.key_name))) &&
            (filter.company_id === undefined || r.company_id === filter.company_id),
        );
        const { page, perPage } = params.pagination as { page: number; perPage: number };
        return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
      },
    },
  );
  const integrationKeyShow = vi.fn(async () => {
    throw new HttpError('Registro não encontrado', 404, {});
  });
  return { ...api, provider: { ...api.provider, integrationKeyShow } as DataProvider };
}

function renderPage(page: 'stock' | 'facebook', api: ReturnType<typeof keysApi>, who: Who = STORE_USER) {
  const path = page === 'stock' ? '/integrations/stock' : '/integrations/marketing/facebook';
  renderRoutes(
    path,
    { [path]: page === 'stock' ? <StockIntegrations /> : <FacebookIntegration /> },
    {
      provider: api.provider,
      who,
    },
  );
}

const section = () => screen.findByRole('region', { name: 'Integrações cadastradas' });

describe('Integrações cadastradas', { timeout: 30_000 }, () => {
  it('lists the store’s keys of the page’s services: label, masked token, date, a link to the key', async () => {
    const api = keysApi(KEYS.filter((k) => k.company_id === 1));
    renderPage('stock', api);
    const list = await section();
    const row = (await within(list).findByText('Bling')).closest('tr') as HTMLElement;
    expect(within(row).getByText('••••1234')).toBeTruthy();
    expect(within(row).getByText('14/03/2025 12:00')).toBeTruthy();
    // A store user's keys are all its own: the link does not name the store.
    const edit = within(row).getByRole('link', { name: 'Editar integração Bling' });
    expect(edit.getAttribute('href')).toBe('/form-integrations/11');
    // Only the stock services, and no Cliente column for a store user.
    expect(within(list).queryByText('Pixel do Facebook')).toBeNull();
    expect(headersOf(list)).toEqual(['Serviço', 'Token', 'Atualizado em', 'Ações']);
    const filter = api.of('getList', RESOURCE).at(-1)!.params.filter as Row;
    expect(filter).toEqual({
      key_name: ['bling_token', 'progrid_token', 'tiny_token', 'global_stock_token'],
      company_id: 1,
    });
    // A row click leads to the key's own page too.
    await userEvent.setup().click(within(row).getByText('••••1234'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-integrations/11'));
  });

  it('an admin without a store picked sees every store’s keys, with Cliente', async () => {
    const api = keysApi(KEYS);
    renderPage('stock', api, ADMIN);
    const list = await section();
    const tiny = (await within(list).findByText('Tiny')).closest('tr') as HTMLElement;
    expect(within(tiny).getByText('Casa Verde')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Editar integração Bling de Moda Viva' })).toBeTruthy();
    expect(headersOf(list)).toEqual(['Serviço', 'Token', 'Atualizado em', 'Cliente', 'Ações']);
    expect(api.of('getList', RESOURCE).at(-1)!.params.filter).not.toHaveProperty('company_id');
  });

  it('says Nenhum item encontrado without keys, and reloads after the form saves one', async () => {
    const api = keysApi([]);
    renderPage('facebook', api);
    const list = await section();
    expect(await within(list).findByText('Nenhum item encontrado')).toBeTruthy();
    const before = api.of('getList', RESOURCE).length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /^Serviço/ }));
    await user.click(screen.getByRole('option', { name: 'Pixel do Facebook' }));
    await user.type(screen.getByLabelText(/^Token/), 'pixel-123456789');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Token foi cadastrado com sucesso!')).toBeTruthy();
    await waitFor(() => expect(api.of('getList', RESOURCE).length).toBeGreaterThan(before));
  });

  it('pages 10 keys at a time, with buttons named in Portuguese', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      key(100 + i, 1 + i, 'bling_token', `${1000 + i}`, `Loja ${i}`),
    );
    const api = keysApi(many);
    renderPage('stock', api, ADMIN);
    const list = await section();
    await within(list).findByText('Loja 0');
    expect(within(list).getAllByText('Bling')).toHaveLength(10);
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await within(list).findByText('Loja 11')).toBeTruthy();
    expect(within(list).getAllByText('Bling')).toHaveLength(2);
  });
});

describe('/form-integrations/{id}', { timeout: 30_000 }, () => {
  it('deletes the key after asking and goes back to its service page', async () => {
    const api = keysApi(KEYS);
    const bling = KEYS[0];
    const integrationKeyShow = vi.fn(async () => bling);
    renderRoutes(
      '/form-integrations/11',
      { '/form-integrations/:id': <FormIntegration /> },
      { provider: { ...api.provider, integrationKeyShow } as DataProvider, who: STORE_USER },
    );
    expect(await screen.findByText('Bling: token cadastrado (••••1234)')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Token foi excluído com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/integrations/stock'));
    expect(api.of('delete', RESOURCE).map((c) => c.params.id)).toEqual([11]);
  });
});
