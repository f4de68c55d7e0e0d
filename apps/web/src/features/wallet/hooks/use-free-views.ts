import { isFreeViewKind, type ItemKind } from '@scoreline/contract/web';
import { useIsUser } from '../../account/hooks/use-is-user.ts';
import { useMyVip } from '../api/wallet.ts';

/**
 * How many of today's VIP free views would open an item of a kind instead of coins (0: it costs
 * coins: not a member, none left, or a kind free views do not apply to). The pay confirmations
 * say so before the tap; the server decides again when it is paid (MobileCoin pay calls).
 */
export function useFreeViews(): (kind: ItemKind) => number {
  const isUser = useIsUser();
  const left = useMyVip(isUser).data?.freeViewsLeft ?? 0;
  return (kind) => (isUser && isFreeViewKind(kind) ? left : 0);
}
