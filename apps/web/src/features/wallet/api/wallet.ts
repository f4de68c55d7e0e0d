import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type ItemKind } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';
import { walletKeys } from './wallet-keys.ts';

/** The wallet-core calls the screens use (MobileCoin, MobileVip, MobileShare, Sundry/getMiaoShu). */

const PAGE_SIZE = 30;
const nextPage = (last: { page: number; pageSize: number; total: number }) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);

export function useCoinShop(enabled = true) {
  return useQuery({ queryKey: walletKeys.coinShop, queryFn: () => api.callApi(calls.coinShop, {}), enabled });
}

/** MobileCoin/getCoinRecords, page by page (the ledger). */
export function useLedger(account: 'coins' | 'expert' | 'invite' = 'coins') {
  return useInfiniteQuery({
    queryKey: walletKeys.ledger(account),
    queryFn: ({ pageParam }) => api.callApi(calls.coinRecords, { page: pageParam, pageSize: PAGE_SIZE, account }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useVipShop() {
  const locale = currentLocale();
  return useQuery({ queryKey: walletKeys.vipShop(locale), queryFn: () => api.callApi(calls.vipShop, {}) });
}

export function useMyVip(enabled = true) {
  return useQuery({ queryKey: walletKeys.myVip, queryFn: () => api.callApi(calls.myVip, {}), enabled });
}

export function useVipDescription() {
  const locale = currentLocale();
  return useQuery({ queryKey: walletKeys.vipText(locale), queryFn: () => api.callApi(calls.vipDescription, {}), staleTime: 10 * 60_000 });
}

export function useZuijiShop() {
  return useQuery({ queryKey: walletKeys.zuijiShop, queryFn: () => api.callApi(calls.zuijiShop, {}) });
}

/**
 * After any coin movement every wallet screen shows the new state, and so does the profile
 * (its VIP level and expiry), which the account feature keeps under its own `account` keys.
 */
export function useInvalidateWallet() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: walletKeys.all }), queryClient.invalidateQueries({ queryKey: ['account', 'userInfo'] })]);
}

export function useBuyVipWithCoins() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (payload: { productId: string; couponId?: number; idempotencyKey: string }) => api.callApi(calls.buyVipWithCoins, payload),
    onSuccess: invalidate,
  });
}

export function useBuyZuiji() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (payload: { id: string; couponId?: number; idempotencyKey: string }) => api.callApi(calls.buyZuiji, payload),
    onSuccess: invalidate,
  });
}

export function useClaimableCoupons(enabled = true) {
  const locale = currentLocale();
  return useQuery({ queryKey: walletKeys.claimable(locale), queryFn: () => api.callApi(calls.claimableCoupons, {}), enabled });
}

export function useClaimCoupon() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: (templateId: number) => api.callApi(calls.claimCoupon, { templateId }), onSuccess: invalidate });
}

/** The caller's coupons; with `kind` and `priceCoins`, each says whether it can pay for that item. */
export function useMyCoupons(status: 'usable' | 'used' | 'expired' | 'all', item?: { kind: ItemKind; priceCoins: number }) {
  return useQuery({
    queryKey: walletKeys.coupons(status, item?.kind, item?.priceCoins),
    queryFn: () => api.callApi(calls.myCoupons, { status, ...(item ? { kind: item.kind, priceCoins: item.priceCoins } : {}) }),
  });
}

export function useCheckInPage(enabled = true) {
  return useQuery({ queryKey: walletKeys.checkIn, queryFn: () => api.callApi(calls.checkInPage, {}), enabled });
}

export function useCheckIn() {
  const invalidate = useInvalidateWallet();
  return useMutation({ mutationFn: () => api.callApi(calls.checkIn, {}), onSuccess: invalidate });
}

export function useShareUrl() {
  return useQuery({ queryKey: walletKeys.shareUrl, queryFn: () => api.callApi(calls.shareUrl, {}), staleTime: Infinity });
}

export function useInviteSummary() {
  return useQuery({ queryKey: walletKeys.invites, queryFn: () => api.callApi(calls.inviteSummary, {}) });
}

export function useInvitees() {
  return useInfiniteQuery({
    queryKey: walletKeys.invitees,
    queryFn: ({ pageParam }) => api.callApi(calls.invitees, { page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useMyWithdrawals() {
  return useInfiniteQuery({
    queryKey: walletKeys.withdrawals,
    queryFn: ({ pageParam }) => api.callApi(calls.myWithdrawals, { page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useWithdrawalRatio() {
  return useQuery({ queryKey: walletKeys.ratio, queryFn: () => api.callApi(calls.withdrawalRatio, {}), staleTime: 10 * 60_000 });
}

/** The two withdrawable balances: expert earnings (getExpertMyCoins) and invite commission (getLowerInfo). */
export function useExpertEarnings() {
  return useQuery({ queryKey: [...walletKeys.withdrawals, 'expert'], queryFn: () => api.callApi(calls.expertEarnings, {}) });
}

export interface WithdrawInput {
  account: 'expert' | 'invite';
  coins: number;
  payeeName: string;
  payeeAccount: string;
  idempotencyKey: string;
}

/** MobileCoin/applyCoinOut (expert earnings) or MobileShare/applyLowerTx (invite commission). */
export function useApplyWithdrawal() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ account, ...payload }: WithdrawInput) => api.callApi(account === 'expert' ? calls.applyCoinOut : calls.applyInviteWithdrawal, payload),
    onSuccess: invalidate,
  });
}
