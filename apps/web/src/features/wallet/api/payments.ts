import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type PaymentOrder, type PaymentProviderName } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { walletKeys } from './wallet-keys.ts';

/** Orders paid with money (Pay / pay calls). */

export const getPayWays = () => api.callApi(calls.paymentMethods, {});
export const createOrder = (payload: { productId: string; provider?: PaymentProviderName; idempotencyKey: string }) => api.callApi(calls.createOrder, payload);
export const queryOrder = (orderNo: string) => api.callApi(calls.queryOrder, { orderNo }, { silent: true });
export const getCashier = (orderNo: string) => api.callApi(calls.sandboxCashier, { orderNo });
export const payAtCashier = (orderNo: string, action: 'confirm' | 'cancel') => api.callApi(calls.sandboxPay, { orderNo, action });

export function usePayWays() {
  return useQuery({ queryKey: walletKeys.payWays, queryFn: getPayWays, staleTime: 10 * 60_000 });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** The sandbox cashier of an order (what the payer confirms). */
export function useCashier(orderNo: string | null) {
  return useQuery({ queryKey: walletKeys.cashier(orderNo ?? ''), queryFn: () => getCashier(orderNo ?? ''), enabled: orderNo !== null });
}

export function usePayAtCashier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, action }: { orderNo: string; action: 'confirm' | 'cancel' }) => payAtCashier(orderNo, action),
    onSuccess: (cashier) => queryClient.setQueryData(walletKeys.cashier(cashier.orderNo), cashier),
  });
}

const settled = (order: PaymentOrder | undefined) => order !== undefined && order.status !== 'created';

/**
 * An order's state, asked again every second and a half while it waits for money (the server
 * asks the provider too), until it is fulfilled or closed; then the wallet's data refreshes.
 */
export function useOrder(orderNo: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: walletKeys.order(orderNo ?? ''),
    queryFn: async () => {
      const order = await queryOrder(orderNo ?? '');
      if (settled(order)) {
        // The balance, ledger and VIP (here and in the profile, under the account feature's keys).
        await queryClient.invalidateQueries({ queryKey: walletKeys.all, predicate: (q) => q.queryKey[1] !== 'order' });
        await queryClient.invalidateQueries({ queryKey: ['account', 'userInfo'] });
      }
      return order;
    },
    enabled: orderNo !== null,
    refetchInterval: (query) => (settled(query.state.data) ? false : 1500),
  });
}
