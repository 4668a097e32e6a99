// What the panel tests of generic screens share: an in-memory data provider that records every
// call, the signed-in user (react-admin's permissions and the session the data provider reads for
// an admin's own calls), where the router is, a window width for MUI's media queries, and a render
// of routes inside the panel's admin context (TestAdmin: the real directory of screens) with the
// toasts. Each render gets a fresh react-admin store, so no list remembers another test's filters.
import { configure, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { vi } from 'vitest';
import {
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { session } from '../../src/admin/api';
import { i18nProvider } from '../../src/admin/i18n';
import { TestAdmin } from './panel-admin';

// A screen's first render loads the area's lazy pieces (cells, toolbars, dialogs' inputs) and, on a
// busy two-core machine, can take more than Testing Library's default second to show its rows.
configure({ asyncUtilTimeout: 5000 });

export type Row = Record<string, unknown>;
export interface Call {
  method: string;
  resource: string;
  params: Row;
}

type Answer = (resource: string, params: Row) => unknown;

/**
 * A data provider over in-memory rows, recording every call. A list's filter keeps the rows whose
 * field equals it (q, and parameters the rows do not have, such as show_inactive, are ignored),
 * a page at a time.
 * `answers` replaces a method's answer (it may throw, as a failing call does).
 */
export function memoryApi(rows: Record<string, Row[]> = {}, answers: Partial<Record<string, Answer>> = {}) {
  const calls: Call[] = [];
  const all = (resource: string) => rows[resource] ?? [];
  const method = (name: string, answer: Answer) =>
    vi.fn(async (resource: string, params: Row) => {
      calls.push({ method: name, resource, params });
      return (answers[name] ?? answer)(resource, params);
    });
  const named = (name: string, resource: string, answer: (body: Row) => unknown) =>
    vi.fn(async (body: Row) => {
      calls.push({ method: name, resource, params: body });
      const own = answers[name];
      return own ? own(resource, body) : answer(body);
    });
  const provider = {
    getList: method('getList', (resource, params) => {
      const filter = (params.filter ?? {}) as Row;
      const data = all(resource).filter((r) =>
        Object.entries(filter).every(([k, v]) => k === 'q' || !(k in r) || r[k] === v),
      );
      const { page = 1, perPage = 1000 } = (params.pagination ?? {}) as { page?: number; perPage?: number };
      return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
    }),
    getMany: method('getMany', (resource, params) => ({
      data: all(resource).filter((r) => (params.ids as unknown[]).includes(r.id)),
    })),
    getOne: method('getOne', (resource, params) => ({
      data: all(resource).find((r) => String(r.id) === String(params.id)),
    })),
    getManyReference: method('getManyReference', () => ({ data: [], total: 0 })),
    create: method('create', (_, params) => ({ data: { id: 99, ...(params.data as Row) } })),
    update: method('update', (_, params) => ({ data: { ...(params.data as Row), id: params.id } })),
    updateMany: method('updateMany', () => ({ data: [] })),
    delete: method('delete', (_, params) => ({ data: params.previousData ?? { id: params.id } })),
    deleteMany: method('deleteMany', () => ({ data: [] })),
    // The named calls the folded screens make.
    productList: named('productList', 'product', () => ({
      data: all('product'),
      total: all('product').length,
      last_page: 1,
    })),
    // The orders menu's counts and the order lists' poll for new orders (none by default).
    orderCounts: named('orderCounts', 'buy', () => ({
      pending: 0,
      sortingOut: 0,
      inTransit: 0,
      finished: 0,
      notFinished: 0,
      canceled: 0,
      latest_id: null,
    })),
    consumerUpdatePassword: named('consumerUpdatePassword', 'users-consumer', () => ({
      message: 'Senha atualizada com sucesso!',
    })),
    variationBecomeMain: vi.fn(async (body: Row) => {
      calls.push({ method: 'variationBecomeMain', resource: 'variation-group-product', params: body });
      return { ...body, main: true };
    }),
    cepLookup: vi.fn(async (body: Row) => {
      calls.push({ method: 'cepLookup', resource: 'cep', params: body });
      return (answers.cepLookup ?? (() => ({})))('cep', body);
    }),
  };
  const of = (name: string, resource?: string) =>
    calls.filter((c) => c.method === name && (resource === undefined || c.resource === resource));
  return { provider: provider as unknown as DataProvider, calls, of };
}

export interface Who {
  admin: boolean;
  full_permission?: boolean;
  company_id?: number | null;
}
export const ADMIN: Who = { admin: true, full_permission: true, company_id: null };
/** A store user (store 1) with the full_permission level. */
export const STORE_USER: Who = { admin: false, full_permission: true, company_id: 1 };

/**
 * Signs a user in: react-admin's permissions, and the stored session the data provider reads to
 * choose an admin's own calls (/contact-list/save-if-admin).
 */
export function authAs(who: Who): AuthProvider {
  session.saveUser({
    id: 1,
    name: who.admin ? 'Admin' : 'Maria',
    email: 'quem@painel.dev',
    admin: who.admin,
    full_permission: !!who.full_permission,
    company_id: who.company_id ?? null,
  });
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: who.admin ? 'Admin' : 'Maria' }),
    getPermissions: async () => ({
      admin: who.admin,
      full_permission: !!who.full_permission,
      company_id: who.company_id ?? null,
    }),
  };
}

/** Where the router is: the path in data-testid="where", the query string in "search". */
export function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="search">{decodeURIComponent(location.search)}</p>
    </>
  );
}

/** A page inside its resource, as App's routes give it. */
export const inResource = (resource: string, page: ReactNode) => (
  <ResourceContextProvider value={resource}>{page}</ResourceContextProvider>
);

/**
 * Renders the routes at `path` inside the panel's admin context, with the toasts and Where.
 * `strict`: under StrictMode at the root, as main.tsx renders the panel (React runs each effect
 * twice on mount only when StrictMode is the root).
 */
export function renderRoutes(
  path: string,
  routes: Record<string, ReactNode>,
  { provider, who, strict = false }: { provider: DataProvider; who: Who; strict?: boolean },
) {
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin
        dataProvider={provider}
        authProvider={authAs(who)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          {Object.entries(routes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
          <Route path="*" element={<p>Outra página</p>} />
        </Routes>
        <Where />
        <Notification />
      </TestAdmin>
    </MemoryRouter>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** A browser window this wide, as far as CSS media queries (MUI's useMediaQuery) can tell. */
export function setViewportWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The texts of a table's column headers (not the bulk selection's checkbox column). */
export const headersOf = (root: ParentNode = document) =>
  [...root.querySelectorAll('th')]
    .filter((h) => !h.querySelector('input[type="checkbox"]'))
    .map((h) => h.textContent?.trim());

/** Whether a button looks disabled to assistive technology (aria-disabled) without being blocked. */
export const ariaDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
