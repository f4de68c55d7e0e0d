import type { PaymentProviderName } from '@scoreline/contract';
import { useState } from 'react';
import { useCreateOrder } from '../api/payments.ts';
import { newTapKey } from '../utils/money.ts';

export interface Checkout {
  /** The order being paid, once created. */
  orderNo: string | null;
  /** The sandbox cashier is open for `orderNo`. */
  cashierOpen: boolean;
  pending: boolean;
  start: (productId: string, provider?: PaymentProviderName) => void;
  closeCashier: () => void;
  reset: () => void;
}

/** The order paid on a provider's page, remembered across the round trip (this tab only). */
const PENDING_ORDER_KEY = 'wallet.pendingOrder';

// Read without side effects (React may call a state initialiser twice); forgotten on reset.
const pendingOrder = (): string | null => sessionStorage.getItem(PENDING_ORDER_KEY);

/**
 * Buying with money: create the order (one idempotency key per tap, so a retried request never
 * makes a second order), then open what the provider asks for: the in-app sandbox cashier, or
 * the provider's own cashier page. The order's state is then followed with `useOrder`.
 */
export function useCheckout(): Checkout {
  const create = useCreateOrder();
  // Back from a provider's own cashier page: follow the order that was being paid.
  const [orderNo, setOrderNo] = useState<string | null>(pendingOrder);
  const [cashierOpen, setCashierOpen] = useState(false);

  const start = (productId: string, provider?: PaymentProviderName) => {
    create.mutate(
      { productId, idempotencyKey: newTapKey('order'), ...(provider ? { provider } : {}) },
      {
        onSuccess: ({ order, action }) => {
          setOrderNo(order.orderNo);
          if (action?.kind === 'sandboxCashier') setCashierOpen(true);
          else if (action?.kind === 'redirect') {
            sessionStorage.setItem(PENDING_ORDER_KEY, order.orderNo);
            window.location.assign(action.url);
          }
        },
      },
    );
  };

  return {
    orderNo,
    cashierOpen,
    pending: create.isPending,
    start,
    closeCashier: () => setCashierOpen(false),
    reset: () => {
      sessionStorage.removeItem(PENDING_ORDER_KEY);
      setOrderNo(null);
      setCashierOpen(false);
    },
  };
}
