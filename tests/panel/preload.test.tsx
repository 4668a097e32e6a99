// @vitest-environment jsdom
// A page load starts the code of the screen at its address (src/admin/generic/preload.ts): the lazy
// pieces of that screen's list, form or route load before the panel first renders, and then render
// at once instead of showing their loading state; pieces of other screens stay unloaded.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed, lazyPage } from '../../src/admin/generic/lazy';
import { preloadScreenAt } from '../../src/admin/generic/preload';
import type { Directory } from '../../src/admin/generic/directory-context';
import type { Screen } from '../../src/admin/generic/screen';

afterEach(() => cleanup());

function pieces() {
  const listCells = vi.fn(async () => ({ StockCell: () => <span>12 em estoque</span> }));
  const listButtons = vi.fn(async () => ({ Import: () => <button>Importar</button> }));
  const form = vi.fn(async () => ({ default: () => <h1>Editar coisa</h1> }));
  const report = vi.fn(async () => ({ default: () => <h1>Relatório</h1> }));
  const StockCell = lazyNamed(listCells, 'StockCell');
  const Import = lazyNamed(listButtons, 'Import');
  const Edit = lazyPage(form);
  const Report = lazyPage(report);
  const thing = {
    resource: 'thing',
    entity: 'brand',
    title: 'Coisas',
    form: 'form-thing',
    columns: [{ source: 'stock', render: StockCell }],
    slots: { actions: Import },
    edit: Edit,
    create: Edit,
  } as unknown as Screen;
  const directory: Pick<Directory, 'screens' | 'routes'> = {
    screens: [thing],
    routes: [{ path: '/report/:period', element: <Report /> }],
  };
  return { directory, loads: { listCells, listButtons, form, report }, StockCell, Import, Edit, Report };
}

describe('preloadScreenAt', () => {
  it('loads a list’s cells and buttons, and they render at once', async () => {
    const { directory, loads, StockCell, Import } = pieces();
    await preloadScreenAt(directory, '/thing');
    expect(loads.listCells).toHaveBeenCalledTimes(1);
    expect(loads.listButtons).toHaveBeenCalledTimes(1);
    expect(loads.form).not.toHaveBeenCalled();
    expect(loads.report).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <StockCell />
        <Import />
      </Suspense>,
    );
    // No await: the pieces are on screen in the first commit.
    expect(screen.getByText('12 em estoque')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('loads a form’s page on its address with an id, and an area route’s page on its own', async () => {
    const first = pieces();
    await preloadScreenAt(first.directory, '/form-thing/12');
    expect(first.loads.form).toHaveBeenCalled();
    expect(first.loads.listCells).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <first.Edit />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Editar coisa' })).toBeTruthy();
    cleanup();

    const second = pieces();
    await preloadScreenAt(second.directory, '/report/2026-11');
    expect(second.loads.report).toHaveBeenCalledTimes(1);
    expect(second.loads.form).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <second.Report />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Relatório' })).toBeTruthy();
  });

  it('settles when a piece fails to download, which then tells it as it renders', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('sem rede')));
    const Piece = lazyNamed(failing, 'Piece' as never);
    const directory = {
      screens: [
        {
          resource: 'thing',
          entity: 'brand',
          title: 'Coisas',
          slots: { actions: Piece },
        } as unknown as Screen,
      ],
      routes: [],
    };
    await expect(preloadScreenAt(directory, '/thing')).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('a piece not loaded yet shows its loading state first, as before', async () => {
    const { StockCell } = pieces();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <StockCell />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(await screen.findByText('12 em estoque')).toBeTruthy();
  });
});
