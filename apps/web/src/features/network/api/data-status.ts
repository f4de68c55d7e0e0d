import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type ReplyOf } from '@scoreline/contract/web';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api/index.ts';

export type DataStatus = ReplyOf<typeof calls.getDataStatus>;

export const dataStatusKey = ['network', 'dataStatus'] as const;

/** While the server prepares its data, how often to ask again. */
export const PREPARING_POLL_MS = 3_000;

export const getDataStatus = () => api.callApi(calls.getDataStatus, {}, { silent: true });

/**
 * Whether the server's match data is ready (Sundry/getDataStatus). Asked once; while the server
 * is still preparing (a first start importing its data) it is asked every few seconds, and when
 * it turns ready every other query is refetched, so lists that loaded empty fill by themselves.
 */
export function useDataStatus() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: dataStatusKey,
    queryFn: getDataStatus,
    staleTime: Infinity,
    refetchInterval: (q) => (q.state.data && !q.state.data.ready ? PREPARING_POLL_MS : false),
  });
  const ready = query.data?.ready;
  const wasPreparing = useRef(false);
  useEffect(() => {
    if (ready === false) wasPreparing.current = true;
    if (ready === true && wasPreparing.current) {
      wasPreparing.current = false;
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== dataStatusKey[0] });
    }
  }, [ready, client]);
  return query;
}
