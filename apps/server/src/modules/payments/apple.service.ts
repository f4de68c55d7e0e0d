import type { Locale } from '@scoreline/contract';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppleTransaction, ReceiptVerifier } from './apple/receipt-verifier.ts';
import { isPaid } from './order-state.ts';
import { toPaymentOrder } from './payments.mapper.ts';
import { appleProducts, subjectOf } from './payments.products.ts';
import * as repo from './payments.repo.ts';
import { callerId, type PaymentsService } from './payments.service.ts';
import type { Settlement } from './payments.settlement.ts';

/**
 * Apple in-app purchases: the iOS app creates an order (pay/createIos), buys the App Store
 * product, and sends the receipt (pay/iosQuery). The receipt is verified by the adapter; a
 * purchase of the order's product that no order has used yet pays and fulfils it, and is
 * claimed for good in the same transaction.
 */
export class AppleService {
  constructor(
    private readonly orders: PaymentsService,
    private readonly settlement: Settlement,
    private readonly receipts: ReceiptVerifier,
    private readonly bundleId: string,
  ) {}

  async products(locale: Locale) {
    const products = await appleProducts(this.orders.db);
    return {
      items: products.flatMap((p) =>
        p.appleProductId
          ? [{ productId: p.id, appleProductId: p.appleProductId, kind: p.kind, title: subjectOf(p, locale), amountFen: p.amountFen, coins: p.coins, vipLevel: p.vipLevel, vipDays: p.vipDays }]
          : [],
      ),
    };
  }

  async createOrder(ctx: CallContext, input: { productId: string; idempotencyKey?: string | undefined }) {
    const product = await this.orders.product(input.productId);
    if (!product.appleProductId) throw new AppError('notFound', 'productNotFound', { id: input.productId });
    const { row, created } = await repo.insertOrder(this.orders.db, this.orders.newOrder(callerId(ctx), product, 'apple', ctx.locale, input.idempotencyKey));
    if (!created && (row.product_id !== product.id || row.provider !== 'apple')) throw new AppError('conflict', 'idempotencyKeyReused');
    return { order: toPaymentOrder(row), appleProductId: product.appleProductId };
  }

  async verifyReceipt(ctx: CallContext, orderNo: string, receipt: string) {
    const order = await this.orders.ownOrder(ctx, orderNo);
    if (order.provider !== 'apple') throw new AppError('validation', 'notAnAppleOrder', { orderNo });
    if (isPaid(order.status)) return toPaymentOrder(order);
    const product = await this.orders.product(order.product_id);
    const verified = await this.receipts.verify(receipt);
    if (!verified.ok || verified.bundleId !== this.bundleId) {
      ctx.log.warn({ orderNo, reason: verified.ok ? `bundle ${verified.bundleId}` : verified.reason }, 'receipt rejected: nothing changed');
      throw new AppError('validation', 'receiptInvalid');
    }
    const purchase = await this.unusedPurchase(verified.transactions, product.appleProductId);
    if (!purchase) throw new AppError('conflict', 'receiptNoPurchase');
    const payment = { orderNo, tradeNo: purchase.transactionId, state: 'paid' as const, amountFen: order.amount_fen, currency: order.currency, paidAt: purchase.purchasedAt };
    const result = await this.settlement.apply('apple', payment, 'apple', {
      claim: (tx, locked) => repo.claimAppleTransaction(tx, { ...purchase, orderNo, userId: locked.user_id }),
    });
    if (result.outcome === 'mismatch') throw new AppError('conflict', 'receiptNoPurchase');
    return toPaymentOrder(await this.orders.ownOrder(ctx, orderNo));
  }

  /** The newest purchase of the product in the receipt that no order has claimed. */
  private async unusedPurchase(transactions: AppleTransaction[], appleProductId: string | null): Promise<AppleTransaction | undefined> {
    const candidates = transactions.filter((t) => t.appleProductId === appleProductId);
    const used = await repo.usedAppleTransactions(this.orders.db, candidates.map((t) => t.transactionId));
    return candidates.filter((t) => !used.has(t.transactionId)).sort((a, b) => b.purchasedAt.getTime() - a.purchasedAt.getTime())[0];
  }
}
