import type { Checkout } from '../hooks/use-checkout.ts';
import { OrderStatus } from './order-status.tsx';
import { SandboxCashier } from './sandbox-cashier.tsx';

/** The cashier sheet and then the order's outcome, for a checkout started on any page. */
export function PaymentFlow({ checkout }: { checkout: Checkout }) {
  return (
    <>
      <SandboxCashier orderNo={checkout.orderNo} open={checkout.cashierOpen} onDone={checkout.closeCashier} />
      <OrderStatus orderNo={checkout.cashierOpen ? null : checkout.orderNo} onClose={checkout.reset} />
    </>
  );
}
