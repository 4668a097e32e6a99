// The demo store user as the panel stores it after signing in (api.ts's session), for the tests
// that sign her in against a mocked API.
import type { StoredUser } from '../../src/admin/api';

export const maria: StoredUser = {
  id: 2,
  name: 'Maria Oliveira',
  email: 'maria@modaviva.dev',
  admin: false,
  full_permission: true,
  company_id: 1,
};
