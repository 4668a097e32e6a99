// @vitest-environment jsdom
// 'Lista de Consumidores' (issue 4 item 6), made of configuration (areas/people.tsx) over the
// generic list: the filters apply on 'Filtrar', which an admin may press only once a store is
// picked ('Selecione uma loja e clique em Filtrar.' until then), 'Data final' starts at today, and
// each row's password reset: empty → 'Por favor, insira uma nova senha.' with nothing sent; success
// 'Senha atualizada com sucesso!' closes it; failure 'Erro ao atualizar a senha.' keeps it open.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DataProvider, HttpError, Notification } from 'react-admin';
import { listBody } from '../../src/admin/dataProvider';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import { i18nProvider } from '../../src/admin/i18n';
import { ResetPasswordDialog } from '../../src/admin/areas/people/consumers/ResetPasswordDialog';
import { formatPhone } from '../../src/shared/br-formats';
import { STORE_TIME_ZONE, today } from '../../src/shared/time';
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
import { TestAdmin } from './panel-admin';

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ResetPasswordDialog
        consumer={open ? { id: 5, email: 'ana@exemplo.com', fantasy_name: 'Ana Lima' } : null}
        onClose={() => setOpen(false)}
      />
      <p data-testid="state">{open ? 'aberto' : 'fechado'}</p>
    </>
  );
}

/** The data provider's named method of /consumer/update-password, answered by `update`. */
function renderDialog(update: (...args: unknown[]) => Promise<unknown>) {
  const provider = { consumerUpdatePassword: update } as unknown as DataProvider;
  return render(
    <TestAdmin dataProvider={provider} i18nProvider={i18nProvider}>
      <Harness />
      <Notification />
    </TestAdmin>,
  );
}

describe('consumer password reset dialog', () => {
  it('asks for a password when empty, then saves and closes with the success toast', async () => {
    const action = vi.fn(async () => ({ message: 'Senha atualizada com sucesso!' }));
    renderDialog(action);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Por favor, insira uma nova senha.')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Nova senha'), 'novaSenha1');
    expect(screen.queryByText('Por favor, insira uma nova senha.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('fechado'));
    expect(action).toHaveBeenCalledWith({
      id: 5,
      email: 'ana@exemplo.com',
      password: 'novaSenha1',
    });
    expect(await screen.findByText('Senha atualizada com sucesso!')).toBeTruthy();
  });

  it('shows the failure toast and the server reason, and stays open', async () => {
    const action = vi.fn(async () => {
      throw new HttpError('Dados inválidos', 422, { errors: { password: 'Por favor insira Senha válido' } });
    });
    renderDialog(action);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar a senha.')).toBeTruthy();
    expect(screen.getByText('Por favor insira Senha válido')).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('aberto');
  });
});

describe('consumer list helpers', () => {
  it('formats phones, drops blank filters and dates today in São Paulo', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    // What the API receives of the filters: blank ones left out.
    expect(
      listBody({ filter: { company_id: null, state: '', gender: 'f', finish_date: '2026-01-02' } }),
    ).toEqual({
      gender: 'f',
      finish_date: '2026-01-02',
    });
    // 02:00 UTC is still the previous day in São Paulo (UTC-3).
    expect(today(STORE_TIME_ZONE, new Date('2026-03-10T02:00:00Z'))).toBe('2026-03-09');
  });
});

describe('Lista de Consumidores (/users-consumer)', () => {
  const consumers: Row[] = [
    {
      id: 5,
      company_id: 1,
      fantasy_name: 'Ana Lima',
      email: 'ana@exemplo.com',
      phone_number: '11987654321',
      state: 'SP',
      gender: 'f',
      created_at: '2026-01-02T15:00:00Z',
    },
    {
      id: 6,
      company_id: 2,
      fantasy_name: 'Bruno Reis',
      email: 'bruno@exemplo.com',
      phone_number: '1133334444',
      state: 'BA',
      gender: 'm',
      created_at: '2026-01-05T15:00:00Z',
    },
  ];
  const stores = [
    { id: 1, fantasy_name: 'Moda Viva' },
    { id: 2, fantasy_name: 'Casa Verde' },
  ];

  const renderList = (who: Who) => {
    const api = memoryApi({ 'users-consumer': consumers, company: stores });
    renderRoutes(
      '/users-consumer',
      { '/users-consumer': inResource('users-consumer', <SchemaList />) },
      {
        provider: api.provider,
        who,
      },
    );
    return api;
  };
  const asked = (api: ReturnType<typeof memoryApi>) => api.of('getList', 'users-consumer');

  it('a store user’s list starts at today’s final date; the filters apply on Filtrar', async () => {
    const api = renderList(STORE_USER);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Consumidores' })).toBeTruthy();
    await screen.findByText('Ana Lima');
    expect(screen.queryByRole('combobox', { name: 'Loja' })).toBeNull();
    expect((screen.getByLabelText('Data final') as HTMLInputElement).value).toBe(today());
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('');
    expect(asked(api)[0].params.filter).toEqual({ finish_date: today() });
    expect(headersOf()).toEqual([
      'ID',
      'Nome',
      'E-mail',
      'Telefone',
      'Estado',
      'Gênero',
      'Cadastrado em',
      'Ações',
    ]);
    const row = screen.getByText('Ana Lima').closest('tr')!;
    expect(within(row).getByText('(11) 98765-4321')).toBeTruthy();
    expect(within(row).getByText('SP')).toBeTruthy();
    expect(within(row).getByText('Feminino')).toBeTruthy();
    expect(within(row).getByText('02/01/2026 12:00')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Gênero' }));
    await user.click(screen.getByRole('option', { name: 'Masculino' }));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Bahia' }));
    await new Promise((r) => setTimeout(r, 100));
    // Nothing is asked before Filtrar.
    expect(asked(api)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(asked(api).at(-1)?.params.filter).toEqual({ finish_date: today(), gender: 'm', state: 'BA' }),
    );
    await waitFor(() => expect(screen.queryByText('Ana Lima')).toBeNull());
    expect(screen.getByText('Bruno Reis')).toBeTruthy();
  });

  it('an admin picks a store before Filtrar; until then nothing is asked', async () => {
    const api = renderList(ADMIN);
    const user = userEvent.setup();
    expect(await screen.findByText('Selecione uma loja e clique em Filtrar.')).toBeTruthy();
    const filter = screen.getByRole('button', { name: 'Filtrar' }) as HTMLButtonElement;
    expect(filter.disabled).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(asked(api)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Casa Verde' }));
    await waitFor(() => expect(filter.disabled).toBe(false));
    // Picking the store alone does not filter yet.
    expect(screen.getByText('Selecione uma loja e clique em Filtrar.')).toBeTruthy();
    expect(asked(api)).toHaveLength(0);
    await user.click(filter);
    await waitFor(() =>
      expect(asked(api).at(-1)?.params.filter).toEqual({ company_id: 2, finish_date: today() }),
    );
    expect(await screen.findByText('Bruno Reis')).toBeTruthy();
    expect(screen.queryByText('Ana Lima')).toBeNull();
    expect(screen.queryByText('Selecione uma loja e clique em Filtrar.')).toBeNull();
  });

  it('resets a consumer’s password from its row', async () => {
    const api = renderList(STORE_USER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redefinir senha: Ana Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    expect(within(dialog).getByText('Ana Lima')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Nova senha'), 'novaSenha1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('consumerUpdatePassword')).toEqual([
      {
        method: 'consumerUpdatePassword',
        resource: 'users-consumer',
        params: { id: 5, email: 'ana@exemplo.com', password: 'novaSenha1' },
      },
    ]);
    expect(await screen.findByText('Senha atualizada com sucesso!')).toBeTruthy();
    // The reset does not open anything else.
    expect(screen.getByTestId('where').textContent).toBe('/users-consumer');
  });
});
