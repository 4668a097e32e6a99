// @vitest-environment jsdom
// The Facebook catalogue report (spec section 2 Reports, 3 'Facebook catalogue row', 8 toasts): its
// filters (gender, the Instagram description switch; the store for admins, picked first) with the
// feed's address (the filters as its query, copied with the spec's toast), and 'Gerar relatório'
// opening the rows of /report/facebook-catalog full screen, as the order report does (issue 22), the
// feed's values shown the pt-BR way.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FacebookCatalogPage from '../../src/admin/areas/reports/facebook-catalog/FacebookCatalogPage';
import { feedUrl } from '../../src/admin/areas/reports/facebook-catalog/FacebookFeedUrl';
import {
  ADMIN,
  headersOf,
  inResource,
  memoryApi,
  renderRoutes,
  type Row,
  setViewportWidth,
  STORE_USER,
  type Who,
} from './generic-harness';

const RESOURCE = 'reports/facebook-catalog';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dress: Row = {
  id: 7,
  title: 'Vestido Midi',
  product_type: 'Vestidos > Midi',
  link: 'https://modaviva.com.br/produto/7',
  image_link: 'http://localhost/uploads/1/products/a-1000.jpg',
  description: 'Vestido leve de viscose',
  condition: 'new',
  availability: 'in stock',
  price: '129.90 BRL',
  sale_price: '99.90 BRL',
  sale_price_effective_date: '2025-03-01T00:00-03:00/2025-03-31T23:59-03:00',
  brand: 'Viva',
  gender: 'female',
};

function renderReport(who: Who = STORE_USER) {
  const api = memoryApi({ [RESOURCE]: [dress] });
  renderRoutes(
    `/${RESOURCE}`,
    { [`/${RESOURCE}`]: inResource(RESOURCE, <FacebookCatalogPage />) },
    {
      provider: api.provider,
      who,
    },
  );
  return api;
}

/** 'Gerar relatório': the full-screen report. */
async function generate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Gerar relatório' }));
  return screen.findByRole('dialog', { name: 'Relatório do Catálogo do Facebook' });
}

const feedField = () => screen.getByLabelText('URL do catálogo para o Facebook') as HTMLInputElement;

describe('Relatório do Catálogo do Facebook', () => {
  it("a store user's catalogue: the call, the columns and the values in pt-BR", async () => {
    const api = renderReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Relatório do Catálogo do Facebook' }),
    ).toBeTruthy();
    // Nothing asked before 'Gerar relatório'.
    expect(api.of('getList', RESOURCE)).toHaveLength(0);
    const dialog = await generate();
    expect(within(dialog).getByTestId('report-period').textContent).toBe('Todos os gêneros');
    const row = (await within(dialog).findByText('Vestido Midi')).closest('tr')!;
    expect(api.of('getList', RESOURCE).at(-1)!.params.meta).toEqual({ call: 'facebookCatalogReport' });
    expect(headersOf()).toEqual([
      'Imagem',
      'ID',
      'Título',
      'Categoria',
      'Marca',
      'Gênero',
      'Preço',
      'Preço promocional',
      'Período da promoção',
      'Descrição',
      'Página',
    ]);
    const cells = [...row.querySelectorAll('td')].map((td) =>
      (td.textContent ?? '').replace(/\s+/g, ' ').trim(),
    );
    expect(cells.slice(1)).toEqual([
      '7',
      'Vestido Midi',
      'Vestidos > Midi',
      'Viva',
      'Feminino',
      'R$ 129,90',
      'R$ 99,90',
      '01/03/2025 00:00 a 31/03/2025 23:59',
      'Vestido leve de viscose',
      'Ver na loja',
    ]);
    expect(row.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost/uploads/1/products/a-300.jpg',
    );
    expect(row.querySelector('img')?.getAttribute('alt')).toBe('Vestido Midi');
    // No search box (the call takes none), no store filter for a store user.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByLabelText('Loja')).toBeNull();
  });

  it('shows the feed address with the filters as its query and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = renderReport();
    await screen.findByRole('button', { name: 'Gerar relatório' });
    const origin = window.location.origin;
    expect(feedField().value).toBe(`${origin}/api/facebook-integration/show/1`);
    await userEvent.click(screen.getByLabelText('Somente com descrição do catálogo do Instagram'));
    await waitFor(() =>
      expect(feedField().value).toBe(`${origin}/api/facebook-integration/show/1?face_description=true`),
    );
    fireEvent.mouseDown(screen.getByLabelText('Gênero'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Todos', 'Feminino', 'Masculino', 'Unissex']);
    await userEvent.click(screen.getByRole('option', { name: 'Masculino' }));
    await waitFor(() =>
      expect(feedField().value).toBe(
        `${origin}/api/facebook-integration/show/1?face_description=true&gender=m`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copiar URL' }));
    expect(writeText).toHaveBeenCalledWith(
      `${origin}/api/facebook-integration/show/1?face_description=true&gender=m`,
    );
    expect(await screen.findByText('Copiado para a área de transferência!')).toBeTruthy();
    // The report asks with the same filters, and says so in its bar; closing it goes back to them.
    const dialog = await generate();
    // (The memory API filters like the server: no man's product here.)
    await within(dialog).findByText('Nenhum produto no catálogo');
    expect(api.of('getList', RESOURCE).at(-1)!.params.filter).toEqual({
      gender: 'm',
      only_facebook_description: true,
    });
    expect(within(dialog).getByTestId('report-period').textContent).toBe(
      'Masculino · Somente com descrição do catálogo do Instagram',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar relatório' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Relatório do Catálogo do Facebook' })).toBeNull(),
    );
    expect(screen.getByLabelText('Gênero').textContent).toBe('Masculino');
  });

  it('an admin picks the store first: no call and no feed address before', async () => {
    const api = renderReport(ADMIN);
    expect(await screen.findByText('Selecione uma loja para gerar o relatório.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Gerar relatório' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(api.of('getList', RESOURCE)).toHaveLength(0);
    expect(screen.queryByLabelText('URL do catálogo para o Facebook')).toBeNull();
  });

  it('builds the feed address from the filters', () => {
    expect(feedUrl('https://painel.dev', 3, {})).toBe('https://painel.dev/api/facebook-integration/show/3');
    expect(feedUrl('https://painel.dev', 3, { gender: 'u', only_facebook_description: false })).toBe(
      'https://painel.dev/api/facebook-integration/show/3?gender=u',
    );
  });

  it('on a phone the rows are cards, full screen', async () => {
    setViewportWidth(390);
    renderReport();
    const dialog = await generate();
    expect(await within(dialog).findByTestId('record-card')).toBeTruthy();
    expect(within(dialog).getByTestId('record-card').textContent).toContain('R$ 99,90');
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
