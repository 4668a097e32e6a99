// @vitest-environment jsdom
// No English in the panel: the texts MUI components carry themselves (pagination, Autocomplete's
// buttons and empty list) come in pt-BR from the theme, for react-admin's screens and for the
// hand-written ones that use MUI directly.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Autocomplete,
  createTheme,
  Pagination as MuiPagination,
  TablePagination,
  TextField,
  ThemeProvider,
} from '@mui/material';
import { ListContextProvider, Pagination, type ListControllerResult } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/admin/i18n';
import { theme } from '../../src/admin/theme';
import { TestAdmin } from './panel-admin';

afterEach(cleanup);

const ENGLISH = /\b(Go to|page|Rows per|Open|Close|Clear|No options|of more than)\b/;

function inTheme(node: React.ReactNode) {
  return render(<ThemeProvider theme={createTheme(theme)}>{node}</ThemeProvider>);
}

/** Every accessible name and visible text of what was rendered. */
const namesIn = (root: HTMLElement) =>
  [...root.querySelectorAll('[aria-label], button, p, li')]
    .map((e) => e.getAttribute('aria-label') ?? e.textContent ?? '')
    .filter(Boolean);

describe('MUI texts in pt-BR', () => {
  it('the card views’ page buttons say Ir para a página 2', () => {
    const { container } = inTheme(<MuiPagination count={5} page={1} />);
    expect(screen.getByRole('navigation', { name: 'Navegar pela paginação' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para a página 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para a próxima página' })).toBeTruthy();
    expect(namesIn(container).filter((n) => ENGLISH.test(n))).toEqual([]);
  });

  it('a table pagination says Linhas por página and x–y de n', () => {
    const { container } = inTheme(
      <TablePagination
        component="div"
        count={60}
        page={0}
        rowsPerPage={25}
        onPageChange={() => undefined}
        showFirstButton
        showLastButton
      />,
    );
    expect(screen.getByText('Linhas por página:')).toBeTruthy();
    expect(screen.getByText('1–25 de 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para a próxima página' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para a última página' })).toBeTruthy();
    expect(namesIn(container).filter((n) => ENGLISH.test(n))).toEqual([]);
  });

  it('an Autocomplete says Abrir, Fechar, Limpar and Sem opções', async () => {
    const user = userEvent.setup();
    inTheme(
      <Autocomplete
        options={['Moda Viva', 'Casa Verde']}
        defaultValue="Moda Viva"
        renderInput={(params) => <TextField {...params} label="Loja" />}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    // The clear button shows while the field has focus.
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeTruthy();
    await user.clear(screen.getByRole('combobox', { name: 'Loja' }));
    await user.type(screen.getByRole('combobox', { name: 'Loja' }), 'zzz');
    expect(screen.getByText('Sem opções')).toBeTruthy();
  });
});

describe('react-admin’s pagination in pt-BR', () => {
  it('names its page buttons Ir para a página n and its rows selector in Portuguese', () => {
    const list = {
      total: 120,
      page: 1,
      perPage: 25,
      setPage: () => undefined,
      setPerPage: () => undefined,
      hasNextPage: true,
      hasPreviousPage: false,
      isPending: false,
      isLoading: false,
      data: [],
      resource: 'brand',
    } as unknown as ListControllerResult;
    render(
      <MemoryRouter>
        <TestAdmin i18nProvider={i18nProvider} theme={theme}>
          <ListContextProvider value={list}>
            <Pagination rowsPerPageOptions={[25, 50, 100]} />
          </ListContextProvider>
        </TestAdmin>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Ir para a página 2' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Ir para a próxima página' })).toBeTruthy();
    expect(screen.getByText('Itens por página:')).toBeTruthy();
    expect(screen.getByText('1-25 de 120')).toBeTruthy();
    expect(namesIn(document.body).filter((n) => ENGLISH.test(n))).toEqual([]);
  });
});
