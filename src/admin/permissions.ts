import { usePermissions } from 'react-admin';
import type { Permissions } from './authProvider';
import { levelOf, type Level } from '../shared/policy';

/**
 * The signed-in user's permissions (admin, full_permission, company_id), from the stored user, and
 * their level in the shared policy (user < full_permission < admin).
 */
export function useUserPermissions(): Permissions & { level: Level; isLoading: boolean } {
  const { permissions, isPending } = usePermissions<Permissions>();
  return {
    admin: !!permissions?.admin,
    full_permission: !!permissions?.full_permission,
    company_id: permissions?.company_id ?? null,
    level: levelOf(permissions),
    isLoading: isPending,
  };
}
