// @vitest-environment jsdom
// Who may do and open what in the panel, all derived from the shared policy and the entities'
// x-access (src/admin/access.ts): react-admin's canAccess at each level, the routes' guards, the
// menu the three demo accounts see, and the panel sending a store user away from admin screens.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { canAccessAs, kindOf, landingOf, mayOpen } from '../../src/admin/generic/access';
import { session, type StoredUser } from '../../src/admin/api';
import { PanelRoutes } from '../../src/admin/App';
import { resetAuthCheck, withAccessControl } from '../../src/admin/authProvider';
import { isGroup, menuOf, visibleMenu } from '../../src/admin/layout/menu-entries';
import { directory } from './panel-admin';
import type { EntityModel } from '../../src/shared/entity';
import { LEVELS, type Level } from '../../src/shared/policy';
import { fakeFetch } from '../helpers/panel-fetch';
import { maria } from './stored-users';

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;

/** The levels (of LEVELS) that may do each action, for a resource. */
const { guardOf, menuShows } = directory;
const menu = menuOf(directory);

function allowed(resource: string, find: Parameters<typeof canAccessAs>[2] = directory.findModel) {
  return Object.fromEntries(
    ACTIONS.map((action) => [
      action,
      LEVELS.filter((level) => canAccessAs(level, { action, resource }, find)),
    ]),
  );
}

const everyone: Level[] = ['user', 'full_permission', 'admin'];
const admins: Level[] = ['admin'];

describe('canAccess: the resource’s entity x-access, read for list/show, write for the rest', () => {
  it('maps react-admin actions to read or write', () => {
    expect(['list', 'show', 'read', 'export'].map(kindOf)).toEqual(['read', 'read', 'read', 'read']);
    expect(['create', 'edit', 'delete', 'write', 'clone'].map(kindOf)).toEqual([
      'write',
      'write',
      'write',
      'write',
      'write',
    ]);
  });

  it('brand (user/user): everyone, every action', () => {
    expect(allowed('brand')).toEqual(Object.fromEntries(ACTIONS.map((a) => [a, everyone])));
  });

  it('definition, category, sub-category (read user, write admin): all read, only admins change', () => {
    for (const resource of ['definition', 'category', 'sub-category'])
      expect(allowed(resource)).toEqual({
        list: everyone,
        show: everyone,
        create: admins,
        edit: admins,
        delete: admins,
      });
  });

  it('company and users-store (admin/admin): admins only, even to read', () => {
    for (const resource of ['company', 'users-store'])
      expect(allowed(resource)).toEqual(Object.fromEntries(ACTIONS.map((a) => [a, admins])));
  });

  it('finds the entity by the resource’s name or API path; an unknown resource is the admin’s', () => {
    expect(allowed('stock-movement').edit).toEqual(everyone);
    expect(allowed('integration-keys-name')).toMatchObject({ list: everyone, create: admins });
    expect(allowed('no-such-resource')).toEqual(Object.fromEntries(ACTIONS.map((a) => [a, admins])));
  });

  it('an entity whose x-access is full_permission, and a field above its entity', () => {
    const report = {
      access: { read: 'user', write: 'full_permission' },
      properties: {
        name: { access: undefined },
        total: { access: { read: 'full_permission', write: 'admin' } },
      },
    } as unknown as Pick<EntityModel, 'access' | 'properties'>;
    const find = (resource: string) => (resource === 'report' ? report : undefined);
    expect(allowed('report', find)).toEqual({
      list: everyone,
      show: everyone,
      create: ['full_permission', 'admin'],
      edit: ['full_permission', 'admin'],
      delete: ['full_permission', 'admin'],
    });
    expect(allowed('report.name', find)).toMatchObject({
      list: everyone,
      edit: ['full_permission', 'admin'],
    });
    expect(allowed('report.total', find)).toMatchObject({ list: ['full_permission', 'admin'], edit: admins });
    expect(allowed('report.nothing', find)).toMatchObject({ list: admins });
  });

  it('takes a user as the stored session holds it: admin above full_permission above a store user', () => {
    const edit = { action: 'edit', resource: 'report' };
    const find = () =>
      ({ access: { read: 'user', write: 'full_permission' }, properties: {} }) as unknown as EntityModel;
    expect(canAccessAs({ admin: true, full_permission: false }, edit, find)).toBe(true);
    expect(canAccessAs({ admin: false, full_permission: true }, edit, find)).toBe(true);
    expect(canAccessAs({ admin: false, full_permission: false }, edit, find)).toBe(false);
    expect(canAccessAs(null, edit, find)).toBe(false);
  });
});

const adminUser: StoredUser = {
  id: 1,
  name: 'Administrador da Plataforma',
  email: 'admin@painel.dev',
  admin: true,
  full_permission: true,
  company_id: null,
};
const joao: StoredUser = {
  id: 3,
  name: 'João Souza',
  email: 'joao@casaverde.dev',
  admin: false,
  full_permission: false,
  company_id: 2,
};

beforeEach(() => {
  localStorage.clear();
  resetAuthCheck();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('authProvider.canAccess', () => {
  it('answers for the signed-in user of the stored session', async () => {
    // The App's auth provider: the plain one with the directory's access control.
    const panelAuth = withAccessControl(directory.canAccess);
    session.save('t', maria);
    expect(await panelAuth.canAccess!({ action: 'list', resource: 'definition' })).toBe(true);
    expect(await panelAuth.canAccess!({ action: 'edit', resource: 'definition' })).toBe(false);
    expect(await panelAuth.canAccess!({ action: 'edit', resource: 'brand' })).toBe(true);
    expect(await panelAuth.canAccess!({ action: 'list', resource: 'company' })).toBe(false);
    session.save('t', adminUser);
    expect(await panelAuth.canAccess!({ action: 'edit', resource: 'definition' })).toBe(true);
    expect(await panelAuth.canAccess!({ action: 'list', resource: 'company' })).toBe(true);
  });
});

/** Where following a link to this route takes the user: the route, or where its guard sends them. */
const landing = (path: string, user: StoredUser) => {
  const guard = guardOf(path);
  return mayOpen(guard, user) ? path : landingOf(guard!.otherwise, user.company_id);
};

describe('route guards (spec section 2), derived from x-access', () => {
  const adminRoutes = [
    '/company',
    '/form-company',
    '/form-company/:id',
    '/users-store',
    '/form-user',
    '/form-user/:id',
    '/definition',
    '/form-definition/:id',
    '/category',
    '/form-category',
    '/sub-category',
    '/form-subcategory/:id',
    '/integrations/settings/add-key-name',
  ];
  const everyonesRoutes = [
    '/brand',
    '/form-brand/:id',
    '/product',
    '/form-product',
    '/atribute',
    '/variation-group',
    '/users-consumer',
    '/contact-list',
    '/form-client/:id',
    '/comments',
    '/size',
    '/exact-search',
    '/form-receive-data',
    '/form-receive-data/:id',
    '/form-delivery-settings/:id',
    '/coupon',
  ];

  it('store users (with or without full_permission) are sent to / from the admin screens', () => {
    for (const user of [maria, joao])
      for (const path of adminRoutes) expect([path, landing(path, user)]).toEqual([path, '/']);
  });

  it('the settings lists send a store user to its own settings form', () => {
    for (const user of [maria, joao]) {
      expect(landing('/receive-data', user)).toBe('/form-receive-data');
      // Its own store's form (the reading of the spec's '/form-delivery-settings/1').
      expect(landing('/delivery-settings', user)).toBe(`/form-delivery-settings/${user.company_id}`);
    }
  });

  it('the admin opens everything; everyone opens the rest', () => {
    for (const path of [...adminRoutes, ...everyonesRoutes, '/receive-data', '/delivery-settings'])
      expect(landing(path, adminUser)).toBe(path);
    for (const user of [maria, joao])
      for (const path of everyonesRoutes) expect(landing(path, user)).toBe(path);
  });
});

describe('menu, derived from the same guards', () => {
  const labels = (user: StoredUser) =>
    visibleMenu(menu, (link) => menuShows(link.to, user)).flatMap((e) =>
      isGroup(e) ? e.items.map((i) => `${e.label} › ${i.label}`) : [e.label],
    );
  const adminItems = [
    'Usuarios',
    'Lojas',
    'Produtos › Segmentos',
    'Produtos › Categorias',
    'Produtos › Subcategorias',
  ];

  it('the admin sees every item', () => {
    const all = menu.flatMap((e) => (isGroup(e) ? e.items.map((i) => `${e.label} › ${i.label}`) : [e.label]));
    expect(labels(adminUser)).toEqual(all);
  });

  it('maria and joão see all but the five admin items, Configurações included', () => {
    const all = labels(adminUser);
    for (const user of [maria, joao]) {
      expect(labels(user)).toEqual(all.filter((l) => !adminItems.includes(l)));
      expect(labels(user)).toContain('Configurações › Dados de Recebimento');
    }
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The whole panel at a path, signed in as this user (the server's check answers with it). */
function renderPanel(path: string, user: StoredUser) {
  session.save('t', user);
  const empty: [number, unknown] = [200, { data: [], total: 0, last_page: 1 }];
  fakeFetch({ '/users/store-check': [200, user], '/definition/index': empty, '/brand/index': empty });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PanelRoutes />
      <Where />
    </MemoryRouter>,
  );
}

describe('the panel’s routes', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });

  it.each([
    ['/company', '/'],
    ['/definition', '/'],
    ['/form-company', '/'],
    ['/users-store', '/'],
    ['/receive-data', '/form-receive-data'],
    ['/delivery-settings', '/form-delivery-settings/2'],
  ])('a store user at %s lands on %s', async (path, target) => {
    renderPanel(path, joao);
    const where = () => screen.getByTestId('where').textContent;
    await waitFor(() => expect(where()).toBe(target), { timeout: 10_000 });
  });

  it.each([
    ['/definition', 'the admin', adminUser, 'Definições de Segmentos'],
    ['/brand', 'joão', joao, 'Marcas'],
  ])('%s stays open for %s', async (path, _who, user, title) => {
    renderPanel(path, user);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(path);
  });
});
