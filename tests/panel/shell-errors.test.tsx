// @vitest-environment jsdom
// Spec section 8: a failed call reads the same wherever it is shown — the generic alert with the
// server's message as detail; a 403 in the server's words; a network failure said plainly — and
// toasts stay 6 seconds.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListBase, useNotify, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { apiPost, NETWORK_FAILURE } from '../../src/admin/api';
import { i18nProvider } from '../../src/admin/i18n';
import { Notification } from '../../src/admin/layout/Notification';
import { TestAdmin } from './panel-admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

function replyWith(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  );
}

const failureOf = (path: string) =>
  apiPost(path, {}).then(
    () => {
      throw new Error('a chamada deveria falhar');
    },
    (error: { message: string; status: number; body: unknown }) => error,
  );

describe('failure messages', () => {
  it('a server failure is the generic alert with the server’s message as detail', async () => {
    replyWith(500, { message: 'Falha ao gravar no banco.' });
    const error = await failureOf('/brand/save');
    expect(error.message).toBe('Algo deu errado tente novamente!!! Falha ao gravar no banco.');
    expect(error.status).toBe(500);
  });

  it('a failure without a message still says what happened', async () => {
    replyWith(502);
    expect((await failureOf('/brand/index')).message).toBe('Algo deu errado tente novamente!!! Erro 502');
  });

  it('a 403 shows the server’s message alone', async () => {
    replyWith(403, { message: 'Você não tem permissão para realizar esta ação.' });
    expect((await failureOf('/company/update')).message).toBe(
      'Você não tem permissão para realizar esta ação.',
    );
  });

  it('a network failure says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf('/brand/index');
    expect(error.message).toBe(NETWORK_FAILURE);
    expect(error.status).toBe(0);
  });

  it('a 422 keeps the field errors for the form', async () => {
    replyWith(422, { message: 'Dados inválidos.', errors: { name: ['Por favor insira Nome'] } });
    const error = await failureOf('/brand/save');
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ message: 'Dados inválidos.', errors: { name: ['Por favor insira Nome'] } });
  });
});

function Shell({ children, dataProvider }: { children: React.ReactNode; dataProvider?: DataProvider }) {
  return (
    <MemoryRouter>
      <TestAdmin i18nProvider={i18nProvider} dataProvider={dataProvider}>
        {children}
        <Notification />
      </TestAdmin>
    </MemoryRouter>
  );
}

describe('toasts', () => {
  it('a list that fails to load shows the shared message in a toast', async () => {
    // react-admin logs every failed call to the console in development.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    replyWith(500, { message: 'Banco indisponível.' });
    const dataProvider = {
      getList: async () => (await apiPost('/brand/index', {})).json,
    } as unknown as DataProvider;
    render(
      <Shell dataProvider={dataProvider}>
        <ListBase resource="brand">
          <span />
        </ListBase>
      </Shell>,
    );
    expect(await screen.findByText('Algo deu errado tente novamente!!! Banco indisponível.')).toBeTruthy();
  });

  it('stay 6 seconds', async () => {
    vi.useFakeTimers();
    function Notify() {
      const notify = useNotify();
      return (
        <button onClick={() => notify('Marca foi cadastrado com sucesso!', { type: 'success' })}>
          salvar
        </button>
      );
    }
    render(
      <Shell>
        <Notify />
      </Shell>,
    );
    act(() => screen.getByText('salvar').click());
    // Time passes in small steps, letting React render between the toast's timers.
    const wait = async (ms: number) => {
      for (let t = 0; t < ms; t += 100) await act(async () => vi.advanceTimersByTimeAsync(100));
    };
    // react-admin's default would have hidden it after 4 s.
    await wait(5_900);
    expect(screen.queryByText('Marca foi cadastrado com sucesso!')).not.toBeNull();
    // At 6 s it closes (plus its exit animation).
    await wait(1_000);
    expect(screen.queryByText('Marca foi cadastrado com sucesso!')).toBeNull();
  });
});
