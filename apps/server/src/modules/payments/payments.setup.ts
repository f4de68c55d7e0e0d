import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/db/schema.ts';
import { AppleService } from './apple.service.ts';
import { AppStoreReceiptVerifier, SandboxReceiptVerifier, type ReceiptVerifier } from './apple/receipt-verifier.ts';
import { derivedSecret, pemKey, type PaymentSettings } from './payments.config.ts';
import { PaymentsService } from './payments.service.ts';
import { Settlement } from './payments.settlement.ts';
import { AlipayProvider } from './providers/alipay.provider.ts';
import type { PaymentProvider, ProviderName } from './providers/provider.ts';
import { SandboxGateway, type SandboxDelivery } from './providers/sandbox.gateway.ts';
import { SandboxProvider } from './providers/sandbox.provider.ts';
import { WechatPayProvider } from './providers/wechat-pay.provider.ts';

export interface PaymentsConfig extends PaymentSettings {
  PAY_MERCHANT_NAME: string;
  WECHATPAY_API_BASE: string;
  ALIPAY_GATEWAY: string;
  APPLE_BUNDLE_ID: string;
  APPLE_SHARED_SECRET?: string | undefined;
  INVITE_COMMISSION_PERCENT: number;
}

export interface PaymentsSetupDeps {
  config: PaymentsConfig;
  db: Kysely<Database>;
  tokenKey: Uint8Array;
  now: () => number;
  log: FastifyBaseLogger;
  onUserChanged: (userId: number) => Promise<void>;
  fetch?: typeof fetch;
  /** Tests pass their own store to issue receipts. */
  receiptVerifier?: ReceiptVerifier;
  /** Where the sandbox delivers notifications; default: this node's notify handler, in-process. */
  sandboxDelivery?: SandboxDelivery;
}

export interface PaymentsModule {
  service: PaymentsService;
  apple: AppleService;
  sandbox: SandboxGateway | undefined;
}

/** Builds the enabled providers (config already validated by loadConfig) and the services. */
export function createPayments(deps: PaymentsSetupDeps): PaymentsModule {
  const { config, db, now, log } = deps;
  const settlement = new Settlement({ db, now, log, onUserChanged: deps.onUserChanged, commissionPercent: config.INVITE_COMMISSION_PERCENT });
  const sandboxSecret = config.PAY_SANDBOX_SECRET ? new TextEncoder().encode(config.PAY_SANDBOX_SECRET) : derivedSecret(deps.tokenKey, 'payments-sandbox');
  // The sandbox delivers to this node's notify handler, through the same verification as HTTP.
  const inProcess: SandboxDelivery = async (request) => void (await service.notify('sandbox', request));
  const sandbox = config.PAY_PROVIDERS.includes('sandbox') ? new SandboxGateway(db, sandboxSecret, now, deps.sandboxDelivery ?? inProcess) : undefined;
  const providers = config.PAY_PROVIDERS.map((name) => buildProvider(name as ProviderName, deps, sandbox, sandboxSecret));
  const service = new PaymentsService({ db, providers, sandbox, settlement, merchantName: config.PAY_MERCHANT_NAME, now, log });
  const receipts = deps.receiptVerifier ?? (config.APPLE_SHARED_SECRET
    ? new AppStoreReceiptVerifier(config.APPLE_SHARED_SECRET, deps.fetch ?? fetch)
    : new SandboxReceiptVerifier(derivedSecret(deps.tokenKey, 'apple-sandbox')));
  return { service, apple: new AppleService(service, settlement, receipts, config.APPLE_BUNDLE_ID), sandbox };
}

function buildProvider(name: ProviderName, deps: PaymentsSetupDeps, sandbox: SandboxGateway | undefined, sandboxSecret: Uint8Array): PaymentProvider {
  const { config, now } = deps;
  const notifyBase = config.PAY_NOTIFY_BASE_URL ?? config.PUBLIC_API_URL ?? '';
  const fetchFn = deps.fetch ?? fetch;
  if (name === 'sandbox') {
    if (!sandbox) throw new Error('sandbox gateway missing');
    return new SandboxProvider(sandbox, sandboxSecret, now);
  }
  if (name === 'wechat') {
    return new WechatPayProvider({
      merchant: { mchId: need(config.WECHATPAY_MCH_ID), serialNo: need(config.WECHATPAY_SERIAL_NO), privateKey: needKey(config.WECHATPAY_PRIVATE_KEY, 'private') },
      appId: need(config.WECHATPAY_APP_ID),
      apiV3Key: need(config.WECHATPAY_API_V3_KEY),
      platformKeys: new Map([[need(config.WECHATPAY_PLATFORM_KEY_ID), needKey(config.WECHATPAY_PLATFORM_PUBLIC_KEY, 'public')]]),
      apiBase: config.WECHATPAY_API_BASE,
      notifyUrl: `${notifyBase}/pay/notify/wechat`,
      fetch: fetchFn,
      now,
    });
  }
  return new AlipayProvider({
    appId: need(config.ALIPAY_APP_ID),
    privateKey: needKey(config.ALIPAY_PRIVATE_KEY, 'private'),
    alipayPublicKey: needKey(config.ALIPAY_PUBLIC_KEY, 'public'),
    gateway: config.ALIPAY_GATEWAY,
    notifyUrl: `${notifyBase}/pay/notify/alipay`,
    fetch: fetchFn,
    now,
  });
}

// loadConfig has already refused a configuration missing these; this only narrows the types.
function need(value: string | undefined): string {
  if (!value) throw new Error('payment setting missing after validation');
  return value;
}

function needKey(value: string | undefined, kind: 'private' | 'public') {
  const key = pemKey(need(value), kind);
  if (!key) throw new Error('payment key unreadable after validation');
  return key;
}
