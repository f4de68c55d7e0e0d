import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../platform/context.ts';
import type { PaymentsModule } from './payments.setup.ts';

type PaymentCalls = 'paymentMethods' | 'createOrder' | 'queryOrder' | 'sandboxCashier' | 'sandboxPay' | 'iosProducts' | 'createIosOrder' | 'verifyIosReceipt' | 'refundOrder';

export function paymentHandlers({ service, apple }: PaymentsModule): HandlerMap<PaymentCalls> {
  return {
    paymentMethods: () => service.methods(),
    createOrder: (p, ctx) => service.createOrder(ctx, p),
    queryOrder: (p, ctx) => service.queryOrder(ctx, p.orderNo),
    sandboxCashier: (p, ctx) => service.cashier(ctx, p.orderNo),
    sandboxPay: (p, ctx) => service.sandboxPay(ctx, p.orderNo, p.action),
    iosProducts: (_p, ctx) => apple.products(ctx.locale),
    createIosOrder: (p, ctx) => apple.createOrder(ctx, p),
    verifyIosReceipt: (p, ctx) => apple.verifyReceipt(ctx, p.orderNo, p.receipt),
    refundOrder: (p, ctx) => service.refund(ctx, p.orderNo, p.reason),
  };
}

const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * `POST /pay/notify/{provider}`: where providers deliver notifications. Not a call of the
 * contract (no envelope, no token): the body is kept as the exact text that was signed, and the
 * answer is whatever the provider expects.
 */
export function registerPaymentNotifyRoutes(app: FastifyInstance, { service }: PaymentsModule): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/pay/notify/:provider', async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const answer = await service.notify(request.params.provider, { headers: request.headers, rawBody });
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  });
}
