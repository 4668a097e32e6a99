// @vitest-environment jsdom
// The delivery settings form: the generic create and edit forms, configured by the screen and found
// by the store (/form-delivery-settings/{company_id}, /delivery-settings/show). No settings yet: the
// create form for that store, whose save says 'Configuração de Entrega foi cadastrada com
// sucesso!' and turns into the edit form in place; saved ones: the edit form of the record found,
// staying there after 'Salvar Alterações', with Open Delivery, the Melhor Envio token and the
// exceptions under it. Also the generic options this rests on, on a plain screen.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
import { SchemaCreate, SchemaEdit } from '../../src/admin/generic/SchemaForm';
import type { Screen } from '../../src/admin/generic/screen';
import { directory } from './panel-admin';
import DeliverySettingsForm from '../../src/admin/areas/settings/delivery/DeliverySettingsForm';
import {
  ADMIN,
  inResource,
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

const routes = {
  '/form-delivery-settings': <DeliverySettingsForm />,
  '/form-delivery-settings/:id': <DeliverySettingsForm />,
};
const where = () => screen.getByTestId('where').textContent;
const notFound = () => new HttpError('Registro não encontrado', 404, {});

/** The data provider of the form: the settings rows, found by store through deliverySettingsShow. */
function deliveryApi(settings: Row[], restrictions: Row[] = []) {
  const rows: Record<string, Row[]> = {
    'delivery-settings': settings,
    // The sub-list asks for the entity's resource by its name.
    delivery_restriction: restrictions,
    company: [{ id: 7, fantasy_name: 'Moda Viva' }],
  };
  const api = memoryApi(rows, {
    // As the API answers: the whole stored record.
    update: (resource, params) => {
      const row = rows[resource].find((r) => r.id === params.id)!;
      Object.assign(row, params.data as Row);
      return { data: { ...row } };
    },
    create: (resource, params) => {
      const row = { id: 99, ...(params.data as Row) };
      rows[resource] = [...(rows[resource] ?? []), row];
      return { data: row };
    },
  });
  const own = (body: Row) => Number(body.company_id ?? STORE_USER.company_id);
  const extra = {
    deliverySettingsShow: vi.fn(async (body: Row) => {
      const found = rows['delivery-settings'].find((r) => r.company_id === own(body));
      if (!found) throw notFound();
      return found;
    }),
    integrationKeyShow: vi.fn(async () => {
      throw notFound();
    }),
    changeOpenDelivery: vi.fn(async (body: Row) => {
      const found = rows['delivery-settings'].find((r) => r.company_id === own(body))!;
      found.open_delivery = body.open_delivery;
      return found;
    }),
  };
  return { ...api, extra, provider: { ...api.provider, ...extra } as DataProvider };
}

function renderAt(path: string, api: ReturnType<typeof deliveryApi>, who: Who = STORE_USER) {
  renderRoutes(path, routes, { provider: api.provider, who });
}

describe('delivery settings form (store user)', { timeout: 30_000 }, () => {
  it('without settings: the create form for its store, then the edit form with the cards under it', async () => {
    const api = deliveryApi([]);
    renderAt('/form-delivery-settings/1', api);
    await screen.findByRole('heading', { level: 1, name: 'Configurações de Entrega' });
    // No intermediary chosen reads 'Nenhum'; open delivery is set with the rest when creating.
    const intermediary = await screen.findByRole('combobox', { name: 'Intermediador de frete' });
    expect(intermediary.textContent).toBe('Nenhum');
    expect(screen.getByRole('switch', { name: 'Open Delivery' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Exceções de Entrega' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código da empresa nos Correios'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Configuração de Entrega foi cadastrada com sucesso!')).toBeTruthy();
    const created = api.of('create', 'delivery-settings')[0].params.data as Row;
    expect(created).toMatchObject({ company_id: 1, cd_empresa_correios: '12345678', open_delivery: false });
    // Found again by the store: the edit form, at the same address, with what goes under it.
    await screen.findByRole('button', { name: 'Salvar Alterações' });
    expect(where()).toBe('/form-delivery-settings/1');
    expect(await screen.findByRole('region', { name: 'Exceções de Entrega' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Open Delivery' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Token Melhor Envio' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Open Delivery' })).toBeNull();
  });

  it('with settings: edits the record found by the store, stays, and switches open delivery', async () => {
    const api = deliveryApi([
      { id: 40, company_id: 1, cd_empresa_correios: '1111', open_delivery: false, intermediary: 1 },
    ]);
    renderAt('/form-delivery-settings/1', api);
    const code = (await screen.findByLabelText('Código da empresa nos Correios')) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('1111'));
    expect(api.of('getOne', 'delivery-settings')[0].params.id).toBe(40);
    expect(screen.getByRole('combobox', { name: 'Intermediador de frete' }).textContent).toBe('Melhor Envio');
    const user = userEvent.setup();
    await user.clear(code);
    await user.type(code, '2222');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Configuração de Entrega foi atualizada com sucesso!')).toBeTruthy();
    const update = api.of('update', 'delivery-settings')[0].params;
    expect(update.id).toBe(40);
    expect(update.data).toMatchObject({ cd_empresa_correios: '2222' });
    expect(update.data).not.toHaveProperty('open_delivery');
    expect(where()).toBe('/form-delivery-settings/1');

    const open = within(await screen.findByRole('region', { name: 'Open Delivery' })).getByRole('switch');
    expect((open as HTMLInputElement).checked).toBe(false);
    await user.click(open);
    expect(await screen.findByText('Open Delivery atualizado com sucesso!')).toBeTruthy();
    expect(api.extra.changeOpenDelivery).toHaveBeenCalledWith({ open_delivery: true });
    await waitFor(() => expect((open as HTMLInputElement).checked).toBe(true));
  });

  it('lists each restriction’s freight, 0,00 as Grátis (set, and free)', async () => {
    const restriction = (id: number, type: string, delivery_price: string) => ({
      id,
      company_id: 1,
      type,
      init_cep_rate: '01000000',
      final_cep_rate: '01999999',
      term: 2,
      delivery_price,
      active: true,
    });
    const api = deliveryApi(
      [{ id: 40, company_id: 1, cd_empresa_correios: '1111', open_delivery: false, intermediary: 1 }],
      [restriction(5, 'Centro grátis', '0.00'), restriction(6, 'Zona Sul', '12.50')],
    );
    renderAt('/form-delivery-settings/1', api);
    const section = await screen.findByRole('region', { name: 'Exceções de Entrega' });
    const rowOf = async (name: string) =>
      (await within(section).findByText(name)).closest('tr') as HTMLElement;
    expect(within(await rowOf('Centro grátis')).getByText('Grátis')).toBeTruthy();
    expect(within(await rowOf('Zona Sul')).getByText('R$ 12,50')).toBeTruthy();
  });

  it('another store’s address leads to its own', async () => {
    const api = deliveryApi([{ id: 40, company_id: 1, open_delivery: false }]);
    renderAt('/form-delivery-settings/5', api);
    await waitFor(() => expect(where()).toBe('/form-delivery-settings/1'));
  });
});

describe('delivery settings form (admin)', { timeout: 30_000 }, () => {
  it('a store without settings: its store shown, not editable, and always sent', async () => {
    const api = deliveryApi([]);
    renderAt('/form-delivery-settings/7', api, ADMIN);
    const store = (await screen.findByRole('combobox', { name: /^Loja/ })) as HTMLInputElement;
    await waitFor(() => expect(store.value).toBe('Moda Viva'));
    // react-admin's read-only autocomplete is a disabled one.
    expect(store.disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configuração de Entrega foi cadastrada com sucesso!')).toBeTruthy();
    expect(api.of('create', 'delivery-settings')[0].params.data).toMatchObject({ company_id: 7 });
    expect(api.extra.deliverySettingsShow).toHaveBeenLastCalledWith({ company_id: 7 });
    await screen.findByRole('button', { name: 'Salvar Alterações' });
    expect(where()).toBe('/form-delivery-settings/7');
  });
});

describe('generic form options (screen entry)', { timeout: 30_000 }, () => {
  const brand = directory.screenOf('brand')!;

  it('SchemaEdit of an id the page gives, with the screen’s toast, staying when afterSave is false', async () => {
    const custom: Screen = {
      ...brand,
      saved: { create: 'Marca criada!', edit: 'Marca salva!' },
      afterSave: false,
    };
    const api = memoryApi({ brand: [{ id: 5, name: 'Aurora' }] });
    renderRoutes(
      '/pagina-da-marca',
      { '/pagina-da-marca': inResource('brand', <SchemaEdit screen={custom} id={5} />) },
      { provider: api.provider, who: STORE_USER },
    );
    const name = (await screen.findByLabelText(/^Nome/)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Aurora'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Marca salva!')).toBeTruthy();
    expect(api.of('update', 'brand')[0].params.id).toBe(5);
    expect(where()).toBe('/pagina-da-marca');
  });

  it('SchemaCreate: afterSave read from the saved record, then what the page does', async () => {
    const custom: Screen = { ...brand, afterSave: (record, mode) => `/marca/${record.id}/${mode}` };
    const api = memoryApi({ brand: [] });
    const onSaved = vi.fn();
    renderRoutes(
      '/form-brand',
      { '/form-brand': inResource('brand', <SchemaCreate screen={custom} onSaved={onSaved} />) },
      { provider: api.provider, who: STORE_USER },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome/), 'Boreal');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(where()).toBe('/marca/99/create'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 99, name: 'Boreal' }));
    expect(await screen.findByText('Marca foi cadastrada com sucesso!')).toBeTruthy();
  });
});
