// @vitest-environment jsdom
// 'Histórico' under an edit form: folded until opened (no call before), then who, when and what
// changed — field labels from the schema, values as the lists show them, secrets only as 'alterado'
// — newest first, ten a page.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { entities } from '../../src/generated/registry';
import { changeText, RecordHistory } from '../../src/admin/generic/RecordHistory';
import { SchemaEdit } from '../../src/admin/generic/SchemaForm';
import type { AuditEntry } from '../../src/shared/calls';
import { inResource, memoryApi, renderRoutes, STORE_USER } from './generic-harness';

afterEach(() => cleanup());

const brand = { id: 7, company_id: 1, name: 'Aurora', active: true };

function withHistory(pages: Record<number, { data: AuditEntry[]; total: number; last_page: number }>) {
  const memory = memoryApi({ brand: [brand] });
  const recordHistory = vi.fn(async (body: { page?: number }) => pages[body.page ?? 1]);
  const provider = { ...memory.provider, recordHistory } as unknown as DataProvider;
  return { provider, recordHistory };
}

const entry = (
  at: string,
  operation: AuditEntry['operation'],
  changes: AuditEntry['changes'],
): AuditEntry => ({
  at,
  user_id: 2,
  user_name: 'Maria Souza',
  operation,
  changes,
});

describe('record history', () => {
  it('opens folded, then reads the record’s trail and tells each change with the field’s label', async () => {
    const { provider, recordHistory } = withHistory({
      1: {
        data: [
          entry('2026-11-20T15:30:00.000Z', 'update', { name: { from: 'Aurora', to: 'Aurora Moda' } }),
          entry('2026-11-02T12:00:00.000Z', 'insert', { name: { from: null, to: 'Aurora' } }),
        ],
        total: 2,
        last_page: 1,
      },
    });
    renderRoutes(
      '/form-brand/7',
      { '/form-brand/:id': inResource('brand', <SchemaEdit />) },
      { provider, who: STORE_USER },
    );
    const toggle = await screen.findByRole('button', { name: 'Histórico' });
    expect(recordHistory).not.toHaveBeenCalled();
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Alterações, da mais recente à mais antiga' });
    expect(recordHistory).toHaveBeenCalledWith({ entity: 'brand', id: 7, page: 1, itens_per_page: 10 });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items.map((li) => li.textContent)).toEqual([
      '20/11/2026 12:30 · Maria Souza · AlterouNome: Aurora → Aurora Moda',
      '02/11/2026 09:00 · Maria Souza · CadastrouNome: Aurora',
    ]);
  });

  it('says when nothing was recorded', async () => {
    const { provider } = withHistory({ 1: { data: [], total: 0, last_page: 1 } });
    renderRoutes(
      '/form-brand/7',
      { '/form-brand/:id': inResource('brand', <SchemaEdit />) },
      { provider, who: STORE_USER },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico' }));
    expect(await screen.findByText('Nenhuma alteração registrada.')).toBeTruthy();
  });

  it('pages ten at a time', async () => {
    const ten = Array.from({ length: 10 }, (_, i) =>
      entry(`2026-11-${String(20 - i).padStart(2, '0')}T15:00:00.000Z`, 'update', {
        name: { from: `N${i + 1}`, to: `N${i}` },
      }),
    );
    const { provider, recordHistory } = withHistory({
      1: { data: ten, total: 11, last_page: 2 },
      2: {
        data: [entry('2026-11-01T15:00:00.000Z', 'insert', { name: { from: null, to: 'N11' } })],
        total: 11,
        last_page: 2,
      },
    });
    renderRoutes(
      '/form-brand/7',
      { '/form-brand/:id': inResource('brand', <SchemaEdit />) },
      { provider, who: STORE_USER },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Nome: N11')).toBeTruthy();
    await waitFor(() => expect(recordHistory).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });
});

describe('a reference in the history', () => {
  it('reads as the name of the record it points at, and as its id once that record is gone', async () => {
    const memory = memoryApi({
      category: [
        { id: 3, name: 'Vestidos' },
        { id: 4, name: 'Saias' },
      ],
    });
    const recordHistory = vi.fn(async () => ({
      data: [
        entry('2026-11-20T15:30:00.000Z', 'update', { category_id: { from: 3, to: 4 } }),
        entry('2026-11-19T15:30:00.000Z', 'update', { category_id: { from: 99, to: 3 } }),
      ],
      total: 2,
      last_page: 1,
    }));
    const provider = { ...memory.provider, recordHistory } as unknown as DataProvider;
    renderRoutes('/h', { '/h': <RecordHistory entity="product" id={5} /> }, { provider, who: STORE_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico' }));
    expect(await screen.findByText('Categoria: Vestidos → Saias')).toBeTruthy();
    expect(await screen.findByText('Categoria: 99 → Vestidos')).toBeTruthy();
    expect(recordHistory).toHaveBeenCalledWith({ entity: 'product', id: 5, page: 1, itens_per_page: 10 });
  });
});

describe('a change as text', () => {
  it('shows money, choices and yes/no as the lists do, and never a secret', () => {
    const update = (entity: string, field: string, from: unknown, to: unknown) =>
      changeText(entities[entity as keyof typeof entities], field, { from, to }, 'update');
    expect(update('product', 'price', '10.00', '12.90')).toBe('Preço: R$ 10,00 → R$ 12,90');
    expect(update('product', 'active', true, false)).toBe('Ativo: Sim → Não');
    expect(update('product', 'name', null, 'Vestido')).toBe('Nome: (vazio) → Vestido');
    expect(update('buy', 'status', 1, 4)).toMatch(/^Status: \S.* → \S.*$/);
    expect(update('buy', 'status', 1, 4)).not.toContain('1 →');
    expect(changeText(entities.receive_data, 'merchant_key', { secret: true }, 'update')).toBe(
      'Merchant Key: alterado',
    );
  });
});
