import { generateKeyPairSync, type KeyObject } from 'node:crypto';

/** A locally generated RSA-2048 key pair, as merchants and providers hold them. */
export function rsaPair(): { privateKey: KeyObject; publicKey: KeyObject; publicPem: string; privatePem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
