// The list state react-admin keeps in the URL (syncWithLocation): filter as JSON, sort, order, page
// and perPage. For links to a list as it would be left, and for reading the state back.

/** A link to a list with its filters (and sort, order, page, perPage when given). */
export function listUrl(path: string, filter: Record<string, unknown>, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), ...params });
  return `${path}?${query}`;
}

/** The list state of a URL: its filters and the other params. */
export function listState(url: URL): {
  filter: Record<string, unknown>;
  sort: string | null;
  order: string | null;
} {
  let filter: Record<string, unknown> = {};
  try {
    filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
  } catch {
    filter = {};
  }
  return { filter, sort: url.searchParams.get('sort'), order: url.searchParams.get('order') };
}
