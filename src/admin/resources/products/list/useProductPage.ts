// One page of products from the server (paginate-index or the layout's set-list). Only the page on
// screen is ever loaded: with 100,000 products in a store nothing else would stay fast.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { apiPost, errorText } from '../../../api';

export interface ProductRow extends RaRecord {
  name?: string;
  ref?: string | null;
  price?: string | null;
  balance?: number;
  relevance?: number | null;
  active?: boolean;
  category?: string | null;
  company_name?: string | null;
  img_name?: string | null;
}

interface PageAnswer {
  data: ProductRow[];
  total: number;
  last_page: number;
}

export function useProductPage(path: string, body: Record<string, unknown> | null) {
  const [rows, setRows] = useState<ProductRow[]>([]);
  const [total, setTotal] = useState(0);
  const [lastPage, setLastPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  const key = body ? JSON.stringify(body) : null;

  useEffect(() => {
    if (key === null) {
      setRows([]);
      setTotal(0);
      setLoading(false);
      return;
    }
    // Answers that arrive after a newer request are dropped, so fast typing never shows stale rows.
    const ticket = ++latest.current;
    setLoading(true);
    apiPost<PageAnswer>(path, JSON.parse(key))
      .then(({ json }) => {
        if (ticket !== latest.current) return;
        setRows(json.data ?? []);
        setTotal(json.total ?? 0);
        setLastPage(json.last_page ?? 1);
        setError(null);
      })
      .catch((e) => {
        if (ticket !== latest.current) return;
        setRows([]);
        setTotal(0);
        setError(errorText(e));
      })
      .finally(() => ticket === latest.current && setLoading(false));
  }, [path, key, version]);

  /** Changes one row on screen (after a save) without reloading the page. */
  const patchRow = useCallback(
    (id: RaRecord['id'], change: Partial<ProductRow>) =>
      setRows((all) => all.map((r) => (r.id === id ? { ...r, ...change } : r))),
    [],
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, total, lastPage, loading, error, reload, patchRow };
}
