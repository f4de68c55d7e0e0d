import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox provider signs its notifications the way real providers do: HMAC-SHA256 with a
 * shared secret over `TIMESTAMP\nNONCE\nBODY\n` (the same framing as WeChat Pay v3), sent in
 * the headers below. The receiver checks the signature in constant time and the timestamp
 * against a replay window.
 */

export const sandboxHeaders = {
  timestamp: 'x-sandbox-timestamp',
  nonce: 'x-sandbox-nonce',
  signature: 'x-sandbox-signature',
} as const;

export function sandboxSignature(secret: Uint8Array, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8').digest('base64');
}

export function isSandboxSignatureValid(secret: Uint8Array, timestamp: string, nonce: string, body: string, signature: string): boolean {
  const expected = Buffer.from(sandboxSignature(secret, timestamp, nonce, body), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The notification body the sandbox sends when a payment's state settles. */
export interface SandboxNotification {
  id: string;
  event: 'payment.succeeded';
  trade_no: string;
  out_trade_no: string;
  amount: { total: number; currency: string };
  paid_at: string;
}
