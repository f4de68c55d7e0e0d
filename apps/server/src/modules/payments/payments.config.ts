import { createHmac, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { providerNames, type ProviderName } from './providers/provider.ts';

/** The payment settings of the app's config (see config.ts and the README's table). */
export interface PaymentSettings {
  PAY_PROVIDERS: string[];
  PAY_SANDBOX_SECRET?: string | undefined;
  PAY_NOTIFY_BASE_URL?: string | undefined;
  PUBLIC_API_URL?: string | undefined;
  WECHATPAY_MCH_ID?: string | undefined;
  WECHATPAY_APP_ID?: string | undefined;
  WECHATPAY_SERIAL_NO?: string | undefined;
  WECHATPAY_PRIVATE_KEY?: string | undefined;
  WECHATPAY_API_V3_KEY?: string | undefined;
  WECHATPAY_PLATFORM_KEY_ID?: string | undefined;
  WECHATPAY_PLATFORM_PUBLIC_KEY?: string | undefined;
  ALIPAY_APP_ID?: string | undefined;
  ALIPAY_PRIVATE_KEY?: string | undefined;
  ALIPAY_PUBLIC_KEY?: string | undefined;
}

const required: Record<Exclude<ProviderName, 'sandbox'>, Array<keyof PaymentSettings>> = {
  wechat: ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_PLATFORM_KEY_ID', 'WECHATPAY_PLATFORM_PUBLIC_KEY'],
  alipay: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
};
const PEM_KEYS: Array<keyof PaymentSettings> = ['WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'];

/** Every problem of the payment settings, for the config loader's list. */
export function paymentConfigProblems(settings: PaymentSettings): string[] {
  const problems: string[] = [];
  for (const name of settings.PAY_PROVIDERS) {
    if (!(providerNames as readonly string[]).includes(name)) problems.push(`PAY_PROVIDERS: unknown provider "${name}" (${providerNames.join(', ')})`);
  }
  if (settings.PAY_PROVIDERS.length === 0) problems.push('PAY_PROVIDERS: name at least one provider');
  for (const name of ['wechat', 'alipay'] as const) {
    if (!settings.PAY_PROVIDERS.includes(name)) continue;
    const missing = required[name].filter((key) => !settings[key]);
    if (missing.length > 0) problems.push(`PAY_PROVIDERS includes ${name}: set ${missing.join(', ')}`);
    if (!settings.PAY_NOTIFY_BASE_URL && !settings.PUBLIC_API_URL) problems.push(`PAY_PROVIDERS includes ${name}: set PAY_NOTIFY_BASE_URL (or PUBLIC_API_URL) so it can reach the notify URL`);
  }
  for (const key of PEM_KEYS) {
    const value = settings[key];
    if (typeof value === 'string' && !pemKey(value, key.endsWith('PRIVATE_KEY') ? 'private' : 'public')) problems.push(`${key}: not a readable PEM key`);
  }
  if (settings.WECHATPAY_API_V3_KEY && Buffer.byteLength(settings.WECHATPAY_API_V3_KEY) !== 32) problems.push('WECHATPAY_API_V3_KEY: must be 32 bytes');
  return problems;
}

/** A PEM key from the environment, where newlines are often written as `\n`. */
export function pemKey(text: string, kind: 'private' | 'public'): KeyObject | undefined {
  const pem = text.replace(/\\n/g, '\n');
  try {
    return kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    return undefined;
  }
}

/** A secret of its own for each use, derived from the token key when none is configured. */
export function derivedSecret(tokenKey: Uint8Array, purpose: string): Uint8Array {
  return createHmac('sha256', tokenKey).update(`scoreline:${purpose}`).digest();
}
