// The store's integration keys that hold its payment credentials (e.Rede PV and token, Pagar.me
// key, boleto key, the Pagar.me v5 token): read as {set, last4} hints, written through the data
// provider — changed when the store has the key, else created.
import { useDataProvider, useGetList, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

export const KEYS = 'integration-key-value';

/** The keys of these names the store has, by name. */
export function useStoreKeys(companyId: number | undefined, names: string[]) {
  const {
    data = [],
    refetch,
    isPending,
  } = useGetList(
    KEYS,
    {
      filter: { key_name: names, company_id: companyId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: companyId !== undefined && names.length > 0 },
  );
  const byName = new Map<string, RaRecord>(data.map((k) => [String(k.key_name), k]));
  return { byName, refetch, isPending };
}

/** Writes each typed value (a blank one keeps the stored key). */
export function useSaveKeys() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return async (companyId: number, stored: Map<string, RaRecord>, values: Record<string, unknown>) => {
    for (const [keyName, value] of Object.entries(values)) {
      if (typeof value !== 'string' || !value.trim()) continue;
      const current = stored.get(keyName);
      if (current)
        await dataProvider.update(KEYS, { id: current.id, data: { value }, previousData: current });
      else await dataProvider.create(KEYS, { data: { key_name: keyName, value, company_id: companyId } });
    }
  };
}
