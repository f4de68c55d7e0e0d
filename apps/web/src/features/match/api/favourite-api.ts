import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { readItem } from '../../../lib/storage/storage.ts';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { matchKeys } from './match-keys.ts';

type Sport = 'football' | 'basketball';

const listCall = { football: calls.footballFavourites, basketball: calls.basketballFavourites } as const;
const collectCall = { football: calls.collectFootballMatch, basketball: calls.collectBasketballMatch } as const;

/** Whether the match is a favourite of the signed-in account (visitor or user). */
export function useIsFavourite(sport: Sport, id: string) {
  const query = useQuery({
    queryKey: matchKeys.favourites(sport),
    queryFn: () => api.callApi(listCall[sport], {}, { silent: true }),
    enabled: readItem(storageKeys.loginToken) !== null,
  });
  return query.data?.ids.includes(id) ?? false;
}

export function useToggleFavourite(sport: Sport, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collect: boolean) => api.callApi(collectCall[sport], { id, collect }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchKeys.favourites(sport) }),
  });
}
