// The store a call acts for when the call itself needs one store: a store user's own, whatever the
// body says; for an admin, the body's company_id, which is then required.
import type { SessionUser } from '../auth/sessions.js';
import { tenantOf, type Row } from '../crud/records.js';
import { invalid } from '../http/errors.js';

export function storeFor(user: SessionUser, body: unknown): number {
  const own = tenantOf(user);
  if (own !== undefined) return own;
  const raw = body && typeof body === 'object' ? (body as Row).company_id : undefined;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (raw === undefined || raw === null || raw === '')
    throw invalid({ company_id: ['Por favor insira Loja'] });
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw invalid({ company_id: ['Loja inválida'] });
  return id;
}
