import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The HS256 key for login tokens: TOKEN_SECRET when given, else a random key generated once into
 * DATA_DIR/keys (mode 0600) so tokens survive restarts. Several nodes must share TOKEN_SECRET.
 */
export async function loadTokenKey(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const dir = join(dataDir, 'keys');
  const file = join(dir, 'token-secret');
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (text.length >= 43) return new TextEncoder().encode(text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' so two processes starting at once never overwrite each other's key.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
}
