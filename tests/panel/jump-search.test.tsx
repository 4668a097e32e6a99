// @vitest-environment jsdom
// The jump box: Ctrl+K (or the top bar's magnifier) opens one field that lists the screens of the
// user's own menu and the records the server finds; arrows and Enter open one, Esc closes, and the
// places opened come back first the next time.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { JumpSearch } from '../../src/admin/layout/JumpSearch';
import type { JumpHit } from '../../src/shared/calls';
import { ADMIN, memoryApi, renderRoutes, STORE_USER, type Who } from './generic-harness';

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

const hits: JumpHit[] = [
  { kind: 'product', id: 31, title: 'Vestido Girassol', detail: 'GIR-100' },
  { kind: 'order', id: 812, title: 'Pedido nº 812', detail: 'Helena Prado · Em trânsito' },
];

function renderJump(who: Who = STORE_USER) {
  const jumpSearch = vi.fn(async ({ q }: { q: string }) => ({ data: q.includes('gir') ? hits : [] }));
  const provider = { ...memoryApi().provider, jumpSearch } as unknown as DataProvider;
  // On every page, as in the top bar.
  renderRoutes('/', { '/': <JumpSearch />, '/company': <JumpSearch /> }, { provider, who });
  return { jumpSearch };
}

const field = () => screen.getByRole('combobox', { name: 'Buscar telas e registros' });
const where = () => screen.getByTestId('where').textContent;

describe('jump box', () => {
  it('Ctrl+K opens it on the screens of the user’s menu; typing narrows them, accents or not', async () => {
    renderJump();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Busca rápida' });
    expect(within(dialog).getByRole('option', { name: 'Produtos › Marcas' })).toBeTruthy();
    // Store users' menus have no store list.
    expect(within(dialog).queryByRole('option', { name: 'Lojas' })).toBeNull();
    await user.type(field(), 'configuracoes › dados');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Configurações › Dados de Recebimento']);
  });

  it('asks the server once typing pauses, and opens a record with the arrows and Enter', async () => {
    const { jumpSearch } = renderJump();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Busca rápida (Ctrl+K)' }));
    await user.type(field(), 'gir');
    expect(await screen.findByRole('option', { name: /Vestido Girassol/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Pedido nº 812/ }).textContent).toContain('Em trânsito');
    await waitFor(() => expect(jumpSearch).toHaveBeenCalledTimes(1));
    expect(jumpSearch).toHaveBeenCalledWith({ q: 'gir' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(where()).toBe('/detailOrder/812'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the first match with Enter, and lists it first among the recent places next time', async () => {
    renderJump(ADMIN);
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(field(), 'lojas');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/company'));
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Busca rápida' });
    expect(within(dialog).getAllByRole('option')[0].textContent).toBe('Lojas');
    expect(within(dialog).getByText('Recentes')).toBeTruthy();
  });

  it('Esc closes it without going anywhere', async () => {
    renderJump();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Busca rápida' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/');
  });
});
