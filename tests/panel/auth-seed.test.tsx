// @vitest-environment jsdom
// A panel mounts with react-admin's cache already holding the stored user's identity and
// permissions, and the session check once this page load's check has said yes (seedSession): on
// their first render react-admin's own hooks have them, under react-admin's own keys. Before the
// check has answered, and after a logout, the check is left to react-admin.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, useAuthState, useGetIdentity, usePermissions } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/admin/api';
import { authProvider, resetAuthCheck, seedSession, startAuthCheck } from '../../src/admin/authProvider';
import { maria } from './stored-users';

/** What react-admin's hooks hold on the first render (CoreAdminRoutes' and its dashboard's calls). */
const firstRenders: string[] = [];
function FirstRender() {
  const { identity } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions();
  const { permissions: dashboardPermissions } = usePermissions({ params: { route: 'dashboard' } });
  const { authenticated, isPending: checkPending } = useAuthState();
  const { authenticated: dashboardAuthenticated } = useAuthState({ route: 'dashboard' });
  const line = [
    identity?.fullName ?? 'sem nome',
    permissionsPending ? 'permissões pendentes' : `loja ${permissions?.company_id}`,
    `painel ${dashboardPermissions?.company_id ?? '-'}`,
    checkPending ? 'checagem pendente' : `autenticado ${authenticated}`,
    `painel ${dashboardAuthenticated ?? '-'}`,
  ].join(' | ');
  firstRenders.push(line);
  return <p>{line}</p>;
}

function mount() {
  firstRenders.length = 0;
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={seedSession(new QueryClient())}>
      <FirstRender />
    </CoreAdminContext>,
  );
  return firstRenders[0];
}

/** fetch answering the session check with `user`. */
const answerCheck = (user: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })),
  );

beforeEach(() => {
  localStorage.clear();
  resetAuthCheck();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a panel mounting after the session check said yes', () => {
  it('has the identity, the permissions and the check on its first render', async () => {
    session.save('tok-123', maria);
    answerCheck(maria);
    startAuthCheck();
    await authProvider.checkAuth({});
    expect(mount()).toBe('Maria Oliveira | loja 1 | painel 1 | autenticado true | painel true');
  });

  it('right after a login too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token: 'tok-1', user: maria }), { status: 200 })),
    );
    await authProvider.login({ email: 'maria@modaviva.dev', password: 'loja1234' });
    expect(mount()).toBe('Maria Oliveira | loja 1 | painel 1 | autenticado true | painel true');
  });
});

describe('a panel mounting before the check has answered', () => {
  it('has the stored user but leaves the check to react-admin, which then asks the server', async () => {
    session.save('tok-123', maria);
    answerCheck(maria);
    startAuthCheck();
    expect(mount()).toBe('Maria Oliveira | loja 1 | painel 1 | checagem pendente | painel -');
    expect(await screen.findByText(/autenticado true/)).toBeTruthy();
  });
});

describe('after a logout', () => {
  it('holds nothing: there is no session to seed', async () => {
    session.save('tok-123', maria);
    answerCheck(maria);
    await authProvider.checkAuth({});
    await authProvider.logout({});
    expect(mount()).toBe('sem nome | permissões pendentes | painel - | checagem pendente | painel -');
  });
});
