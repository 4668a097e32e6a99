// Route guards of spec section 2: admin-only screens send store users to / (or another route).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useUserPermissions } from './permissions';

export function AdminOnly({ children, otherwise = '/' }: { children: ReactNode; otherwise?: string }) {
  const { admin, isLoading } = useUserPermissions();
  if (isLoading) return null;
  return admin ? <>{children}</> : <Navigate to={otherwise} replace />;
}
