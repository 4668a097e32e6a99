// @vitest-environment jsdom
// The credential cards under a saved 'Dados de Recebimento' form, through the real data provider:
// e.Rede's PV and token registered (/rede-save) and changed (/rede-update) in a dialog, the
// provider's refusal (422) under the fields, an outage (502) in a toast, the provider state
// ('Ativo' / 'Inativo', masked values), 'Excluir' deleting the keys; the admin's calls naming the
// record's store; Pagar.me v5 connected and disconnected. Never a stored value on screen.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './panel-admin';
import ReceiveDataCredentials from '../../src/admin/areas/settings/receive-data/Credentials';
import type { PaymentProviderState } from '../../src/shared/calls';
import { type Answer, fakeFetch, type Row } from '../helpers/panel-fetch';
import { ADMIN, inResource, renderRoutes, STORE_USER, type Who } from './generic-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFUSED = 'A Rede recusou o PV e o token informados. Confira as credenciais.';

const inactive: PaymentProviderState = {
  company_id: 1,
  pvId: null,
  pv: null,
  tokenId: null,
  token: null,
  active: false,
  pagarmeV5Status: null,
  v5TokenId: null,
  v5Token: null,
};
const active: PaymentProviderState = {
  ...inactive,
  pvId: 31,
  pv: { set: true, last4: null },
  tokenId: 32,
  token: { set: true, last4: '4321' },
  active: true,
};

function renderCard(record: Row, answers: Record<string, Answer>, who: Who = STORE_USER) {
  const calls = fakeFetch({
    '/integration-key-value/index': [200, { data: [], total: 0, last_page: 1 }],
    ...answers,
  });
  renderRoutes(
    '/form-receive-data/5',
    {
      '/form-receive-data/:id': inResource(
        'receive-data',
        <RecordContextProvider value={record}>
          <ReceiveDataCredentials />
        </RecordContextProvider>,
      ),
    },
    { provider: dataProvider, who },
  );
  return calls;
}
const bodiesOf = (calls: ReturnType<typeof fakeFetch>, path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.body);
const rede = { id: 5, company_id: 1, intermediary: 'rede' };

describe('e.Rede credentials', () => {
  it('registers PV and token: a refusal under the fields, then Ativo with the token masked', async () => {
    let state = inactive;
    let refuse = true;
    const calls = renderCard(rede, {
      '/integration-key-value/rede-check': () => [200, state],
      '/integration-key-value/rede-save': () => {
        if (refuse) return [422, { message: REFUSED, errors: { pv: [REFUSED], token: [REFUSED] } }];
        state = active;
        return [201, active];
      },
    });
    const card = await screen.findByRole('region', { name: 'Credenciais e.Rede' });
    expect(await within(card).findByText('Inativo')).toBeTruthy();
    expect(within(card).getAllByText('Não cadastrado')).toHaveLength(2);

    await userEvent.click(within(card).getByRole('button', { name: 'Cadastrar Credenciais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credenciais e.Rede' });
    await userEvent.type(within(dialog).getByLabelText(/PV/), '12345678');
    await userEvent.type(within(dialog).getByLabelText(/Token/), 'token-errado-4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText(REFUSED)).toHaveLength(2);
    // A store user's call carries no store: the API takes its own.
    expect(bodiesOf(calls, '/integration-key-value/rede-save')).toEqual([
      { pv: '12345678', token: 'token-errado-4321' },
    ]);

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Token foi cadastrado com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText('Ativo')).toBeTruthy();
    expect(within(card).getByText('••••4321')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Alterar Credenciais' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('token-errado');
  });

  it("changes only what is typed for the admin's store, and tells an outage in a toast", async () => {
    let down = true;
    const calls = renderCard(
      { ...rede, company_id: 8 },
      {
        '/integration-key-value/rede-check': [200, { ...active, company_id: 8 }],
        '/integration-key-value/rede-update': () =>
          down
            ? [502, { message: 'e.Rede indisponível. Tente novamente mais tarde.' }]
            : [201, { ...active, company_id: 8 }],
      },
      ADMIN,
    );
    const card = await screen.findByRole('region', { name: 'Credenciais e.Rede' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Alterar Credenciais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credenciais e.Rede' });
    // Stored: blank keeps it, so nothing is required.
    expect(within(dialog).getByText('Cadastrado: ••••4321. Deixe em branco para manter.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Token/), 'token-novo-9876');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // The spec's 'Algo deu errado tente novamente!!! {detail}'.
    expect(
      await screen.findByText(
        'Algo deu errado tente novamente!!! e.Rede indisponível. Tente novamente mais tarde.',
      ),
    ).toBeTruthy();
    down = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Token alterado com sucesso!')).toBeTruthy();
    expect(bodiesOf(calls, '/integration-key-value/rede-check')[0]).toEqual({ company_id: 8 });
    expect(bodiesOf(calls, '/integration-key-value/rede-update').at(-1)).toEqual({
      pv: '',
      token: 'token-novo-9876',
      company_id: 8,
    });
  });

  it('deletes the stored keys after asking, and the card turns inactive', async () => {
    let state = active;
    const calls = renderCard(rede, {
      '/integration-key-value/rede-check': () => [200, state],
      '/integration-key-value/delete': (body) => {
        if (body.id === 32) state = { ...state, tokenId: null, token: null, active: false };
        if (body.id === 31) state = { ...state, pvId: null, pv: null };
        return [200, { id: body.id }];
      },
    });
    const card = await screen.findByRole('region', { name: 'Credenciais e.Rede' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Excluir' }));
    const question = await screen.findByRole('dialog', { name: 'Excluir credenciais e.rede' });
    await userEvent.click(within(question).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Token foi excluído com sucesso!')).toBeTruthy();
    expect(bodiesOf(calls, '/integration-key-value/delete')).toEqual([{ id: 31 }, { id: 32 }]);
    expect(await within(card).findByText('Inativo')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});

describe('Pagar.me', () => {
  it('shows the v5 connection masked and disconnects it', async () => {
    let state: PaymentProviderState = {
      ...inactive,
      pagarmeV5Status: 'connected',
      v5TokenId: 44,
      v5Token: { set: true, last4: 'wxyz' },
    };
    const calls = renderCard(
      { id: 5, company_id: 1, intermediary: 'pagarmev5' },
      {
        '/integration-key-value/pagarme-check': () => [200, state],
        '/integration-key-value/delete': () => {
          state = { ...state, pagarmeV5Status: 'disconnected', v5TokenId: null, v5Token: null };
          return [200, { id: 44 }];
        },
      },
    );
    const card = await screen.findByRole('region', { name: 'Pagar.me v5' });
    expect(await within(card).findByText('Conectado')).toBeTruthy();
    expect(within(card).getByText('Token de acesso: ••••wxyz')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reconectar ao Pagar.me' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Desconectar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Desconectar do Pagar.me' })).getByRole('button', {
        name: 'Desconectar',
      }),
    );
    expect(await screen.findByText('Token foi excluído com sucesso!')).toBeTruthy();
    expect(bodiesOf(calls, '/integration-key-value/delete')).toEqual([{ id: 44 }]);
    expect(await within(card).findByRole('button', { name: 'Conectar ao Pagar.me' })).toBeTruthy();
  });

  it('registers the API key of the legacy Pagar.me through its own call', async () => {
    let state = { ...inactive, pagarmeV5Status: 'disconnected' as const };
    const calls = renderCard(
      { id: 5, company_id: 1, intermediary: 'pagarme' },
      {
        '/integration-key-value/pagarme-check': () => [200, state],
        '/integration-key-value/pagarme-save': () => {
          state = { ...state, tokenId: 50, token: { set: true, last4: '0123' }, active: true };
          return [201, state];
        },
      },
    );
    const card = await screen.findByRole('region', { name: 'Credenciais Pagar.me' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Cadastrar Credenciais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credenciais Pagar.me' });
    await userEvent.type(within(dialog).getByLabelText(/Chave de API/), 'sk_test_abc0123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(card).findByText('••••0123')).toBeTruthy();
    expect(bodiesOf(calls, '/integration-key-value/pagarme-save')).toEqual([{ value: 'sk_test_abc0123' }]);
  });
});
