import { usePermissions } from 'react-admin';
import type { Permissions } from './authProvider';

/** The signed-in user's permissions (admin, full_permission, company_id), from the stored user. */
export function useUserPermissions(): Permissions & { isLoading: boolean } {
  const { permissions, isPending } = usePermissions<Permissions>();
  return {
    admin: !!permissions?.admin,
    full_permission: !!permissions?.full_permission,
    company_id: permissions?.company_id ?? null,
    isLoading: isPending,
  };
}
