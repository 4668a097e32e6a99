// A hand-written API call declared once, with its request and response types, for the server route
// that answers it (Fastify's Body and Reply) and for the panel's data provider, which gets one
// named method per call. The types ride on the declaration only: nothing of them exists at run time.

/** A POST of JSON under /api answering JSON. */
export interface PostCall<Req, Res> {
  readonly method: 'POST';
  readonly path: string;
  /** Never set: carries the types for RequestOf / ResponseOf. */
  readonly types?: { request: Req; response: Res };
}

/**
 * A GET under /api whose query is the request and whose body is one page of rows, the total in a
 * header (the spec's GET /report/products). The panel receives it as {data, total}.
 */
export interface GetPageCall<Query, Row> {
  readonly method: 'GET';
  readonly path: string;
  readonly totalHeader: string;
  readonly types?: { request: Query; response: Row[] };
}

/**
 * A plain GET under /api answering JSON, whose request fills the path's :parameters (the storefront's
 * public reads: GET /image-home/images/:companyId); request fields the path does not name go in the
 * query. The panel receives the body as is.
 */
export interface GetCall<Params, Res> {
  readonly method: 'GET';
  readonly path: string;
  /** Never set: carries the types for RequestOf / ResponseOf. */
  readonly types?: { request: Params; response: Res };
}

export type Call = PostCall<unknown, unknown> | GetPageCall<unknown, unknown> | GetCall<unknown, unknown>;

export function defineCall<Req, Res>(path: string): PostCall<Req, Res> {
  return { method: 'POST', path };
}

export function defineGetPage<Query, Row>(
  path: string,
  totalHeader = 'X-Total-Count',
): GetPageCall<Query, Row> {
  return { method: 'GET', path, totalHeader };
}

export function defineGet<Params, Res>(path: string): GetCall<Params, Res> {
  return { method: 'GET', path };
}

/** Whether a GET call answers a page of rows (with its total header) or a plain body. */
export const isGetPage = (call: Call): call is GetPageCall<unknown, unknown> => 'totalHeader' in call;

/**
 * The path of a GET call with its :parameters filled from the request (encoded), and the rest of
 * the request, which goes in the query. A parameter missing from the request is an error: the call
 * would reach another route.
 */
export function fillPath(
  path: string,
  request: object = {},
): { path: string; query: Record<string, unknown> } {
  const query: Record<string, unknown> = { ...request };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = query[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`A chamada ${path} precisa de ${name}`);
    delete query[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, query };
}

/** What the call sends: the JSON body, or the query of a GET. */
export type RequestOf<C> = C extends { readonly types?: { request: infer Req } } ? Req : never;
/** What the server answers in the body. */
export type ResponseOf<C> = C extends { readonly types?: { response: infer Res } } ? Res : never;
/** What the panel's data provider resolves with: the body, or {data, total} for a GET page. */
export type ResultOf<C> =
  C extends GetPageCall<unknown, infer Row> ? { data: Row[]; total: number } : ResponseOf<C>;

/** The answer of every list call: one page and how many there are in all. */
export interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
}

/** The fields a save or update may send of a record (the server fills the rest). */
export type Input<T> = Partial<Omit<T, 'id' | 'created_at' | 'updated_at' | 'company_name'>>;
