// Sign-in calls, used by the auth provider only (not data-provider methods: a screen never signs in).
import { defineCall } from './define.js';

/** The signed-in user as the panel keeps it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  admin: boolean;
  full_permission: boolean;
  company_id: number | null;
}

export const storeLogin = defineCall<
  { email: string; password: string },
  { token: string; user: SessionUser }
>('/users/store-login');
export const storeCheck = defineCall<Record<string, never>, SessionUser>('/users/store-check');
export const logout = defineCall<Record<string, never>, { message: string }>('/users/logout');
