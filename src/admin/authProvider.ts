// Login state (spec section 6): bearer token in localStorage, checked with the server once per page
// load (react-admin never checks on /login); a check that fails, or returns a user with neither
// company_id nor admin, drops the token and sends the user to /login. A check that gets no answer
// at all has not failed: the token stays.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { authCalls, type ResultOf } from '../shared/calls';
import { sendCall, session } from './api';

export const LOGIN_FAILED = 'Algo deu errado, confira seus dados !!';

export interface Permissions {
  admin: boolean;
  full_permission: boolean;
  company_id: number | null;
}

let checked: Promise<void> | undefined;
/** This page load's check has answered yes (or the user has just signed in). */
let passed = false;

/**
 * The check got no answer (api.ts's status 0): the network is down, or the browser dropped the
 * request because the page was left mid-load. That is no verdict on the session: clearing the token
 * then signed the user out of the page being opened next (two quick navigations did it).
 */
const unanswered = (error: unknown) => (error as { status?: number } | null)?.status === 0;

async function checkWithServer(): Promise<void> {
  try {
    const json = await sendCall(authCalls.storeCheck, {});
    if (!json || (!json.company_id && !json.admin)) throw new Error('usuário sem loja');
    session.saveUser(json);
    passed = true;
  } catch (error) {
    if (!unanswered(error)) session.clear();
    throw error;
  }
}

/**
 * Sends this page load's check now, before the panel's code has arrived (main.tsx), so checkAuth
 * finds it answered instead of starting it after react-admin boots.
 */
export function startAuthCheck(): void {
  if (!session.token() || checked) return;
  checked = checkWithServer();
  // checkAuth reads the outcome; a failure here must not also be reported as unhandled.
  checked.catch(() => undefined);
}

/** Forget this page load's check (tests, or a new login). */
export function resetAuthCheck(): void {
  checked = undefined;
  passed = false;
}

type User = NonNullable<ReturnType<typeof session.user>>;
const identityOf = (user: User) => ({ id: user.id, fullName: user.name });
const permissionsOf = (user: User | null): Permissions => ({
  admin: !!user?.admin,
  full_permission: !!user?.full_permission,
  company_id: user?.company_id ?? null,
});

// The parameters react-admin asks with, part of its cache keys: none, and its dashboard route's
// (which it passes to checkAuth as { route } but to getPermissions as { params: { route } }).
const CHECK_PARAMS = [{}, { route: 'dashboard' }];
const PERMISSIONS_PARAMS = [{}, { params: { route: 'dashboard' } }];

/**
 * react-admin's cache for a panel about to mount, already holding what checkAuth, getIdentity and
 * getPermissions would answer a moment later (the stored user; checkAuth only once this page load's
 * check has said yes), under react-admin's keys for them. Asked for at mount instead, each answer
 * drew the frame (top bar, menu, routes) again: three times before the page's own code ran.
 */
export function seedSession(queryClient: QueryClient): QueryClient {
  const user = session.user();
  if (!user || !session.token()) return queryClient;
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(user));
  for (const params of PERMISSIONS_PARAMS)
    queryClient.setQueryData(['auth', 'getPermissions', params], permissionsOf(user));
  if (passed)
    for (const params of CHECK_PARAMS) queryClient.setQueryData(['auth', 'checkAuth', params], true);
  return queryClient;
}

const toLogin = { redirectTo: '/login', message: false } as const;

export const authProvider: AuthProvider = {
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    let result: Partial<ResultOf<typeof authCalls.storeLogin>> | undefined;
    try {
      result = await sendCall(authCalls.storeLogin, { email: (email ?? username ?? '').trim(), password });
    } catch (error) {
      const status = (error as { status?: number }).status;
      // Too many attempts (429) and an unreachable server have clearer words of their own.
      if (status === 429 || status === 0) throw error;
      throw new Error(LOGIN_FAILED);
    }
    if (!result?.token || !result.user) throw new Error(LOGIN_FAILED);
    session.save(result.token, result.user);
    checked = Promise.resolve();
    passed = true;
  },

  async logout() {
    if (session.token()) await sendCall(authCalls.logout, {}).catch(() => undefined);
    session.clear();
    checked = undefined;
    passed = false;
  },

  async checkAuth() {
    if (!session.token()) throw toLogin;
    checked ??= checkWithServer();
    try {
      await checked;
    } catch (error) {
      checked = undefined;
      passed = false;
      // Unanswered, the stored session stands: the screen's own calls say the server is out of
      // reach, and the next screen asks again.
      if (unanswered(error)) return;
      throw toLogin;
    }
  },

  // A 401 on any call means the session is gone: drop it, and let react-admin log out (clearing
  // its caches) and go to /login. A 403 is a refusal of one action, not of the session.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      session.clear();
      checked = undefined;
      passed = false;
      throw toLogin;
    }
  },

  async getIdentity() {
    const user = session.user();
    if (!user) throw new Error('sem usuário');
    return identityOf(user);
  },

  async getPermissions(): Promise<Permissions> {
    return permissionsOf(session.user());
  },
};

/** What may a signed-in user do to a resource ('list', 'edit'…)? */
export type CanAccess = (
  user: ReturnType<typeof session.user>,
  params: { action: string; resource: string },
) => boolean;

/**
 * The panel's auth provider with react-admin's access control (its controllers, buttons and
 * <CanAccess>) from the shared policy: App passes the directory's canAccess (the resource's entity
 * and its x-access, read for list/show, write for create/edit/delete). The login page uses the
 * plain one, so its chunk holds no entity registry.
 */
export function withAccessControl(canAccess: CanAccess): AuthProvider {
  return {
    ...authProvider,
    async canAccess(params: { action: string; resource: string }) {
      return canAccess(session.user(), params);
    },
  };
}
