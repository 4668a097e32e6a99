// The hooks for the declared calls (src/shared/calls), on react-admin's query client, so a
// hand-written call loads, fails, caches and refreshes like react-admin's own useGetList/useUpdate:
//   const { data, isPending } = useCall('birthdays', { period: 'week' });
//   const { mutate } = useCallMutation('stockChange', { invalidate: { resources: ['grid'] } });
// Both go through useDataProvider, so a 401 ends the session as on every other call.
import {
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
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
  const { notifyError = true, ...queryOptions } = options;
  const result = useQuery<T, Error>({
    queryKey,
    queryFn: () => read(dataProvider),
    retry: false,
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
