import type { UploadedImage } from '@scoreline/contract';
import { multipart, makePng, type Part } from './images.ts';
import { postRaw, type CallOptions, type Envelope, type TestServer } from './harness.ts';

/** Posts a form to Sundry/uploadImg. */
export function uploadForm(server: TestServer, parts: Part[], options: CallOptions = {}): Promise<Envelope<UploadedImage>> {
  const form = multipart(parts);
  return postRaw<UploadedImage>(server, '/Sundry/uploadImg', form.body, {
    ...options,
    headers: { ...options.headers, 'content-type': form.contentType },
  });
}

/** Uploads one image as field `img`. */
export function uploadImage(server: TestServer, token: string, data: Buffer, filename = 'photo.png', contentType = 'image/png') {
  return uploadForm(server, [{ name: 'img', filename, contentType, data }], { token, lang: 'en' });
}

/** Uploads a small PNG and returns its URL (for avatars). */
export async function uploadAvatar(server: TestServer, token: string): Promise<string> {
  const reply = await uploadImage(server, token, await makePng());
  if (reply.status !== 0) throw new Error(`upload failed: ${reply.msg}`);
  return reply.data.url;
}
