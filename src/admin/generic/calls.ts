// The hooks for the declared calls (src/shared/calls), on react-admin's query client, so a
// hand-written call loads, fails, caches and refreshes like react-admin's own useGetList/useUpdate:
//   const { data, isPending } = useCall('birthdays', { period: 'week' });
//   const { mutate } = useCallMutation('stockChange', { invalidate: { resources: ['grid'] } });
// Both go through useDataProvider, so a 401 ends the session as on every other call.
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { CallName, Calls, RequestOf, ResultOf } from '../../shared/calls';
import { errorText } from '../api';
import type { AppDataProvider } from '../dataProvider';
import { TOAST_MS } from './toasts';

/** The query key of a call: ['call', name] for all its queries, ['call', name, body] for one. */
export const callKey = (name: CallName, body?: unknown): QueryKey =>
  body === undefined ? ['call', name] : ['call', name, body];

type Request<K extends CallName> = RequestOf<Calls[K]>;
type Result<K extends CallName> = ResultOf<Calls[K]>;

const method = <K extends CallName>(dataProvider: AppDataProvider, name: K) =>
  dataProvider[name] as unknown as (body: Request<K>) => Promise<Result<K>>;

/** Tells a failure in a toast with the API's words (api.ts), as the spec's toasts last. */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS }),
    [notify],
  );
}

export interface QueryExtras {
  /** Tell a failure in a toast, as react-admin's lists do (default true). */
  notifyError?: boolean;
}

export type ProviderQueryOptions<T> = Omit<UseQueryOptions<T, Error>, 'queryKey' | 'queryFn'> & QueryExtras;

/** Queries a render started (prefetchOnRender), and when: their first mount does not ask again. */
const prefetched = new WeakMap<object, number>();
/** How long a render's answer stands for its mount (React's Suspense pacing is 0.3 s). */
const PREFETCH_FRESH_MS = 5_000;

/**
 * Starts a screen's query as the screen first renders, not when React commits it: a screen whose
 * code has just loaded is committed up to 0.3 s later (React paces Suspense reveals), and the
 * query would only start then. Pair it with unlessPrefetched, so the mount takes this answer.
 */
function prefetchOnRender(client: QueryClient, queryKey: QueryKey, queryFn: () => Promise<unknown>) {
  if (client.getQueryState(queryKey)) return;
  void client.prefetchQuery({ queryKey, queryFn, retry: false });
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query) prefetched.set(query, Date.now());
}

/**
 * prefetchOnRender on a component's first render only: later keys (a new sort, a search being
 * typed) are the query's own to ask, once they settle.
 */
export function useFirstRenderPrefetch(
  queryKey: QueryKey,
  queryFn: () => Promise<unknown>,
  enabled: boolean,
) {
  const client = useQueryClient();
  useState(() => {
    if (enabled) prefetchOnRender(client, queryKey, queryFn);
  });
}

/**
 * A query's refetchOnMount that leaves out the mount right after prefetchOnRender (asked before
 * and after the mount), unless a change has made that answer stale since.
 */
export const unlessPrefetched =
  <Q extends { state: { isInvalidated: boolean } }>(
    own: boolean | 'always' | ((query: Q) => boolean | 'always') = true,
  ) =>
  (query: Q): boolean | 'always' => {
    const at = prefetched.get(query);
    if (at !== undefined && Date.now() - at < PREFETCH_FRESH_MS && !query.state.isInvalidated) return false;
    return typeof own === 'function' ? own(query) : own;
  };

/**
 * A query of anything read through the data provider (several pages of a call, say), with the
 * same defaults as useCall: no retry (the API's answers do not change on a second try), failures
 * told in a toast.
 */
export function useProviderQuery<T>(
  queryKey: QueryKey,
  read: (dataProvider: AppDataProvider) => Promise<T>,
  options: ProviderQueryOptions<T> = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const tell = useNotifyError();
  const { notifyError = true, refetchOnMount = true, ...queryOptions } = options;
  const queryFn = () => read(dataProvider);
  useFirstRenderPrefetch(queryKey, queryFn, (queryOptions.enabled ?? true) === true);
  const result = useQuery<T, Error>({
    queryKey,
    queryFn,
    retry: false,
    refetchOnMount: unlessPrefetched(refetchOnMount),
    ...queryOptions,
  });
  const { error } = result;
  useEffect(() => {
    if (notifyError && error) tell(error);
  }, [error, notifyError, tell]);
  return result;
}

/** A declared call as a query keyed by its name and body; a null body waits (no call). */
export function useCall<K extends CallName>(
  name: K,
  body: Request<K> | null,
  options: ProviderQueryOptions<Result<K>> = {},
) {
  return useProviderQuery<Result<K>>(callKey(name, body ?? undefined), (dp) => method(dp, name)(body!), {
    ...options,
    enabled: body !== null && (options.enabled ?? true),
  });
}

export interface CallMutationOptions<K extends CallName> extends Omit<
  UseMutationOptions<Result<K>, Error, Request<K>>,
  'mutationFn'
> {
  /** What a success makes stale: react-admin resources ('grid') and declared calls. */
  invalidate?: { resources?: string[]; calls?: CallName[] };
}

/** A declared call that changes data, as a mutation; a success refreshes what it invalidates. */
export function useCallMutation<K extends CallName>(name: K, options: CallMutationOptions<K> = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { invalidate, onSuccess, ...mutationOptions } = options;
  return useMutation<Result<K>, Error, Request<K>>({
    mutationFn: (body) => method(dataProvider, name)(body),
    onSuccess: (...args) => {
      for (const resource of invalidate?.resources ?? [])
        void queryClient.invalidateQueries({ queryKey: [resource] });
      for (const call of invalidate?.calls ?? [])
        void queryClient.invalidateQueries({ queryKey: callKey(call) });
      return onSuccess?.(...args);
    },
    ...mutationOptions,
  });
}
