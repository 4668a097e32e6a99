// Route guards (spec section 2), derived from the policy: a route's guard comes from access.ts
// (its screen's entity x-access, or the access its screen or area route declares), and a user who
// may not open it is sent to / or to the route the guard names.
import { useEffect, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useUserPermissions } from '../permissions';
import { editRefusal, landingOf, mayOpen } from './access';
import { useDirectory } from './directory-context';

/** Renders the route's page for those who may open it; sends the others away. */
export function Guarded({ path, children }: { path: string; children: ReactNode }) {
  const { level, isLoading, company_id } = useUserPermissions();
  const guard = useDirectory().guardOf(path);
  if (!guard) return <>{children}</>;
  if (isLoading) return null;
  if (!mayOpen(guard, level)) return <Navigate to={landingOf(guard.otherwise, company_id)} replace />;
  const refused = editRefusal(guard, level);
  return refused ? <Refused to={refused.otherwise} message={refused.message} /> : <>{children}</>;
}

/** Away to where the guard says, with its alert when the spec words one. */
function Refused({ to, message }: { to: string; message?: string }) {
  const notify = useNotify();
  useEffect(() => {
    if (message) notify(message, { type: 'warning', autoHideDuration: 5000 });
  }, [message, notify]);
  return <Navigate to={to} replace />;
}
