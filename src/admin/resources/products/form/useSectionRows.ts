// The rows a product section lists, from one call of an entity's API path (through the data
// provider, as every screen talks to the API), with a reload after the section changes them. A
// failure is told once as a toast and leaves the list empty.
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import { TOAST_MS } from '../../../generic/toasts';

export function useSectionRows<T>(resource: string, action: string, body: Record<string, unknown>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [rows, setRows] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(body);
  useEffect(() => {
    let live = true;
    dataProvider
      .action<{ data: T[] }>(resource, action, { itens_per_page: 1000, ...JSON.parse(key) })
      .then((page) => live && setRows(page.data ?? []))
      .catch((error) => live && notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [dataProvider, resource, action, key, version, notify]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, loading, reload };
}
