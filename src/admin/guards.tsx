// Route guards (spec section 2), derived from the policy: a route's guard comes from access.ts
// (its screen's entity x-access, or the access its screen or area route declares), and a user who
// may not open it is sent to / or to the route the guard names.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { guardOf, mayOpen } from './access';
import { useUserPermissions } from './permissions';

/** Renders the route's page for those who may open it; sends the others away. */
export function Guarded({ path, children }: { path: string; children: ReactNode }) {
  const { level, isLoading } = useUserPermissions();
  const guard = guardOf(path);
  if (!guard) return <>{children}</>;
  if (isLoading) return null;
  return mayOpen(guard, level) ? <>{children}</> : <Navigate to={guard.otherwise} replace />;
}
