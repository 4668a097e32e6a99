// The Pagar.me v5 connection from the panel: the provider's authorisation page, told to send the user
// back to /form-receive-data (with the admin's store, so the code is saved for it).
import type { AppDataProvider } from '../../../dataProvider';

export async function pagarmeV5ConnectUrl(
  dataProvider: AppDataProvider,
  companyId?: number,
): Promise<string> {
  const { url } = await dataProvider.pagarmeV5Connect(companyId ? { company_id: companyId } : {});
  const back = new URL('/form-receive-data', window.location.origin);
  if (companyId) back.searchParams.set('company_id', String(companyId));
  const target = new URL(url);
  target.searchParams.set('redirect_uri', back.toString());
  return target.toString();
}
