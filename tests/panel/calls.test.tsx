// @vitest-environment jsdom
// The hooks of the declared calls (src/admin/calls.ts): useCall is a query keyed by the call and
// its body (asked once however many components show it, again for another body, never for a null
// one), told in a toast when it fails, asked as its screen first renders (before React shows it) and
// not again as it shows; useCallMutation refreshes the react-admin lists it names.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataProvider, HttpError, Notification, useGetList } from 'react-admin';
import { useCall, useCallMutation } from '../../src/admin/generic/calls';
import { i18nProvider } from '../../src/admin/i18n';
import { TestAdmin } from './panel-admin';

afterEach(() => cleanup());

function Birthdays({ period }: { period: 'today' | 'week' | null }) {
  const { data, isPending } = useCall('birthdays', period ? { period } : null);
  return (
    <p data-testid={`birthdays-${period}`}>{isPending ? '…' : data?.data.map((r) => r.name).join(', ')}</p>
  );
}

describe('useCall', () => {
  it('asks once per call and body, not at all for a null body', async () => {
    const birthdays = vi.fn(async (body: { period: string }) => ({
      data: [{ id: 1, name: body.period === 'week' ? 'Ana' : 'Bia' }],
      total: 1,
      last_page: 1,
    }));
    render(
      <TestAdmin dataProvider={{ birthdays } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Birthdays period="week" />
        <Birthdays period="week" />
        <Birthdays period="today" />
        <Birthdays period={null} />
      </TestAdmin>,
    );
    await waitFor(() => expect(screen.getAllByText('Ana')).toHaveLength(2));
    expect(screen.getByTestId('birthdays-today').textContent).toBe('Bia');
    expect(birthdays.mock.calls.map(([body]) => body)).toEqual([{ period: 'week' }, { period: 'today' }]);
  });

  it('asks as its screen first renders, while a slower piece beside it holds the screen back, and not again as the screen shows', async () => {
    const birthdays = vi.fn(async () => ({ data: [{ id: 1, name: 'Ana' }], total: 1, last_page: 1 }));
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const SlowPiece = lazy(() => arrived.then(() => ({ default: () => <p>peça pronta</p> })));
    render(
      <TestAdmin dataProvider={{ birthdays } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Suspense fallback={<p>carregando</p>}>
          <Birthdays period="week" />
          <SlowPiece />
        </Suspense>
      </TestAdmin>,
    );
    // The screen is not shown yet, and its call is already on its way.
    await waitFor(() => expect(birthdays).toHaveBeenCalledTimes(1));
    expect(screen.getByText('carregando')).toBeTruthy();
    release();
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.getByText('peça pronta')).toBeTruthy();
    expect(birthdays).toHaveBeenCalledTimes(1);
  });

  it('tells a failure in a toast with the API’s words', async () => {
    const birthdays = vi.fn(async () => {
      throw new HttpError('Algo deu errado tente novamente!!! Erro 500', 500);
    });
    render(
      <TestAdmin dataProvider={{ birthdays } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Birthdays period="week" />
        <Notification />
      </TestAdmin>,
    );
    expect(await screen.findByText('Algo deu errado tente novamente!!! Erro 500')).toBeTruthy();
    // No second try: the API answers the same.
    expect(birthdays).toHaveBeenCalledTimes(1);
  });
});

function Grid() {
  const { total } = useGetList('grid', { filter: { product_id: 5 } });
  const change = useCallMutation('stockChange', { invalidate: { resources: ['grid'] } });
  const [balance, setBalance] = useState<number | null>(null);
  return (
    <>
      <p data-testid="total">{total ?? '…'}</p>
      <p data-testid="balance">{balance ?? '…'}</p>
      <button
        onClick={() =>
          change.mutate(
            { grid_id: 3, amount: 2, reason: 'add' },
            { onSuccess: (result) => setBalance(result.grid.balance) },
          )
        }
      >
        Adicionar
      </button>
    </>
  );
}

describe('useCallMutation', () => {
  it('sends the call and reloads the lists it invalidates', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 3 }], total: getList.mock.calls.length }));
    const stockChange = vi.fn(async () => ({ grid: { id: 3, balance: 9 }, movement: {} }));
    render(
      <TestAdmin
        dataProvider={{ getList, stockChange } as unknown as DataProvider}
        i18nProvider={i18nProvider}
      >
        <Grid />
      </TestAdmin>,
    );
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('9'));
    expect(stockChange).toHaveBeenCalledWith({ grid_id: 3, amount: 2, reason: 'add' });
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('2'));
    expect(getList).toHaveBeenCalledTimes(2);
  });
});
