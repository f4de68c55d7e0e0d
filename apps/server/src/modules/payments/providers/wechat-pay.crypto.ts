import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 cryptography, as its documentation specifies it:
 * - requests are signed with the merchant's RSA key (SHA256withRSA over
 *   `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`) and carry the `WECHATPAY2-SHA256-RSA2048`
 *   Authorization header;
 * - replies and notifications are signed by WeChat's platform key over
 *   `TIMESTAMP\nNONCE\nBODY\n` (headers Wechatpay-Timestamp/-Nonce/-Signature/-Serial);
 * - a notification's `resource` is AES-256-GCM encrypted with the merchant's APIv3 key, the
 *   16-byte tag appended to the ciphertext, `associated_data` as AAD.
 */

export const WECHATPAY_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** The signed message of a request. */
export function requestMessage(method: string, pathAndQuery: string, timestamp: number, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The signed message of a reply or notification. */
export function replyMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function signSha256Rsa(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** False for any malformed signature too: a forged header must never throw past the check. */
export function verifySha256Rsa(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export interface MerchantCredentials {
  mchId: string;
  /** Serial number of the merchant's API certificate. */
  serialNo: string;
  privateKey: KeyObject;
}

/**
 * The Authorization header of one API request.
 *
 * @example authorization(merchant, 'POST', '/v3/pay/transactions/h5', body, 1700000000, 'abc')
 */
export function authorization(
  merchant: MerchantCredentials,
  method: string,
  pathAndQuery: string,
  body: string,
  timestamp: number,
  nonce: string = randomBytes(16).toString('hex'),
): string {
  const signature = signSha256Rsa(requestMessage(method, pathAndQuery, timestamp, nonce, body), merchant.privateKey);
  return `${WECHATPAY_AUTH_SCHEMA} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** Parses an Authorization header back into its fields (for the tests' fake WeChat and audits). */
export function parseAuthorization(header: string): Record<string, string> | undefined {
  if (!header.startsWith(`${WECHATPAY_AUTH_SCHEMA} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of header.slice(WECHATPAY_AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    if (match[1] !== undefined && match[2] !== undefined) fields[match[1]] = match[2];
  }
  return fields;
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

/** Decrypts a notification resource; throws on a wrong key, nonce, AAD or a tampered text. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** The inverse of `decryptResource` (WeChat's side; tests record notifications with it). */
export function encryptResource(plaintext: string, apiV3Key: string, nonce: string, associatedData: string): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: body.toString('base64'), associated_data: associatedData, nonce, original_type: 'transaction' };
}
